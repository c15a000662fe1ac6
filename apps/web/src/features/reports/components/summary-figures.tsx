import type { ClubReport } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '@/lib/money';
import styles from './summary-figures.module.css';

/** The period's totals: revenue, cash still to collect, no-shows and cancellations. */
export function SummaryFigures({ report }: { report: ClubReport }) {
  const { t } = useTranslation();
  const revenue = report.revenueByWeek.reduce((sum, week) => sum + week.amount, 0);
  const figures = [
    { key: 'revenue', amount: revenue, count: null },
    { key: 'cashToCollect', ...report.cashToCollect },
    { key: 'noShows', ...report.noShows },
    { key: 'cancellations', ...report.cancellations },
  ];
  return (
    <ul aria-label={t('reports.summary')} className={styles.figures}>
      {figures.map((figure) => (
        <li key={figure.key} className={styles.figure}>
          <p className={styles.label}>{t(`reports.${figure.key}`)}</p>
          <p className={styles.amount}>
            <bdi>{formatPrice(figure.amount, report.currency)}</bdi>
          </p>
          {figure.count !== null && (
            <p className={styles.label}>{t('reports.bookings', { count: figure.count })}</p>
          )}
        </li>
      ))}
    </ul>
  );
}
