import type { ClubReport } from '@courtside/shared';
import { hourLabel } from '@courtside/shared/rules';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '@/lib/money';
import { occupancyShare, weekLabel } from './report-format';
import styles from './report-tables.module.css';

interface Props {
  report: ClubReport;
}

/** Names the table for screen readers; the section's heading already shows it. */
function Caption({ children }: { children: string }) {
  return <caption className={styles.caption}>{children}</caption>;
}

/** Occupancy as rows of court, hour, booked hours and share: the heat map read aloud. */
export function OccupancyTable({ report }: Props) {
  const { t } = useTranslation();
  const name = new Map(report.courts.map((court) => [court.id, court.name]));
  return (
    <table className={styles.table}>
      <Caption>{t('reports.occupancy')}</Caption>
      <thead>
        <tr>
          <th scope="col">{t('reports.court')}</th>
          <th scope="col">{t('reports.hour')}</th>
          <th scope="col" className={styles.number}>
            {t('reports.bookedHours')}
          </th>
          <th scope="col" className={styles.number}>
            {t('reports.share')}
          </th>
        </tr>
      </thead>
      <tbody>
        {report.occupancy.map((cell) => (
          <tr key={`${cell.courtId}|${cell.hour}`}>
            <td dir="auto">{name.get(cell.courtId)}</td>
            <td>{hourLabel(cell.hour)}</td>
            <td className={styles.number}>{cell.bookedHours}</td>
            <td className={styles.number}>
              {Math.round(occupancyShare(cell.bookedHours, report.days) * 100)}%
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function RevenueByWeekTable({ report }: Props) {
  const { t } = useTranslation();
  return (
    <table className={styles.table}>
      <Caption>{t('reports.revenueByWeek')}</Caption>
      <thead>
        <tr>
          <th scope="col">{t('reports.weekOf')}</th>
          <th scope="col" className={styles.number}>
            {t('reports.amount')}
          </th>
        </tr>
      </thead>
      <tbody>
        {report.revenueByWeek.map((week) => (
          <tr key={week.weekStart}>
            <td>{weekLabel(week.weekStart)}</td>
            <td className={styles.number}>
              <bdi>{formatPrice(week.amount, report.currency)}</bdi>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function RevenueByMethodTable({ report }: Props) {
  const { t } = useTranslation();
  return (
    <table className={styles.table}>
      <Caption>{t('reports.revenueByMethod')}</Caption>
      <thead>
        <tr>
          <th scope="col">{t('reports.method')}</th>
          <th scope="col" className={styles.number}>
            {t('reports.count')}
          </th>
          <th scope="col" className={styles.number}>
            {t('reports.amount')}
          </th>
        </tr>
      </thead>
      <tbody>
        {report.revenueByMethod.map((row) => (
          <tr key={row.method}>
            <td>{t(`paymentMethods.${row.method}`, { defaultValue: row.method })}</td>
            <td className={styles.number}>{row.count}</td>
            <td className={styles.number}>
              <bdi>{formatPrice(row.amount, report.currency)}</bdi>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
