import { Link as RouterLink } from 'react-router';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SportsSoccerRounded from '@mui/icons-material/SportsSoccerRounded';
import type { MyFixture } from '@courtside/shared';
import { utcToClubLocal } from '@courtside/shared/rules';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate, formatClockTime } from '@/lib/calendar-date';
import { currentLanguage } from '@/lib/i18n';
import { championshipPagePath } from '@/lib/paths';

const pad = (n: number) => String(n).padStart(2, '0');

/** When, on the club's clock: 'Sun, Dec 20 · 18:00'. */
function whenOf(fixture: MyFixture): string {
  const locale = currentLanguage();
  const local = utcToClubLocal(fixture.startsAt, fixture.timeZone);
  const day = formatCalendarDate(local.date, locale, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  });
  return `${day} · ${formatClockTime(`${pad(local.hour)}:${pad(local.minute)}`, locale)}`;
}

/**
 * One of the reader's championship matches: who against whom, when and where; it opens the
 * championship's page (its table, fixtures and chat).
 */
export function FixtureCard({ fixture, title }: { fixture: MyFixture; title?: string }) {
  const { t } = useTranslation();
  return (
    <Card variant="outlined">
      <CardActionArea component={RouterLink} to={championshipPagePath(fixture.championshipId)}>
        <Stack direction="row" spacing={1.5} sx={{ p: 2, alignItems: 'center' }}>
          <SportsSoccerRounded color="primary" aria-hidden />
          <Stack sx={{ minWidth: 0, flex: 1 }}>
            {title && (
              <Typography variant="overline" color="text.secondary">
                {title}
              </Typography>
            )}
            <Typography variant="subtitle1" component="h3" noWrap>
              <bdi>{fixture.home}</bdi> {t('championships.season.versus')} <bdi>{fixture.away}</bdi>
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              <bdi>{fixture.championship}</bdi>
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {whenOf(fixture)} · <bdi>{fixture.court}</bdi> · <bdi>{fixture.club}</bdi>
            </Typography>
          </Stack>
        </Stack>
      </CardActionArea>
    </Card>
  );
}
