import {
  conflictCodes,
  seatHoldMinutes,
  type PaymentMethod,
  type PurchaseStart,
} from '@courtside/shared';
import { conflict, notFound } from '#server/lib/domain-error.js';
import type { Tx } from '#server/db/transaction.js';
import {
  idempotencyOf,
  type Idempotency,
  type PaymentRecord,
  type PurposeHandler,
} from '#server/modules/payments/payments.service.js';
import { courtPriceOf } from './match-price.js';
import type { MatchSharesDeps, ShareMatch } from './match-shares-deps.js';
import { createShareOpenings } from './share-openings.js';
import { isSettled, minutesFrom, shareAmount, type MatchPrice } from './share-rules.js';
import { liveShareOf, setShare, shareOfPayment } from './shares.repo.js';

export type { MatchSharesDeps, SharedMatches, ShareMatch } from './match-shares-deps.js';
export { courtPriceOf, matchCourtPrice } from './match-price.js';
export { isSettled } from './share-rules.js';
export {
  lapsedShares,
  liveShareOf,
  liveShares,
  liveSharesOfMatches,
  endShare,
  matchIdsWithWaitingShares,
  sharesOfPerson,
  type ShareView,
} from './shares.repo.js';

export interface SharePayment {
  callerId: string;
  matchId: string;
  method: PaymentMethod;
  /** The phone the mobile wallet charges, stored form: read in the club's country. */
  phone?: string;
  idempotencyKey?: string;
}

/**
 * Each seated player's share of the court (issue 30), through the payments module: opened
 * when the player is seated, paid with any method a booking takes (cash is owed at the club),
 * and settled by the handler payments calls.
 */
export function createMatchShares(deps: MatchSharesDeps) {
  const { db, clock, payments, clubs, matches } = deps;

  /** The court's price for the match, read before its transaction (outside any). */
  async function priceOf(match: ShareMatch): Promise<MatchPrice> {
    const found = await courtPriceOf(clubs, match);
    if (!found) throw notFound('Court');
    return { amount: found.amount, currency: found.currency };
  }

  /** The player's live share under the match's lock, still to pay and still theirs. */
  async function shareToPay(tx: Tx, request: SharePayment) {
    const match = await matches.payableMatch(tx, request.matchId, clock.now());
    const share = await liveShareOf(tx.db, request.matchId, request.callerId);
    if (!share) throw notFound('Share');
    if (isSettled(share))
      throw conflict(conflictCodes.ALREADY_PAID, 'Your share of this match is already paid');
    if (share.held_until && Date.parse(share.held_until) <= clock.now().getTime())
      throw conflict(
        conflictCodes.SHARE_LAPSED,
        'The time to pay your share has passed and your seat was given back',
      );
    return { match, share };
  }

  /** Starts paying the caller's share in `tx`, or resumes the checkout of the same method. */
  async function startPayment(
    tx: Tx,
    request: SharePayment,
    price: MatchPrice,
    idempotency?: Idempotency,
  ) {
    const { match, share } = await shareToPay(tx, request);
    if (share.payment_id && share.payment_status === 'pending') {
      if (share.payment_method === request.method) return payments.record(share.payment_id, tx);
      await payments.cancel(tx, share.payment_id);
    }
    const payment = await payments.create(tx, {
      payerId: request.callerId,
      purpose: 'match',
      subjectId: match.id,
      method: request.method,
      amount: shareAmount(price, match.owner_id === request.callerId),
      currency: price.currency,
      payerPhone: request.phone ?? null,
      payeeClubId: match.club_id,
      item: { name: null, startsAt: match.starts_at },
      idempotency,
    });
    const now = clock.now();
    const checkoutEnds = minutesFrom(now, seatHoldMinutes);
    const kept =
      share.held_until && share.held_until > checkoutEnds ? share.held_until : checkoutEnds;
    const waiting = payment.status === 'pending';
    await setShare(tx.db, share.id, { payment_id: payment.id, held_until: waiting ? kept : null });
    return payment;
  }

  /** A player pays their share: POST /user/match/:id/share/:method. */
  async function pay(request: SharePayment): Promise<PurchaseStart> {
    const price = await priceOf(await matches.openMatch(db, request.matchId));
    const idempotency = idempotencyOf(request.idempotencyKey, {
      purpose: 'match',
      ...request,
      idempotencyKey: 0,
    });
    const payment = await payments.purchases.startOnce(request.callerId, idempotency, (tx) =>
      startPayment(tx, request, price, idempotency),
    );
    return payments.purchases.answer(payment);
  }

  payments.registerPurpose('match', sharePaymentHandler(deps));
  return { priceOf, ...createShareOpenings(deps), startPayment, pay };
}
/** What a share does when its payment settles (registered with payments). */
function sharePaymentHandler({
  clock,
  matches,
}: Pick<MatchSharesDeps, 'clock' | 'matches'>): PurposeHandler {
  /** A hosted payment approved: its share is paid if it is still the share's, in an open match. */
  async function confirm(tx: Tx, payment: PaymentRecord): Promise<boolean> {
    const share = await shareOfPayment(tx.db, payment.id);
    if (!share) return false;
    const match = await matches.lockedMatch(tx, share.match_id);
    if (!match || match.status !== 'open') return false;
    if (Date.parse(match.starts_at) <= clock.now().getTime()) return false;
    await setShare(tx.db, share.id, { held_until: null });
    return true;
  }

  return {
    succeeded: confirm,
    succeededLate: confirm,
    // A declined checkout keeps the seat until the time to pay passes: the player may pay
    // another way meanwhile (as a booking's hold).
    failed: async () => {},
    // Cash is owed from the moment the share is chosen; marking it changes nothing here.
    cashMarked: async () => {},
  } satisfies PurposeHandler;
}

export type MatchShares = ReturnType<typeof createMatchShares>;
