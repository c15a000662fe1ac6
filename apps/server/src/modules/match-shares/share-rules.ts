import { matchShares } from '@courtside/shared';
import type { ShareView } from './shares.repo.js';

/** A match's organizer, club and price, for what they owe. */
export interface NewMatchShare {
  matchId: string;
  ownerId: string;
  clubId: string;
  price: MatchPrice;
}

/** The court's price for a match and its currency (0 when the club set no price). */
export interface MatchPrice {
  amount: number;
  currency: string;
}

/** What one seat of a match costs: the organizer's seat carries the remainder. */
export const shareAmount = (price: MatchPrice, isOrganizer: boolean) =>
  matchShares(price.amount)[isOrganizer ? 'organizer' : 'player'];

export const minutesFrom = (now: Date, minutes: number) =>
  new Date(now.getTime() + minutes * 60_000).toISOString();

/** A share already paid, or owed at the club, is not paid again. */
export const isSettled = (share: Pick<ShareView, 'payment_status'>) =>
  share.payment_status === 'succeeded' || share.payment_status === 'due_at_club';
