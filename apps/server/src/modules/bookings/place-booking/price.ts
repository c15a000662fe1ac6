import { minuteOfTime, slotPrice } from '@courtside/shared';
import { slotUnavailable, type ValidBooking } from './validate.js';

export interface BookingPrice {
  amount: number;
  currency: string;
}

/**
 * Step 2: the server's price, each half hour at half its hour's price (SPEC 9, with the club's peak prices:
 * slotPrice, the function every quote uses, with a member's discount); an amount a client
 * sends is never read. A court
 * without a price, or retired by its owner, cannot be booked.
 */
export function priceBooking({
  place,
  body,
  member,
}: Pick<ValidBooking, 'place' | 'body'> & { member?: ValidBooking['member'] }): BookingPrice {
  if (!place.price || place.court.retired_at !== null) throw slotUnavailable();
  const rule = { price: place.price.amount, peaks: place.price.peaks };
  const slot = {
    date: body.date,
    start: minuteOfTime(body.startTime),
    duration: body.duration,
  };
  return {
    // A member's own booking at their plan's prices; the desk's walk-ins carry no terms.
    amount: slotPrice(rule, slot, { courtId: place.court.id, discount: member?.discount ?? null }),
    currency: place.price.currency,
  };
}
