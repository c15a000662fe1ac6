import {
  cancellationNoticeHours,
  conflictCodes,
  normalizePhone,
  seatHoldMinutes,
  type ActivitySeatMethod,
  type PurchaseStart,
  type RefundChoice,
} from '@courtside/shared';
import { conflict, notFound } from '#server/lib/domain-error.js';
import { inTransaction, type Tx } from '#server/db/transaction.js';
import {
  idempotencyOf,
  nothingRefunded,
  type Idempotency,
} from '#server/modules/payments/payments.service.js';
import { signalNight } from './live.js';
import { checkPlaceFree, openEvent, placeOf } from './place-count.js';
import type { SocialsDeps } from './socials-deps.js';
import { findEvent, lockEvent, putPlace, setPlace, setWait } from './socials.repo.js';
import type { SocialWaitlist } from './waitlist.js';

export interface PlaceRequest {
  callerId: string;
  eventId: string;
  method: ActivitySeatMethod;
  phone?: string;
  idempotencyKey?: string;
}

/**
 * Places at a night, paid like an activity seat: coins and cash (owed at the club) confirm at
 * once, an online payment holds the place while its checkout is open. The event's row is
 * locked while places are counted, so two players racing for the last place end with one
 * place and one 409.
 */
export function createPlaces(deps: SocialsDeps, waitlist: Pick<SocialWaitlist, 'offerFreePlaces'>) {
  const { db, clock, payments } = deps;

  async function startPayment(tx: Tx, request: PlaceRequest, idempotency?: Idempotency) {
    const now = clock.now();
    const event = await openEvent(tx, request.eventId, now);
    const mine = await placeOf(tx, event.id, request.callerId);
    if (mine?.status === 'confirmed')
      throw conflict(conflictCodes.ALREADY_BOOKED, 'You already have a place at this night');
    // A checkout left open is called off: the player pays again the way they chose now.
    if (mine?.status === 'held' && mine.payment_id) await payments.cancel(tx, mine.payment_id);
    await checkPlaceFree(tx, event, request.callerId, now);
    const payment = await payments.create(tx, {
      payerId: request.callerId,
      purpose: 'social',
      subjectId: event.id,
      method: request.method,
      amount: event.price,
      currency: event.currency,
      payerPhone: request.phone ? normalizePhone(request.phone) : null,
      payeeClubId: event.club_id,
      idempotency,
    });
    const held = payment.status === 'pending';
    await putPlace(tx.db, {
      event_id: event.id,
      user_id: request.callerId,
      payment_id: payment.id,
      status: held ? 'held' : 'confirmed',
      held_until: held ? new Date(now.getTime() + seatHoldMinutes * 60_000).toISOString() : null,
      created_at: now.toISOString(),
    });
    await setWait(tx.db, { eventId: event.id, userId: request.callerId }, { status: 'booked' });
    if (!held) await signalNight(deps, tx, event.id);
    return payment;
  }

  return {
    async join(request: PlaceRequest): Promise<PurchaseStart> {
      const idempotency = idempotencyOf(request.idempotencyKey, {
        purpose: 'social',
        ...request,
        idempotencyKey: 0,
      });
      const payment = await payments.purchases.startOnce(request.callerId, idempotency, (tx) =>
        startPayment(tx, request, idempotency),
      );
      return payments.purchases.answer(payment);
    },

    /**
     * A player gives their place back up to the cancellation deadline: what was paid goes
     * back by the one refund rule, and the place is offered to the waitlist.
     */
    async leave(callerId: string, eventId: string, choice: RefundChoice = 'original') {
      const event = await findEvent(db, eventId);
      if (!event) throw notFound('Place');
      const deadline = Date.parse(event.starts_at) - cancellationNoticeHours * 3_600_000;
      if (clock.now().getTime() > deadline)
        throw conflict(
          conflictCodes.TOO_LATE_TO_CANCEL,
          `A place can be given back up to ${cancellationNoticeHours} hours before the night`,
        );
      const refund = await inTransaction(db, async (tx) => {
        await payments.lockPayer(tx, callerId);
        await lockEvent(tx.db, eventId);
        const place = await placeOf(tx, eventId, callerId);
        if (!place || place.status === 'cancelled') throw notFound('Place');
        const back = place.payment_id
          ? await payments.refundToPlayer(tx, place.payment_id, choice)
          : nothingRefunded;
        const key = { eventId, userId: callerId };
        await setPlace(tx.db, key, {
          status: 'cancelled',
          cancelled_at: clock.now().toISOString(),
        });
        await waitlist.offerFreePlaces(tx, eventId);
        await signalNight(deps, tx, eventId);
        return back;
      });
      return { ...refund, coinBalance: await payments.coins.balance(db, callerId) };
    },
  };
}
