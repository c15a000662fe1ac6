import type { Closure } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { IconButton } from '@/components/icon-button';
import { deleteOutlineIcon } from '@/components/icons/delete-outline';
import { formatShortDate } from '@/lib/calendar-date';
import { useRemoveClosure } from '../api/remove-closure';
import styles from './closures.module.css';

/** The club's closures still to end: what closes, when, why; each can be removed. */
export function ClosureList({ closures }: { closures: readonly Closure[] }) {
  const { t, i18n } = useTranslation();
  const remove = useRemoveClosure();
  if (closures.length === 0) return <p className={styles.none}>{t('clubHours.noClosures')}</p>;
  return (
    <ul className={styles.list} aria-label={t('clubHours.closures')}>
      {closures.map((closure) => {
        const what = closure.courtName ?? t('clubHours.wholeClub');
        const [from, to] = [closure.fromDate, closure.toDate].map((date) =>
          formatShortDate(date, i18n.language),
        );
        const when = from === to ? from : t('clubHours.dateRange', { from, to });
        return (
          <li key={closure.id} className={styles.closure}>
            <div className={styles.text}>
              <h3 className={styles.what}>
                <bdi>{what}</bdi> · <bdi>{when}</bdi>
              </h3>
              <p className={styles.reason}>
                <bdi>{closure.reason}</bdi>
              </p>
            </div>
            <IconButton
              icon={deleteOutlineIcon}
              aria-label={t('clubHours.removeClosure', { what, when })}
              disabled={remove.isPending}
              onClick={() => remove.mutate(closure.id)}
            />
          </li>
        );
      })}
    </ul>
  );
}
