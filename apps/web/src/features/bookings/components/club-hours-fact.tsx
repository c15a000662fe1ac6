import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CourtDetail } from '@courtside/shared';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { isolated } from '@/lib/bidi';
import { formatClockTime } from '../../../lib/calendar-date';
import { currentLanguage } from '../../../lib/i18n';
import { weekdayNames } from '../../../lib/peak-text';
import { useClubOpening } from '../api/club-opening';
import { todayHours, weekLines, type TodayHours, type WeekLine } from '../club-facts';

interface ClubHoursFactProps {
  clubId: string;
  courts: readonly CourtDetail[];
}

/** The club's opening hours as its owner set them: today first, then the week. */
export function ClubHoursFact({ clubId, courts }: ClubHoursFactProps) {
  const { t } = useTranslation();
  const opening = useClubOpening(clubId);
  if (opening.isPending) return <Skeleton width="70%" />;
  if (opening.isError) {
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="body2">{t('clubDetails.hoursFailed')}</Typography>
        <Button size="small" onClick={() => void opening.refetch()} loading={opening.isFetching}>
          {t('common.retry')}
        </Button>
      </Stack>
    );
  }
  const clock = (time: string) => formatClockTime(time, currentLanguage());
  const today = todayHours(opening.data.today, courts);
  const lines = weekLines(opening.data.days);
  const everyDay = lines.length === 1 && lines[0]!.open ? lines[0]! : null;
  return (
    <Stack spacing={0.5}>
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        {todayText(t, today, clock)}
      </Typography>
      {today.kind === 'open' &&
        today.courtClosures.map((closure) => (
          <Typography key={closure.reason} variant="body2" color="text.secondary">
            {t('clubDetails.courtsClosedToday', {
              courts: isolated(closure.courts?.join(', ') ?? ''),
              reason: isolated(closure.reason),
            })}
          </Typography>
        ))}
      {everyDay ? (
        <Typography variant="body2">
          {t('clubDetails.everyDay', {
            opens: clock(everyDay.opens),
            closes: clock(everyDay.closes),
          })}
        </Typography>
      ) : (
        <WeekList lines={lines} clock={clock} />
      )}
    </Stack>
  );
}

function todayText(t: TFunction, today: TodayHours, clock: (time: string) => string): string {
  if (today.kind === 'closure')
    return t('clubDetails.todayClosedFor', { reason: isolated(today.reason) });
  if (today.kind === 'closed') return t('clubDetails.todayClosed');
  return t('clubDetails.todayOpen', { opens: clock(today.opens), closes: clock(today.closes) });
}

/** Each run of weekdays with its hours, as a short table of two columns. */
function WeekList({ lines, clock }: { lines: WeekLine[]; clock: (time: string) => string }) {
  const { t } = useTranslation();
  const names = weekdayNames();
  return (
    // A dl takes no label of its own: the group around it says what the list is.
    <div role="group" aria-label={t('clubDetails.week')}>
      <Stack component="dl" sx={{ m: 0 }}>
        {lines.map((line) => (
          <Stack
            key={line.firstDay}
            direction="row"
            spacing={2}
            sx={{ justifyContent: 'space-between' }}
          >
            <Typography component="dt" variant="body2">
              {line.firstDay === line.lastDay
                ? names[line.firstDay]
                : t('clubDetails.days', { first: names[line.firstDay], last: names[line.lastDay] })}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {line.open
                ? t('clubDetails.openHours', {
                    opens: clock(line.opens),
                    closes: clock(line.closes),
                  })
                : t('clubDetails.closed')}
            </Typography>
          </Stack>
        ))}
      </Stack>
    </div>
  );
}
