import type { CourtDetail } from '@courtside/shared';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { Skeleton } from '@/components/skeleton';
import { isolated } from '@/lib/bidi';
import { formatClockTime } from '../../../lib/calendar-date';
import { currentLanguage } from '../../../lib/i18n';
import { weekdayNames } from '../../../lib/peak-text';
import { useClubOpening } from '../api/club-opening';
import { todayHours, weekLines, type TodayHours, type WeekLine } from '../club-facts';
import styles from './club-hours-fact.module.css';

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
      <div className={styles.failed}>
        <p className={styles.line}>{t('clubDetails.hoursFailed')}</p>
        <Button size="small" onClick={() => void opening.refetch()} loading={opening.isFetching}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  const clock = (time: string) => formatClockTime(time, currentLanguage());
  const today = todayHours(opening.data.today, courts);
  const lines = weekLines(opening.data.days);
  const everyDay = lines.length === 1 && lines[0]!.open ? lines[0]! : null;
  return (
    <div className={styles.hours}>
      <p className={styles.today}>{todayText(t, today, clock)}</p>
      {today.kind === 'open' &&
        today.courtClosures.map((closure) => (
          <p key={closure.reason} className={styles.closure}>
            {t('clubDetails.courtsClosedToday', {
              courts: isolated(closure.courts?.join(', ') ?? ''),
              reason: isolated(closure.reason),
            })}
          </p>
        ))}
      {everyDay ? (
        <p className={styles.line}>
          {t('clubDetails.everyDay', {
            opens: clock(everyDay.opens),
            closes: clock(everyDay.closes),
          })}
        </p>
      ) : (
        <WeekList lines={lines} clock={clock} />
      )}
    </div>
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
      <dl className={styles.week}>
        {lines.map((line) => (
          <div key={line.firstDay} className={styles.weekLine}>
            <dt>
              {line.firstDay === line.lastDay
                ? names[line.firstDay]
                : t('clubDetails.days', { first: names[line.firstDay], last: names[line.lastDay] })}
            </dt>
            <dd>
              {line.open
                ? t('clubDetails.openHours', {
                    opens: clock(line.opens),
                    closes: clock(line.closes),
                  })
                : t('clubDetails.closed')}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
