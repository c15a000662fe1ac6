import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import type { SeriesOccurrence } from '@courtside/shared';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { CardListSkeleton } from '@/components/card-list-skeleton';
import { QueryGate } from '@/components/query-gate';
import { useSeriesDetail } from '../api/series-detail';

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
        <List dense aria-label={t('series.list.dates')}>
          {dates.map((date) => (
            <ListItem key={date.bookingId} disableGutters>
              <ListItemText
                primary={`${date.date} · ${date.startTime}`}
                secondary={stateOf(t, date)}
              />
            </ListItem>
          ))}
        </List>
      )}
    </QueryGate>
  );
}
