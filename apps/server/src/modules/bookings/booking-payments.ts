import { conflict } from '#server/lib/domain-error.js';
import type { Tx } from '#server/lib/transaction.js';
import type { PaymentRecord, PurposeHandler } from '#server/modules/payments/payments.service.js';
import type { BookingsDeps } from './bookings-deps.js';
import { findBooking, lockBooking, transitionBooking, type BookingRow } from './bookings.repo.js';
import { bookingOwner, hourStartsOf } from './holds.js';

/**
 * What happens to a booking when its payment settles (registered with payments) and when
 * its hold runs out (registered with court time). Both run inside the transaction that
 * locked the payer and the payment first.
 */
export function createBookingPayments(
  deps: Pick<BookingsDeps, 'courtTime' | 'payments' | 'clock'>,
) {
  const { courtTime, payments, clock } = deps;

  /** Makes the booking's hours firmly its own; false when someone took one meanwhile. */
  async function claimFirmly(tx: Tx, booking: BookingRow, from: BookingRow['status']) {
    const claimed = await courtTime.claim(tx, {
      courtId: booking.court_id,
      hourStarts: hourStartsOf(booking),
      owner: bookingOwner(booking.id),
    });
    if (!claimed.ok) {
      if (from === 'held')
        await transitionBooking(tx.db, booking.id, 'held', { status: 'expired' });
      return false;
    }
    return transitionBooking(tx.db, booking.id, from, {
      status: 'confirmed',
      hold_expires_at: null,
    });
  }

  async function bookingOf(tx: Tx, payment: PaymentRecord) {
    return lockBooking(tx.db, payment.subject_id);
  }

  const handler: PurposeHandler = {
    async succeeded(tx, payment) {
      const booking = await bookingOf(tx, payment);
      return booking?.status === 'held' ? claimFirmly(tx, booking, 'held') : false;
    },

    async failed(tx, payment) {
      const booking = await bookingOf(tx, payment);
      if (booking?.status !== 'held') return;
      await transitionBooking(tx.db, booking.id, 'held', { status: 'expired' });
      await courtTime.release(tx, bookingOwner(booking.id));
    },

    /** Paid after the hold ran out: booked after all if every hour is still free. */
    async succeededLate(tx, payment) {
      const booking = await bookingOf(tx, payment);
      return booking?.status === 'expired' ? claimFirmly(tx, booking, 'expired') : false;
    },

    async cashMarked(tx, payment, outcome) {
      const booking = await bookingOf(tx, payment);
      if (outcome === 'no_show' && booking && Date.parse(booking.starts_at) > clock.now().getTime())
        throw conflict('NOT_STARTED', 'A no-show can be marked once the booking has started');
    },
  };

  /**
   * A hold ran out: its payment expires, and if it did (it was not paid meanwhile) so does
   * the booking. The booking is read without a lock: the payment's locks come first.
   */
  async function holdLapsed(tx: Tx, bookingId: string): Promise<boolean> {
    const booking = await findBooking(tx.db, bookingId);
    if (!booking) return true;
    if (booking.status !== 'held' || !booking.payment_id) return false;
    if (!(await payments.expire(tx, booking.payment_id))) return false;
    return transitionBooking(tx.db, bookingId, 'held', { status: 'expired' });
  }

  return { handler, holdLapsed };
}
