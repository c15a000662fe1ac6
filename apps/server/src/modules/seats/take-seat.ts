import { seatHoldMinutes, type ActivitySeatMethod, type PurchaseStart } from '@courtside/shared';
import type { Tx } from '#server/db/transaction.js';
import { phoneInClub } from '#server/lib/club-phone.js';
import {
  idempotencyOf,
  type Idempotency,
  type Payments,
} from '#server/modules/payments/payments.service.js';
import type { SeatsDeps } from './seats-deps.js';
import { openSubject, seatLeft, seatOf } from './seat-count.js';
import { seatTaken, type Seat, type SeatKind } from './seat-kind.js';
import { seatTable } from './seat-table.js';

export interface SeatRequest {
  callerId: string;
  subjectId: string;
  method: ActivitySeatMethod;
  /** The phone the mobile wallet charges, as typed: read in the club's country. */
  phone?: string;
  idempotencyKey?: string;
}

/** The open checkout of the player's held seat: resumed with the same method, else cancelled. */
async function openCheckout(
  payments: Payments,
  tx: Tx,
  seat: Seat | undefined,
  method: ActivitySeatMethod,
) {
  if (seat?.status !== 'held' || !seat.payment_id) return null;
  const pending = await payments.record(seat.payment_id, tx);
  if (pending.status !== 'pending') return null;
  if (pending.method === method) return pending;
  await payments.cancel(tx, pending.id);
  return null;
}

/**
 * A player takes a seat and pays it: coins and cash (owed at the club) confirm the seat at
 * once; an online payment keeps the seat while its checkout is open. The subject's row is
 * locked while its seats are counted, so two players racing for the last seat end with one
 * seat taken and one 409.
 */
export function createTakeSeat(deps: SeatsDeps, kind: SeatKind) {
  const { clock, payments } = deps;
  const store = seatTable(kind.purpose);

  async function startPayment(tx: Tx, request: SeatRequest, idempotency?: Idempotency) {
    const now = clock.now();
    const subject = await openSubject(tx, kind, request.subjectId, now);
    const payerPhone = request.phone ? phoneInClub(request.phone, subject.timeZone) : null;
    const seat = await seatOf(tx.db, kind, subject.id, request.callerId);
    if (seat?.status === 'confirmed') throw kind.refusals.alreadyBooked();
    const resumed = await openCheckout(payments, tx, seat, request.method);
    if (resumed) return resumed;
    if (!(await seatLeft(tx, kind, subject, request.callerId, now))) throw kind.refusals.full();
    const payment = await payments.create(tx, {
      payerId: request.callerId,
      purpose: kind.purpose,
      subjectId: subject.id,
      method: request.method,
      amount: subject.price,
      currency: subject.currency,
      payerPhone,
      payeeClubId: subject.clubId,
      item: { name: subject.name, startsAt: subject.startsAt },
      idempotency,
    });
    const held = payment.status === 'pending';
    await store.putSeat(tx.db, {
      subject_id: subject.id,
      user_id: request.callerId,
      payment_id: payment.id,
      status: held ? 'held' : 'confirmed',
      held_until: held ? new Date(now.getTime() + seatHoldMinutes * 60_000).toISOString() : null,
      created_at: now.toISOString(),
    });
    const key = { subjectId: subject.id, userId: request.callerId };
    await store.setWait(tx.db, key, { status: 'booked' });
    if (!held) await seatTaken(tx, kind, request.callerId, subject);
    return payment;
  }

  return async function takeSeat(request: SeatRequest): Promise<PurchaseStart> {
    const idempotency = idempotencyOf(request.idempotencyKey, {
      purpose: kind.purpose,
      ...request,
      idempotencyKey: 0,
    });
    const payment = await payments.purchases.startOnce(request.callerId, idempotency, (tx) =>
      startPayment(tx, request, idempotency),
    );
    return payments.purchases.answer(payment);
  };
}
