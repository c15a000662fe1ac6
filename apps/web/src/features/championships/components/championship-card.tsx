import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import EmojiEventsRounded from '@mui/icons-material/EmojiEventsRounded';
import type { Championship } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { mirrorInRtl } from '@/components/mirror';
import { Photo } from '@/components/photo';
import { formatCalendarDate, formatClockTime } from '@/lib/calendar-date';
import { currentLanguage } from '@/lib/i18n';
import { clubLocal } from '../championship-query';
import { clampLines } from '@/components/clamp-lines';

interface ChampionshipCardProps {
  championship: Championship;
  onOpen: (championship: Championship) => void;
}

/** When it starts, on its club's clock: 'Fri, Dec 18 · 10:00' in the interface language. */
function startOf(championship: Championship): string {
  const locale = currentLanguage();
  const start = clubLocal(championship.from, championship.club.timeZone);
  const day = formatCalendarDate(start.date, locale, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  });
  return `${day} · ${formatClockTime(start.time, locale)}`;
}

/**
 * SPEC 2 Book Champion: club photo, club, name, when it starts, registered/participants, and
 * the arrow.
 */
export function ChampionshipCard({ championship, onOpen }: ChampionshipCardProps) {
  const { t } = useTranslation();
  const places = championship.participantsNumber ?? '∞';
  return (
    <Card variant="outlined" sx={{ p: 1.5 }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Photo
          src={championship.club.photo}
          width={64}
          height={64}
          fallback={<EmojiEventsRounded />}
        />
        <Stack sx={{ minWidth: 0, flex: 1 }}>
          <Typography variant="caption" color="text.secondary" noWrap>
            <bdi>{championship.club.name}</bdi>
          </Typography>
          <Typography variant="subtitle1" component="h2" sx={clampLines(2)}>
            <bdi>{championship.name}</bdi>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {startOf(championship)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('championships.registered', { registered: championship.registered, places })}
          </Typography>
        </Stack>
        <IconButton
          onClick={() => onOpen(championship)}
          aria-label={t('championships.open', { name: championship.name })}
          sx={mirrorInRtl}
        >
          <ChevronRightRounded />
        </IconButton>
      </Stack>
    </Card>
  );
}
