import { conflictCodes } from '@courtside/shared';
import { idempotencyOf, type Idempotency } from '#server/modules/payments/payments.service.js';
import type { ChampionshipPaymentResponse } from '@courtside/shared';
import { phoneInClub } from '#server/lib/club-phone.js';
import { conflict, notFound } from '#server/lib/domain-error.js';
import type { Tx } from '#server/db/transaction.js';
import { clubReads } from '#server/modules/clubs/clubs.service.js';
import type { ChampionshipsDeps } from './championships-deps.js';
import { findRequest, lockChampionship, setRequestPayment } from './championships.repo.js';
import { admitPayer } from './entry-payments.js';
import { liveChampionship } from './refusals.js';

export type EntryMethod = 'wallet' | 'mobile' | 'card' | 'cash' | 'coins';

export interface EntryRequest {
  callerId: string;
  requestId: string;
  method: EntryMethod;
  /** The phone a mobile wallet charges, as typed, when the payer gives one; else the request's. */
  phone?: string;
  idempotencyKey?: string;
}

/** The phone a mobile wallet charges: the one the payer gave (read in the club's country), else the request's. */
async function payerPhoneOf(tx: Tx, entry: EntryRequest, requestPhone: string, clubId: string) {
  if (!entry.phone) return requestPhone;
  const club = (await clubReads.clubsById(tx.db, [clubId])).get(clubId);
  if (!club) throw notFound('Club');
  return phoneInClub(entry.phone, club.time_zone);
}

/** The caller's accepted, unpaid request and its live championship, under its lock. */
async function payableRequest(tx: Tx, entry: EntryRequest, now: Date) {
  const request = await findRequest(tx.db, entry.requestId);
  if (!request || request.user_id !== entry.callerId) throw notFound('Request');
  const championship = liveChampionship(
    await lockChampionship(tx.db, request.championship_id),
    now,
  );
  if (request.status !== 'confirmed')
    throw conflict(conflictCodes.NOT_ACCEPTED, 'The club has not accepted this request yet');
  if (request.paid_at) throw conflict(conflictCodes.ALREADY_PAID, 'This place is already paid for');
  return { request, championship };
}

/**
 * A player pays for their accepted place. One payment per attempt: paying again with the
 * same method resumes the checkout still open; another method cancels it (its approval, if
 * it still comes, is refunded). Coins, and cash owed at the club, make the player a
 * participant at once.
 */
export function createPayEntry(deps: ChampionshipsDeps) {
  const { clock, payments } = deps;

  async function startPayment(tx: Tx, entry: EntryRequest, idempotency?: Idempotency) {
    const now = clock.now();
    const { request, championship } = await payableRequest(tx, entry, now);
    const payerPhone = await payerPhoneOf(tx, entry, request.phone, championship.club_id);
    const open = request.payment_id ? await payments.record(request.payment_id, tx) : null;
    if (open?.status === 'pending' && open.method === entry.method) return open;
    if (open?.status === 'pending') await payments.cancel(tx, open.id);
    const payment = await payments.create(tx, {
      payerId: entry.callerId,
      purpose: 'championship',
      subjectId: request.id,
      method: entry.method,
      amount: championship.price,
      currency: championship.currency,
      payerPhone,
      payeeClubId: championship.club_id,
      item: { name: championship.name, startsAt: championship.starts_at },
      idempotency,
    });
    await setRequestPayment(tx.db, request.id, payment.id);
    // Coins are paid now and cash is owed at the club: either way the place is taken now.
    const settled = payment.status === 'succeeded' || payment.status === 'due_at_club';
    if (settled && !(await admitPayer(tx, payment, now)))
      throw conflict(conflictCodes.CHAMPIONSHIP_FULL, 'Every place in this championship is taken');
    return payment;
  }

  return async function payEntry(entry: EntryRequest): Promise<ChampionshipPaymentResponse> {
    const idempotency = idempotencyOf(entry.idempotencyKey, {
      purpose: 'championship',
      ...entry,
      idempotencyKey: 0,
    });
    const payment = await payments.purchases.startOnce(entry.callerId, idempotency, (tx) =>
      startPayment(tx, entry, idempotency),
    );
    return payments.purchases.answer(payment);
  };
}
