import type { BookingDuration, PaymentMethod, Price } from '@courtside/shared';
import { coinsForAmount, minuteOfTime, slotPrice, type PricedFor } from '@courtside/shared/rules';

/** The ways a player can pay a booking, in the order the payment screen offers them. */
export const checkoutMethods = ['wallet', 'mobile', 'card', 'cash', 'coins'] as const;

/**
 * The total of a booking, each half hour at half its hour's price (peak prices included), at
 * the member's prices when `pricedFor` says so: the same slotPrice the server charges with
 * (SPEC 9).
 */
export function bookingAmount(
  price: Pick<Price, 'price' | 'peaks'> | null | undefined,
  slot: { date: string; startTime: string; duration: BookingDuration },
  pricedFor?: PricedFor,
): number | null {
  if (!price) return null;
  const start = minuteOfTime(slot.startTime);
  return slotPrice(price, { date: slot.date, start, duration: slot.duration }, pricedFor);
}

/** What the booking costs the player, and what it would cost anyone, when the two differ. */
export interface CheckoutAmount {
  amount: number | null;
  /** The public price a member is spared; null when they pay it (or are no member). */
  publicAmount: number | null;
}

export function checkoutAmount(
  price: Pick<Price, 'price' | 'peaks'> | null | undefined,
  slot: { date: string; startTime: string; duration: BookingDuration },
  pricedFor: PricedFor | undefined,
): CheckoutAmount {
  const publicAmount = bookingAmount(price, slot);
  const amount = pricedFor ? bookingAmount(price, slot, pricedFor) : publicAmount;
  return { amount, publicAmount: amount === publicAmount ? null : publicAmount };
}

export interface CoinsOffer {
  /** The booking's price in coins, or null without a price. */
  cost: number | null;
  /** The player's balance, once loaded. */
  balance: number | undefined;
  tooFew: boolean;
}

export function coinsOffer(amount: number | null, balance: number | undefined): CoinsOffer {
  const cost = amount === null ? null : coinsForAmount(amount);
  return { cost, balance, tooFew: cost !== null && balance !== undefined && balance < cost };
}

/** Nothing can be paid without a price; coins need the balance and enough of it. */
export function unusableMethods(amount: number | null, coins: CoinsOffer): PaymentMethod[] {
  if (amount === null) return [...checkoutMethods];
  return coins.balance === undefined || coins.tooFew ? ['coins'] : [];
}
