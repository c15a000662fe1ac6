import type { SeriesDate } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import styles from './series.module.css';

interface SeriesPreviewProps {
  dates: readonly SeriesDate[];
  creating: boolean;
  onCreate: () => void;
  onStop: () => void;
}

/** Each date of the season, free or with its clash, then create (skipping clashes) or stop. */
export function SeriesPreview({ dates, creating, onCreate, onStop }: SeriesPreviewProps) {
  const { t } = useTranslation();
  const clashes = dates.filter((date) => date.clash !== null).length;
  return (
    <section aria-label={t('series.preview.title')} className={styles.preview}>
      <Alert severity={clashes > 0 ? 'warning' : 'success'}>
        {t('series.preview.summary', { count: dates.length, clashes })}
      </Alert>
      <ul className={styles.dates}>
        {dates.map((date) => (
          <li key={date.date} className={styles.date}>
            <span className={styles.primary}>{date.date}</span>
            <span className={date.clash ? styles.clash : styles.secondary}>
              {date.clash
                ? `${t(`series.clash.${date.clash}`)}${date.description ? ` · ${date.description}` : ''}`
                : t('series.preview.free')}
            </span>
          </li>
        ))}
      </ul>
      <div className={styles.buttons}>
        <Button
          variant="contained"
          onClick={onCreate}
          loading={creating}
          disabled={clashes === dates.length}
        >
          {clashes > 0 ? t('series.preview.skipAndCreate') : t('series.preview.create')}
        </Button>
        <Button onClick={onStop}>{t('series.preview.stop')}</Button>
      </div>
    </section>
  );
}
