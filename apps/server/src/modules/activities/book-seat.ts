import {
  conflictCodes,
  normalizePhone,
  seatHoldMinutes,
  type ActivitySeatMethod,
  type ActivitySeatResponse,
} from '@courtside/shared';
import { conflict, notFound } from '#server/lib/domain-error.js';
import type { Tx } from '#server/db/transaction.js';
import { idempotencyOf, type Idempotency } from '#server/modules/payments/payments.service.js';
import type { ActivitiesDeps } from './activities-deps.js';
import {
  findOccurrence,
  findSeat,
  lockOccurrence,
  putSeat,
  setWait,
  type OccurrenceWithPlace,
  type SeatRow,
} from './activities.repo.js';
import { seatsTaken } from './seat-count.js';

export interface SeatRequest {
  callerId: string;
  occurrenceId: string;
  method: ActivitySeatMethod;
  phone?: string;
  idempotencyKey?: string;
}

/** A live occurrence still to come, under its lock. */
async function openOccurrence(tx: Tx, id: string, now: Date): Promise<OccurrenceWithPlace> {
  const locked = await lockOccurrence(tx.db, id);
  const place = locked ? await findOccurrence(tx.db, id) : undefined;
  if (!place || place.cancelled_at) throw notFound('Activity');
  if (Date.parse(place.starts_at) <= now.getTime())
    throw conflict(conflictCodes.ACTIVITY_STARTED, 'This session has already started');
  return place;
}

async function checkSeatFree(tx: Tx, place: OccurrenceWithPlace, callerId: string, now: Date) {
  if (place.seats_number === null) return;
  const taken = await seatsTaken(tx.db, place.id, now, callerId);
  if (taken >= place.seats_number)
    throw conflict(
      conflictCodes.ACTIVITY_FULL,
      'Every seat of this session is taken; join the waitlist',
      [{ field: 'waitlist', message: 'available' }],
    );
}

/**
 * A player books a seat and pays it: coins and cash (owed at the club) confirm the seat at
 * once; an online payment keeps the seat while its checkout is open. The occurrence's row
 * is locked while its seats are counted, so two players racing for the last seat end with
 * one seat taken and one 409.
 */
export function createBookSeat(deps: ActivitiesDeps) {
  const { clock, payments } = deps;

  /** The open checkout of the player's held seat: resumed with the same method, else cancelled. */
  async function openCheckout(tx: Tx, seat: SeatRow | undefined, method: ActivitySeatMethod) {
    if (seat?.status !== 'held' || !seat.payment_id) return null;
    const pending = await payments.record(seat.payment_id, tx);
    if (pending.status !== 'pending') return null;
    if (pending.method === method) return pending;
    await payments.cancel(tx, pending.id);
    return null;
  }

  async function startPayment(tx: Tx, request: SeatRequest, idempotency?: Idempotency) {
    const now = clock.now();
    const place = await openOccurrence(tx, request.occurrenceId, now);
    const seat = await findSeat(tx.db, place.id, request.callerId);
    if (seat?.status === 'confirmed')
      throw conflict(conflictCodes.ALREADY_BOOKED, 'You already have a seat at this session');
    const resumed = await openCheckout(tx, seat, request.method);
    if (resumed) return resumed;
    await checkSeatFree(tx, place, request.callerId, now);
    const payment = await payments.create(tx, {
      payerId: request.callerId,
      purpose: 'activity',
      subjectId: place.id,
      method: request.method,
      amount: place.price,
      currency: place.currency,
      payerPhone: request.phone ? normalizePhone(request.phone) : null,
      payeeClubId: place.club_id,
      idempotency,
    });
    const held = payment.status === 'pending';
    await putSeat(tx.db, {
      occurrence_id: place.id,
      user_id: request.callerId,
      payment_id: payment.id,
      status: held ? 'held' : 'confirmed',
      held_until: held ? new Date(now.getTime() + seatHoldMinutes * 60_000).toISOString() : null,
      created_at: now.toISOString(),
    });
    await setWait(
      tx.db,
      { occurrenceId: place.id, userId: request.callerId },
      { status: 'booked' },
    );
    return payment;
  }

  return {
    async book(request: SeatRequest): Promise<ActivitySeatResponse> {
      const idempotency = idempotencyOf(request.idempotencyKey, {
        purpose: 'activity',
        ...request,
        idempotencyKey: 0,
      });
      const payment = await payments.purchases.startOnce(request.callerId, idempotency, (tx) =>
        startPayment(tx, request, idempotency),
      );
      return payments.purchases.answer(payment);
    },
  };
}
