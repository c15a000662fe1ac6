import {
  bookingPaymentBodySchema,
  bookingPrice,
  cancellationNoticeHours,
  clubHourToUtc,
  coinsForAmount,
  daySlots,
  dayBookingListSchema,
  errorCodes,
  hourOfStartTime,
  hoursClaimed,
  normalizePhone,
  slotTimes,
  slotToastTexts,
  type BookingPaymentBody,
  type PaymentMethod,
  type Role,
} from '@courtside/shared';
import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { DomainError, conflict, forbidden, notFound } from '../../lib/domain-error.js';
import { newId } from '../../lib/ids.js';
import { coinBalance, lockCoinsOf, recordCoins } from '../payments/ledger.repo.js';
import { insertPayment, settlePayment } from '../payments/payments.repo.js';
import { localTimes, toMyBooking } from './booking.mapper.js';
import type { ClubsRepo, CourtWithClub } from '../clubs/clubs.repo.js';
import * as repo from './bookings.repo.js';

export interface Caller {
  id: string;
  role: Role;
}

export interface BookingsDeps {
  db: Kysely<Database>;
  clock: Clock;
  /** Courts, their clubs and prices. */
  clubs: ClubsRepo;
  holdMinutes: number;
  /** How long a day's taken hours may be served from memory; 0 reads every time. */
  dayReadCacheMs: number;
}

const hostedMethods: readonly PaymentMethod[] = ['wallet', 'mobile', 'card'];
const refundableMethods: readonly PaymentMethod[] = ['wallet', 'mobile', 'card', 'coins'];

const slotTaken = () => conflict('SLOT_TAKEN', slotToastTexts.alreadyBooked.message);
const slotUnavailable = () => conflict('SLOT_UNAVAILABLE', slotToastTexts.notAvailable.message);
const badField = (field: string, message: string) =>
  new DomainError(400, errorCodes.validation, message, [{ field: `body.${field}`, message }]);

const hourAfter = (iso: string) => new Date(Date.parse(iso) + 3_600_000).toISOString();

/** The widest UTC span a club-local day can cover in any time zone. */
function dayWindow(date: string): { fromIso: string; toIso: string } {
  const midnight = Date.parse(`${date}T00:00:00Z`);
  return {
    fromIso: new Date(midnight - 14 * 3_600_000).toISOString(),
    toIso: new Date(midnight + 38 * 3_600_000).toISOString(),
  };
}

export function createBookingsService({
  db,
  clock,
  clubs,
  holdMinutes,
  dayReadCacheMs,
}: BookingsDeps) {
  /**
   * The booking screen's day read is the hottest call and the same for every player, so it
   * is kept for a moment. Writes made here clear it at once; a write by another server
   * process shows within dayReadCacheMs. Either way the write path re-checks the hours in
   * the database, so a stale grid can only lead to an 'Already Booked' answer, never to a
   * double booking.
   */
  const dayReads =
    dayReadCacheMs > 0 ? new LRUCache<string, string>({ max: 5_000, ttl: dayReadCacheMs }) : null;

  /** A transaction that may change court time; cached day reads are dropped once it ends. */
  async function courtTransaction<T>(work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
    try {
      return await db.transaction().execute(work);
    } finally {
      dayReads?.clear();
    }
  }

  async function courtWithClub(courtId: string): Promise<CourtWithClub | undefined> {
    return (await clubs.courtsWithClub({ courtIds: [courtId] }))[0];
  }

  /** The taken hours of some courts on one club-local day, in each club's hours. */
  async function takenOnDay(
    courtIds: readonly string[],
    date: string,
    timeZoneOf: (courtId: string) => string,
  ) {
    const { fromIso, toIso } = dayWindow(date);
    const rows = await repo.takenHours(db, courtIds, fromIso, toIso, clock.now().toISOString());
    return rows
      .map((row) => {
        return {
          row,
          ...localTimes(row.hour_start, hourAfter(row.hour_start), timeZoneOf(row.court_id)),
        };
      })
      .filter((entry) => entry.date === date);
  }

  async function checkSlot(
    place: CourtWithClub,
    body: ReturnType<typeof bookingPaymentBodySchema.parse>,
  ) {
    const timeZone = place.club.time_zone;
    const taken = await takenOnDay([place.court.id], body.date, () => timeZone);
    const slots = daySlots({
      date: body.date,
      duration: body.duration,
      bookings: taken.map(({ date, startTime }) => ({ date, startTime, duration: 60 as const })),
      timeZone,
      now: clock.now(),
    });
    const slot = slots[hourOfStartTime(body.startTime)];
    if (slot?.state === 'booked') throw slotTaken();
    if (slot?.state !== 'available') throw slotUnavailable();
  }

  async function placeBooking(caller: Caller, method: PaymentMethod, input: BookingPaymentBody) {
    const body = bookingPaymentBodySchema.parse(input);
    const place = await courtWithClub(body.courtID);
    if (!place || place.club.id !== body.clubID) throw notFound('Court');
    const startHour = hourOfStartTime(body.startTime);
    if (slotTimes(startHour, body.duration).endTime !== body.endTime)
      throw badField('endTime', 'endTime must be startTime plus the duration');
    const walkIn = body.customerName !== undefined || body.customerPhone !== undefined;
    if (walkIn && place.club.owner_id !== caller.id)
      throw forbidden('Only the club owner can book for a customer');
    if (walkIn && method !== 'cash')
      throw badField('customerName', 'Walk-in bookings are paid in cash');
    if (method === 'wallet' && !body.phone)
      throw badField('phone', 'The mobile wallet needs the payer phone number');

    await checkSlot(place, body);
    const price = await clubs.pricePerHour(place.court.id);
    if (!price) throw slotUnavailable();
    const amount = bookingPrice(price.amount, body.duration);
    const hourStarts = hoursClaimed(startHour, body.duration).map((hour) =>
      clubHourToUtc(body.date, hour, place.club.time_zone),
    );
    if (hourStarts.some((h) => h === null)) throw slotUnavailable();
    const startsAt = hourStarts[0] as string;
    const endsAt = new Date(Date.parse(startsAt) + body.duration * 60_000).toISOString();

    const now = clock.now();
    const nowIso = now.toISOString();
    const hosted = hostedMethods.includes(method);
    const holdExpiresAt = hosted
      ? new Date(now.getTime() + holdMinutes * 60_000).toISOString()
      : null;
    const bookingId = newId();
    const paymentId = newId();

    try {
      await courtTransaction(async (trx) => {
        await repo.releaseExpiredHoldClaims(trx, place.court.id, hourStarts as string[], nowIso);
        await insertPayment(trx, {
          id: paymentId,
          user_id: caller.id,
          purpose: 'booking',
          subject_id: bookingId,
          method,
          provider_ref: null,
          amount,
          currency: price.currency,
          // Cash is collected at the club; coins settle inside this transaction.
          status: method === 'coins' ? 'succeeded' : 'pending',
          payer_phone: body.phone ? normalizePhone(body.phone) : null,
          created_at: nowIso,
          updated_at: nowIso,
        });
        await repo.insertBooking(trx, {
          id: bookingId,
          user_id: caller.id,
          court_id: place.court.id,
          starts_at: startsAt,
          ends_at: endsAt,
          duration_minutes: body.duration,
          status: hosted ? 'held' : 'confirmed',
          hold_expires_at: holdExpiresAt,
          amount,
          currency: price.currency,
          payment_id: paymentId,
          made_by_owner: walkIn ? 1 : 0,
          walk_in_name: body.customerName ?? null,
          walk_in_phone: body.customerPhone ? normalizePhone(body.customerPhone) : null,
          created_at: nowIso,
          cancelled_at: null,
        });
        await repo.insertClaims(
          trx,
          (hourStarts as string[]).map((hourStart) => ({
            court_id: place.court.id,
            hour_start: hourStart,
            kind: hosted ? ('hold' as const) : ('booking' as const),
            subject_id: bookingId,
            expires_at: holdExpiresAt,
          })),
        );
        if (method === 'coins')
          await spendCoins(trx, caller.id, coinsForAmount(amount), bookingId, nowIso);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw slotTaken();
      throw error;
    }
    return { bookingId, paymentId, amount, currency: price.currency, holdExpiresAt };
  }

  async function spendCoins(
    trx: Kysely<Database>,
    userId: string,
    coins: number,
    bookingId: string,
    nowIso: string,
  ) {
    await lockCoinsOf(trx, userId);
    const balance = await coinBalance(trx, userId);
    if (balance < coins)
      throw conflict('NOT_ENOUGH_COINS', `This booking costs ${coins} coins; you have ${balance}.`);
    await recordCoins(trx, {
      user_id: userId,
      delta: -coins,
      reason: 'booking_payment',
      ref: bookingId,
      created_at: nowIso,
    });
  }

  async function bookingFor(id: string) {
    const row = await repo.findBookingWithPlace(db, id);
    if (!row) throw notFound('Booking');
    return row;
  }

  async function readDayBookingsJson(courtIds: readonly string[], date: string, key: string) {
    const { fromIso, toIso } = dayWindow(date);
    const nowIso = clock.now().toISOString();
    const rows = await repo.takenHoursWithZone(db, courtIds, fromIso, toIso, nowIso);
    const taken = rows
      .map((row) => ({
        courtId: row.court_id,
        ...localTimes(row.hour_start, hourAfter(row.hour_start), row.time_zone),
        duration: 60 as const,
      }))
      .filter((entry) => entry.date === date);
    const json = JSON.stringify(dayBookingListSchema.parse(taken));
    dayReads?.set(key, json);
    return json;
  }

  return {
    placeBooking,
    bookingFor,
    courtTransaction,

    /**
     * GET /booking: the taken hours of some courts on one club-local day, as the JSON text
     * of dayBookingListSchema; kept serialized so a cached answer costs no work at all.
     */
    dayBookingsJson(courtIds: readonly string[], date: string): string | Promise<string> {
      const key = `${date}|${[...courtIds].sort().join(',')}`;
      // A cached answer is handed back at once, without a promise: the hot path stays short.
      return dayReads?.get(key) ?? readDayBookingsJson(courtIds, date, key);
    },

    /** The owner's view of one of their courts' day: every slot with who booked it. */
    async courtReservations(caller: Caller, courtId: string, date: string) {
      const place = await courtWithClub(courtId);
      if (!place) throw notFound('Court');
      if (place.club.owner_id !== caller.id) throw forbidden('This court belongs to another club');
      const taken = await takenOnDay([courtId], date, () => place.club.time_zone);
      return taken.map(({ row, ...times }) => ({
        id: row.subject_id,
        courtId: row.court_id,
        ...times,
        duration: 60 as const,
        kind: row.kind,
        customerName:
          row.walk_in_name ?? ([row.first_name, row.last_name].filter(Boolean).join(' ') || null),
        customerPhone: row.made_by_owner ? row.walk_in_phone : row.phone,
        madeByOwner: row.made_by_owner === 1,
      }));
    },

    async myBookings(userId: string) {
      return (await repo.bookingsOfUser(db, userId)).map(toMyBooking);
    },

    async cancel(caller: Caller, bookingId: string) {
      const booking = await repo.findBookingWithPlace(db, bookingId);
      if (!booking || booking.user_id !== caller.id) throw notFound('Booking');
      if (booking.status !== 'confirmed')
        throw conflict('NOT_CANCELLABLE', 'Only a confirmed booking can be cancelled');
      const now = clock.now();
      const deadline = Date.parse(booking.starts_at) - cancellationNoticeHours * 3_600_000;
      if (now.getTime() > deadline)
        throw conflict(
          'TOO_LATE_TO_CANCEL',
          `A booking can be cancelled up to ${cancellationNoticeHours} hours before it starts`,
        );
      const nowIso = now.toISOString();
      let refundedCoins = 0;
      await courtTransaction(async (trx) => {
        const moved = await repo.transitionBooking(trx, booking.id, 'confirmed', {
          status: 'cancelled',
          cancelled_at: nowIso,
        });
        if (!moved) throw conflict('NOT_CANCELLABLE', 'Only a confirmed booking can be cancelled');
        await repo.deleteClaimsOf(trx, booking.id);
        const paid =
          booking.payment_id !== null &&
          booking.payment_method !== null &&
          refundableMethods.includes(booking.payment_method) &&
          (await settlePayment(trx, booking.payment_id, 'succeeded', 'refunded', nowIso));
        if (!paid) return;
        refundedCoins = coinsForAmount(booking.amount);
        await recordCoins(trx, {
          user_id: booking.user_id,
          delta: refundedCoins,
          reason: 'booking_refund',
          ref: booking.id,
          created_at: nowIso,
        });
      });
      return {
        booking: toMyBooking(await bookingFor(booking.id)),
        refundedCoins,
        coinBalance: await coinBalance(db, caller.id),
      };
    },

    /** Confirms a paid hold; when the hold had lapsed and the hours were retaken, refunds in coins. */
    async settleHeldBooking(
      trx: Kysely<Database>,
      bookingId: string,
      paid: boolean,
      nowIso: string,
    ) {
      const booking = await repo.findBookingWithPlace(trx, bookingId);
      if (!booking || booking.status !== 'held') return;
      if (!paid) {
        await repo.transitionBooking(trx, bookingId, 'held', { status: 'expired' });
        await repo.deleteClaimsOf(trx, bookingId);
        return;
      }
      const confirmed = await repo.confirmHoldClaims(trx, bookingId);
      if (confirmed === booking.duration_minutes / 60) {
        await repo.transitionBooking(trx, bookingId, 'held', {
          status: 'confirmed',
          hold_expires_at: null,
        });
        return;
      }
      await repo.transitionBooking(trx, bookingId, 'held', { status: 'expired' });
      await repo.deleteClaimsOf(trx, bookingId);
      if (booking.payment_id)
        await settlePayment(trx, booking.payment_id, 'succeeded', 'refunded', nowIso);
      await recordCoins(trx, {
        user_id: booking.user_id,
        delta: coinsForAmount(booking.amount),
        reason: 'booking_refund',
        ref: booking.id,
        created_at: nowIso,
      });
    },

    /** Ends holds whose time ran out: the booking expires, its payment fails, its hours free up. */
    async expireHolds(): Promise<number> {
      const nowIso = clock.now().toISOString();
      const lapsed = await repo.expiredHolds(db, nowIso);
      for (const hold of lapsed) {
        await courtTransaction(async (trx) => {
          if (!(await repo.transitionBooking(trx, hold.id, 'held', { status: 'expired' }))) return;
          await repo.deleteClaimsOf(trx, hold.id);
          if (hold.payment_id)
            await settlePayment(trx, hold.payment_id, 'pending', 'failed', nowIso);
        });
      }
      return lapsed.length;
    },
  };
}
export type BookingsService = ReturnType<typeof createBookingsService>;
