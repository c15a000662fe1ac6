import { bookingPrice } from '@courtside/shared';
import { slotUnavailable, type ValidBooking } from './validate.js';

export interface BookingPrice {
  amount: number;
  currency: string;
}

/**
 * Step 2: the server's price (SPEC 9: 120 minutes cost twice the price of 60); an amount a
 * client sends is never read. A court without a price cannot be booked.
 */
export function priceBooking({ place, body }: Pick<ValidBooking, 'place' | 'body'>): BookingPrice {
  if (!place.price) throw slotUnavailable();
  return {
    amount: bookingPrice(place.price.amount, body.duration),
    currency: place.price.currency,
  };
}
