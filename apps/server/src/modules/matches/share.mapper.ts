import { matchShares, paymentMethodSchema, type MyShare, type SeatShare } from '@courtside/shared';
import type { PaymentStatus } from '#server/db/database.js';
import { seatsOf } from './seat-holders.js';
import type { MatchRecord } from './matches.repo.js';
import type { ShareView } from '#server/modules/match-shares/match-shares.service.js';

/** What a match's money looks like: its live shares, what its organizer owes, its price. */
export interface MatchMoney {
  shares: readonly ShareView[];
  /** Where the organizer's payment for reserved and covered seats stands. */
  owedStatus: PaymentStatus | null;
  /** The court's price for the match; null when the club set none. */
  price: number | null;
  currency: string | null;
}

const stateOfPayment = (status: PaymentStatus | null | undefined): MyShare['state'] => {
  if (status === 'succeeded') return 'paid';
  if (status === 'due_at_club') return 'at_club';
  return 'to_pay';
};

function seatAmount(money: MatchMoney, isOrganizer: boolean): number | null {
  if (money.price === null) return null;
  return matchShares(money.price)[isOrganizer ? 'organizer' : 'player'];
}

/**
 * Each seat's share, in seat order (seat 0 is the organizer's): a player's as their payment
 * stands; reserved seats, and empty ones covered at the fill deadline, as the organizer's
 * payment at the club stands; other empty seats are open. A match made before shares were
 * split is owed whole at the club by its organizer.
 */
export function seatSharesOf(record: MatchRecord, money: MatchMoney): SeatShare[] {
  const { match } = record;
  const covered = match.fill_settled_at !== null && match.cover_empty === 1;
  const owed = money.owedStatus === 'succeeded' ? 'paid' : 'at_club';
  const split = match.fill_deadline !== null;
  return seatsOf(record).map((seat, index) => {
    const amount = seatAmount(money, index === 0);
    if (seat === null) return { state: covered ? owed : 'open', amount };
    if (seat === 'reserved' || !split) return { state: owed, amount };
    const share = money.shares.find((row) => row.user_id === seat.userId);
    return { state: stateOfPayment(share?.payment_status), amount: share?.amount ?? amount };
  });
}

/** The caller's own share: what they owe, how it stands and until when they may pay it. */
export function myShareOf(
  record: MatchRecord,
  money: MatchMoney,
  callerId: string,
): MyShare | null {
  const share = money.shares.find((row) => row.user_id === callerId);
  const currency = share?.currency ?? money.currency;
  if (!share || !currency) return null;
  const state = stateOfPayment(share.payment_status);
  const method = paymentMethodSchema.safeParse(share.payment_method);
  return {
    state,
    amount: share.amount ?? seatAmount(money, record.match.owner_id === callerId) ?? 0,
    currency,
    payUntil: state === 'to_pay' ? share.held_until : null,
    method: method.success ? method.data : null,
  };
}
