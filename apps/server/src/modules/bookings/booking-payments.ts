import { conflictCodes } from '@courtside/shared';
import { conflict } from '#server/lib/domain-error.js';
import type { Tx } from '#server/db/transaction.js';
import type { PaymentRecord, PurposeHandler } from '#server/modules/payments/payments.service.js';
import type { BookingsDeps } from './bookings-deps.js';
import {
  findBookingWithPlace,
  lockBooking,
  transitionBooking,
  type BookingRow,
} from './bookings.repo.js';
import { bookingOwner, slotStartsOf } from './holds.js';
import { tellClubOwner } from './club-notices.js';

/**
 * A notification to the booker about their booking, with what the app shows of it, one to the
 * club's owner when it is confirmed, and a signal to the club's day grid; read in the open
 * transaction (on SQLite it holds the one connection).
 */
export function createPayerNotice(deps: Pick<BookingsDeps, 'notifications'>) {
  const { notifications } = deps;
  return async (tx: Tx, booking: BookingRow, kind: 'booking_confirmed' | 'booking_refunded') => {
    const shown = await findBookingWithPlace(tx.db, booking.id);
    await notifications.record(tx, booking.user_id, kind, {
      booking: booking.id,
      club: shown?.club_name ?? null,
      court: shown?.court_name ?? null,
      startsAt: booking.starts_at,
      timeZone: shown?.club_time_zone ?? null,
    });
    if (!shown) return;
    if (kind === 'booking_confirmed')
      await tellClubOwner(deps, tx, booking, shown, 'club_booking_made');
    // The club's day grid shows the booking paid, or its hours free again.
    await notifications.signalClubDay(tx, shown.club_owner_id);
  };
}

export function createBookingPayments(
  deps: Pick<BookingsDeps, 'courtTime' | 'payments' | 'clock' | 'notifications'>,
) {
  const { courtTime, payments, clock } = deps;
  const tellPayer = createPayerNotice(deps);

  /** Makes the booking's hours firmly its own; false when someone took one meanwhile. */
  async function claimFirmly(tx: Tx, booking: BookingRow, from: BookingRow['status']) {
    const claimed = await courtTime.claim(tx, {
      courtId: booking.court_id,
      slotStarts: slotStartsOf(booking),
      owner: bookingOwner(booking.id),
    });
    if (!claimed.ok) {
      if (from === 'held')
        await transitionBooking(tx.db, booking.id, 'held', { status: 'expired' });
      // Payments refunds what was paid for hours the booking could not keep.
      await tellPayer(tx, booking, 'booking_refunded');
      return false;
    }
    const confirmed = await transitionBooking(tx.db, booking.id, from, {
      status: 'confirmed',
      hold_expires_at: null,
    });
    if (confirmed) await tellPayer(tx, booking, 'booking_confirmed');
    return confirmed;
  }

  async function bookingOf(tx: Tx, payment: PaymentRecord) {
    return lockBooking(tx.db, payment.subject_id);
  }

  const handler: PurposeHandler = {
    async succeeded(tx, payment) {
      const booking = await bookingOf(tx, payment);
      return booking?.status === 'held' ? claimFirmly(tx, booking, 'held') : false;
    },

    // A declined payment keeps the hold: the hours stay the player's, to pay another way,
    // until the hold lapses (holdLapsed ends it then).
    failed: async () => {},

    /** Paid after the hold ran out: booked after all if every hour is still free. */
    async succeededLate(tx, payment) {
      const booking = await bookingOf(tx, payment);
      return booking?.status === 'expired' ? claimFirmly(tx, booking, 'expired') : false;
    },

    async cashMarked(tx, payment, outcome) {
      const booking = await bookingOf(tx, payment);
      if (outcome === 'no_show' && booking && Date.parse(booking.starts_at) > clock.now().getTime())
        throw conflict(
          conflictCodes.NOT_STARTED,
          'A no-show can be marked once the booking has started',
        );
    },
  };

  /**
   * A hold ran out: its payment expires, and if it did (it was not paid meanwhile) so does
   * the booking (a declined payment already ended). The booking is read without a lock: the
   * payment's locks come first.
   */
  async function holdLapsed(tx: Tx, bookingId: string): Promise<boolean> {
    const booking = await findBookingWithPlace(tx.db, bookingId);
    if (!booking) return true;
    if (booking.status !== 'held' || !booking.payment_id) return false;
    // A declined payment is final: its hold simply ends; a pending one expires first.
    const declined = booking.payment_status === 'failed';
    if (!declined && !(await payments.expire(tx, booking.payment_id))) return false;
    return transitionBooking(tx.db, bookingId, 'held', { status: 'expired' });
  }

  return { handler, holdLapsed };
}
