import { useState } from 'react';
import type { SeriesSummary } from '@courtside/shared';
import { dateTimeFormat } from '@courtside/shared/rules';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { weekdayNames } from '@/lib/peak-text';
import { SeriesDates } from './series-dates';
import styles from './series.module.css';

interface SeriesCardProps {
  series: SeriesSummary;
  cancelling: boolean;
  onCancelRest: (series: SeriesSummary) => void;
}

/** One series: who, when, its next date and how many dates are still on; 'Cancel the rest'. */
export function SeriesCard({ series, cancelling, onCancelRest }: SeriesCardProps) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const day = weekdayNames()[series.weekday];
  // Calendar dates of the club: read at UTC noon, so no time zone moves them a day.
  const format = dateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
  const shown = (date: string) => format.format(Date.parse(`${date}T12:00:00Z`));
  return (
    <li className={styles.card}>
      <div className={styles.content}>
        <h3 className={styles.name} dir="auto">
          {series.name ?? t('series.list.player')}
        </h3>
        <p className={styles.when}>
          {t('series.list.when', {
            court: series.courtName,
            day,
            time: series.startTime,
            count: series.everyWeeks,
          })}
        </p>
        <p className={styles.detail}>
          {t('series.list.season', { from: shown(series.from), to: shown(series.to) })}
        </p>
        <p className={styles.detail}>
          {series.nextDate
            ? t('series.list.next', {
                date: shown(series.nextDate),
                count: series.occurrences.confirmed,
              })
            : t('series.list.none')}
        </p>
        {open && <SeriesDates id={series.id} />}
      </div>
      <div className={styles.actions}>
        <Button onClick={() => setOpen(!open)} aria-expanded={open}>
          {t('series.list.dates')}
        </Button>
        {series.nextDate && (
          <Button danger loading={cancelling} onClick={() => onCancelRest(series)}>
            {t('series.list.cancelRest')}
          </Button>
        )}
      </div>
    </li>
  );
}
