import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SocialEvent } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '@/lib/money';
import { isolated } from '@/lib/bidi';
import { sessionWhen } from '@/lib/session-time';

/** A night: its format, club, day and times, courts, places left, price and state. */
export function NightCard({ night, children }: { night: SocialEvent; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Card variant="outlined" sx={{ borderRadius: 3, p: 2 }}>
      <Stack spacing={1}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Stack sx={{ minWidth: 0, flex: 1 }}>
            <Typography variant="caption" color="text.secondary" noWrap>
              {night.clubName}
            </Typography>
            <Typography variant="subtitle1" component="h2">
              {t(`socials.format.${night.format}`)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {sessionWhen(night.startsAt, night.endsAt, night.timeZone)}
            </Typography>
          </Stack>
          <Chip size="small" label={t(`socials.status.${night.status}`)} />
        </Stack>
        <Typography variant="body2">
          {t('socials.courtsLine', {
            courts: night.courts.map((court) => isolated(court.name)).join(', '),
            points: night.pointsPerGame,
          })}
        </Typography>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
          {/* A cancelled night has no places to take. */}
          <Typography variant="body2">
            {night.status === 'cancelled'
              ? ''
              : t('socials.placesLeft', { left: night.placesLeft, places: night.playersNumber })}
          </Typography>
          <Typography variant="subtitle2">{formatPrice(night.price, night.currency)}</Typography>
        </Stack>
        {children}
      </Stack>
    </Card>
  );
}
