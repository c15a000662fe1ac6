import type { BookingPaymentResponse } from '@courtside/shared';
import { newId } from '#server/lib/ids.js';
import { inTransaction, type Tx } from '#server/db/transaction.js';
import { CourtChanged } from '#server/modules/court-time/court-time.service.js';
import { clubActor } from '#server/modules/clubs/clubs.service.js';
import { idempotencyOf, type Idempotency } from '#server/modules/payments/payments.service.js';
import { createPayerNotice } from '../booking-payments.js';
import type { BookingsDeps } from '../bookings-deps.js';
import { claimBookingHours, refusalOf } from './claim.js';
import { confirmBooking, type Placed } from './confirm.js';
import { checkBookingLimits } from './limits.js';
import { payForBooking } from './pay.js';
import { priceBooking, type BookingPrice } from './price.js';
import { recordBooking } from './record.js';
import { bookingOfKey, ownHoldInTheWay } from './repeat.js';
import { validateBooking, type BookingRequest, type ValidBooking } from './validate.js';

type PlaceOf = BookingsDeps['clubs']['bookingPlace'];

/** What makes two requests the same booking request, for Idempotency-Key checks. */
const sameRequestAs = ({ method, body }: ValidBooking) => ({
  purpose: 'booking',
  method,
  court: body.courtID,
  date: body.date,
  startTime: body.startTime,
  duration: body.duration,
  phone: body.phone ?? null,
  customer: [body.customerName ?? null, body.customerPhone ?? null, body.walkIn ?? false],
});

/**
 * Books a slot and starts its payment, in named steps (validate, price, claim, pay, record,
 * confirm): the court hours, the booking and its payment are written in one transaction that
 * first locks the payer's coin row. A repeated request answers the booking it already made.
 */
export function createPlaceBooking(deps: BookingsDeps) {
  const { db, clock, clubs, courtTime, payments, rules } = deps;
  const tellPayer = createPayerNotice(deps);

  /** Claim, pay and record in the open transaction; answers what it wrote or what was there. */
  async function book(
    tx: Tx,
    booking: ValidBooking,
    price: BookingPrice,
    ids: { idempotency?: Idempotency; now: Date },
  ): Promise<Placed> {
    const nowIso = ids.now.toISOString();
    const heldUntil = booking.hosted
      ? new Date(ids.now.getTime() + rules.holdMinutes * 60_000).toISOString()
      : null;
    const bookingId = newId();
    let claim = await claimBookingHours(tx, courtTime, booking, bookingId, heldUntil);
    if (claim !== 'claimed') {
      const own = await ownHoldInTheWay(tx, deps, booking);
      if (own && own !== 'released') return own;
      if (own === 'released')
        claim = await claimBookingHours(tx, courtTime, booking, bookingId, heldUntil);
      if (claim !== 'claimed') throw refusalOf(claim);
    }
    const payment = await payForBooking(tx, payments, booking, price, { bookingId, ...ids });
    const row = await recordBooking(tx, booking, price, {
      bookingId,
      paymentId: payment.id,
      heldUntil,
      createdAt: nowIso,
    });
    return { booking: row, payment, place: booking.place };
  }

  /** The booking as it is placed with the court `placeOf` reads. */
  async function placeWith(
    request: BookingRequest,
    placeOf: PlaceOf,
    now: Date,
  ): Promise<BookingPaymentResponse> {
    const actorOf = (userId: string) => clubActor(db, userId);
    const termsOf = (userId: string, clubId: string) => deps.memberTerms(db, userId, clubId);
    const booking = await validateBooking(request, { placeOf, actorOf, termsOf, now, rules });
    const price = priceBooking(booking);
    const ids = { idempotency: idempotencyOf(request.idempotencyKey, sameRequestAs(booking)), now };
    const placed = await inTransaction(db, async (tx): Promise<Placed> => {
      await payments.lockBuyer(tx, booking.caller.id);
      const repeated = await bookingOfKey(tx, deps, booking.caller.id, ids.idempotency);
      if (repeated) return repeated;
      await checkBookingLimits(tx, { courtTime, rules, nowIso: now.toISOString() }, booking);
      const placed = await book(tx, booking, price, ids);
      // Paid at once (cash, coins): the player is told as a card payer is when the provider
      // approves; a club's walk-in has no player to tell. Either way the club's grid is.
      if ('payment' in placed && placed.booking.status === 'confirmed' && !booking.walkIn)
        await tellPayer(tx, placed.booking, 'booking_confirmed');
      else await deps.notifications.signalClubDay(tx, booking.place.club.owner_id);
      return placed;
    });
    return confirmBooking(deps, placed);
  }

  return async function placeBooking(request: BookingRequest): Promise<BookingPaymentResponse> {
    const now = clock.now();
    try {
      return await placeWith(request, clubs.bookingPlace, now);
    } catch (error) {
      // The court's owner changed it (its price) on another server process, whose signal has
      // not reached this one yet: nothing was written, and the booking is placed again with
      // the court as it is now.
      if (!(error instanceof CourtChanged)) throw error;
      return placeWith(request, clubs.freshBookingPlace, now);
    }
  };
}
