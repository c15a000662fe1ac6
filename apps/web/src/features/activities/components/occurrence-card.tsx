import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SportsTennisRounded from '@mui/icons-material/SportsTennisRounded';
import type { ActivityOccurrence } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { Photo } from '@/components/photo';
import { formatPrice } from '@/lib/money';
import { isolated } from '@/lib/bidi';
import { sessionWhen } from '@/lib/session-time';
import { clampLines } from '@/components/clamp-lines';

/** How many seats are left, or that there is no limit. */
export function useSeatsText() {
  const { t } = useTranslation();
  return (occurrence: ActivityOccurrence) =>
    occurrence.seatsLeft === null
      ? t('activities.seatsOpen')
      : t('activities.seatsLeft', { left: occurrence.seatsLeft, seats: occurrence.seatsnumber });
}

/** SPEC 3 Activity: club, name, court and coach, day and time, seats left and price. */
export function OccurrenceCard({
  occurrence,
  children,
}: {
  occurrence: ActivityOccurrence;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const seatsText = useSeatsText();
  return (
    <Card variant="outlined" sx={{ borderRadius: 3, p: 2 }}>
      <Stack spacing={1}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Photo
            src={occurrence.club.photo}
            width={56}
            height={56}
            fallback={<SportsTennisRounded />}
          />
          <Stack sx={{ minWidth: 0, flex: 1 }}>
            <Typography variant="caption" color="text.secondary" noWrap>
              {occurrence.club.name}
            </Typography>
            <Typography variant="subtitle1" component="h2" sx={clampLines(2)}>
              {occurrence.name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {sessionWhen(occurrence.date, occurrence.endsAt, occurrence.club.timeZone)}
            </Typography>
          </Stack>
          {occurrence.cancelled && <Chip color="error" label={t('activities.cancelled')} />}
        </Stack>
        <Typography variant="body2">
          {t('activities.courtCoach', {
            court: isolated(occurrence.court.name),
            coach: isolated(occurrence.coach.name),
          })}
        </Typography>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography variant="body2" color="text.secondary" data-testid="seats-left">
            {seatsText(occurrence)}
          </Typography>
          <Typography variant="subtitle2">
            {formatPrice(occurrence.price, occurrence.currency)}
          </Typography>
        </Stack>
        {children}
      </Stack>
    </Card>
  );
}
