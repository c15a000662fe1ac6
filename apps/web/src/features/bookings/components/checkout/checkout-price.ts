import {
  bookingPrice,
  coinsForAmount,
  type BookingDuration,
  type PaymentMethod,
} from '@courtside/shared';

/** The ways a player can pay a booking, in the order the payment screen offers them. */
export const checkoutMethods = ['wallet', 'mobile', 'card', 'cash', 'coins'] as const;

/** The total of a booking: the server prices per 60 minutes, 120 minutes cost twice that (SPEC 9). */
export function bookingAmount(
  pricePerHour: number | undefined,
  duration: BookingDuration,
): number | null {
  return pricePerHour === undefined ? null : bookingPrice(pricePerHour, duration);
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
