import type { BookingPaymentResponse } from '@courtside/shared';
import { newId } from '../../../lib/ids.js';
import { inTransaction } from '../../../lib/transaction.js';
import { requestFingerprint } from '../../payments/payments.service.js';
import type { BookingsDeps } from '../bookings-deps.js';
import { claimBookingHours } from './claim.js';
import { confirmBooking } from './confirm.js';
import { checkBookingLimits } from './limits.js';
import { payForBooking } from './pay.js';
import { priceBooking } from './price.js';
import { recordBooking } from './record.js';
import { findRepeatedBooking, type PlacedBooking } from './repeat.js';
import { validateBooking, type BookingRequest, type ValidBooking } from './validate.js';

/** What makes two requests the same booking request, for Idempotency-Key checks. */
const fingerprintOf = ({ method, body }: ValidBooking) =>
  requestFingerprint({
    purpose: 'booking',
    method,
    court: body.courtID,
    date: body.date,
    startTime: body.startTime,
    duration: body.duration,
    phone: body.phone ?? null,
    customer: [body.customerName ?? null, body.customerPhone ?? null],
  });

/**
 * Books a slot and starts its payment, in named steps (validate, price, claim, pay, record,
 * confirm): the court hours, the booking and its payment are written in one transaction that
 * first locks the payer's coin row.
 */
export function createPlaceBooking(deps: BookingsDeps) {
  const { db, clock, clubs, courtTime, payments, rules } = deps;

  return async function placeBooking(request: BookingRequest): Promise<BookingPaymentResponse> {
    const now = clock.now();
    const booking = await validateBooking(request, { placeOf: clubs.bookingPlace, now, rules });
    const price = priceBooking(booking);
    const ids = { idempotencyKey: request.idempotencyKey, fingerprint: fingerprintOf(booking) };
    const heldUntil = booking.hosted
      ? new Date(now.getTime() + rules.holdMinutes * 60_000).toISOString()
      : null;

    const placed = await inTransaction(db, async (tx): Promise<PlacedBooking> => {
      await payments.lockPayer(tx, booking.caller.id);
      const repeated = await findRepeatedBooking(tx, deps, booking, ids);
      if (repeated) return repeated;
      await checkBookingLimits(tx, { courtTime, rules, nowIso: now.toISOString() }, booking);
      const bookingId = newId();
      await claimBookingHours(tx, courtTime, booking, bookingId, heldUntil);
      const payment = await payForBooking(tx, payments, booking, price, { bookingId, ...ids });
      const createdAt = now.toISOString();
      await recordBooking(tx, booking, price, {
        bookingId,
        paymentId: payment.id,
        heldUntil,
        createdAt,
      });
      return { bookingId, paymentId: payment.id };
    });
    return confirmBooking(deps, placed);
  };
}
