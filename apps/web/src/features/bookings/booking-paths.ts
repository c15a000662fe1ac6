import { bookingQueryString, type BookingQuery } from '../../lib/booking-query';
import { paths } from '../../lib/paths';

/** SPEC 2: book-court/{clubID}/payment with the chosen slot in its query. */
export function bookingPaymentPath(query: BookingQuery): string {
  return `${paths.user}/book-court/${encodeURIComponent(query.clubID)}/payment?${bookingQueryString(query)}`;
}
