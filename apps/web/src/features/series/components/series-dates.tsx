import type { SeriesOccurrence } from '@courtside/shared';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { CardListSkeleton } from '@/components/card-list-skeleton';
import { QueryGate } from '@/components/query-gate';
import { useSeriesDetail } from '../api/series-detail';
import styles from './series.module.css';

const shownPayments = new Set(['succeeded', 'due_at_club', 'pending', 'no_show', 'cancelled']);

/** A date's state as the day grid and My Booking word it: cancelled (refunded), or its payment. */
function stateOf(t: TFunction, date: SeriesOccurrence): string {
  if (date.status === 'cancelled')
    return t(
      date.paymentStatus === 'refunded' ? 'myBooking.state.refunded' : 'myBooking.state.cancelled',
    );
  const payment = date.paymentStatus ?? 'other';
  return t(`clubDay.paymentState.${shownPayments.has(payment) ? payment : 'other'}`);
}

/** Each date of one series with its state; moving or cancelling one is the day grid's. */
export function SeriesDates({ id }: { id: string }) {
  const { t } = useTranslation();
  const detail = useSeriesDetail(id, true);
  return (
    <QueryGate query={detail} skeleton={<CardListSkeleton photoSize={0} rows={2} />}>
      {({ dates }) => (
        <ul aria-label={t('series.list.dates')} className={styles.dates}>
          {dates.map((date) => (
            <li key={date.bookingId} className={styles.date}>
              <span className={styles.primary}>{`${date.date} · ${date.startTime}`}</span>
              <span className={styles.secondary}>{stateOf(t, date)}</span>
            </li>
          ))}
        </ul>
      )}
    </QueryGate>
  );
}
