/** The zod-free half of pricing.ts: what a screen can use before zod has loaded. */
import {
  bookableWindow,
  bookingDurations,
  halfHoursClaimed,
  type BookingDuration,
  type StartStep,
} from './slots-rules.js';

/** A peak price as the rules read it; pricing.ts's schema checks one as it arrives. */
export interface PeakPriceRule {
  weekdays: readonly number[];
  fromHour: number;
  toHour: number;
  price: number;
}

/** What a court costs: its price per 60 minutes and the peak prices that replace it. */
export interface PriceRule {
  price: number;
  peaks: readonly PeakPriceRule[];
}

/** The weekday (0 Sunday) of a calendar date written YYYY-MM-DD. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00.000Z`).getUTCDay();
}

/** The price of the hour that starts at `hour` on `date`: the first peak that covers it, else the base. */
export function hourPrice(rule: PriceRule, date: string, hour: number): number {
  const weekday = weekdayOf(date);
  const peak = rule.peaks.find(
    (candidate) =>
      candidate.weekdays.includes(weekday) && candidate.fromHour <= hour && hour < candidate.toHour,
  );
  return peak ? peak.price : rule.price;
}

/**
 * A member's price (a membership plan's member prices): on its courts (all when `courtIds` is
 * null), weekdays and hours, each hour's price (a peak's or the base) becomes the member's:
 * less a percent (rounded to the minor unit), less an amount (never below nothing), or a
 * fixed hourly price.
 */
export interface MemberDiscountRule {
  kind: 'percent' | 'amount' | 'hourly';
  value: number;
  courtIds: readonly string[] | null;
  weekdays: readonly number[];
  fromHour: number;
  toHour: number;
}

/** The price of an hour for a member whose discount covers it on `courtId`, else `price`. */
export function memberHourPrice(
  price: number,
  discount: MemberDiscountRule,
  at: { courtId: string; date: string; hour: number },
): number {
  const covers =
    (discount.courtIds === null || discount.courtIds.includes(at.courtId)) &&
    discount.weekdays.includes(weekdayOf(at.date)) &&
    discount.fromHour <= at.hour &&
    at.hour < discount.toHour;
  if (!covers) return price;
  if (discount.kind === 'hourly') return discount.value;
  if (discount.kind === 'amount') return Math.max(0, price - discount.value);
  return Math.round((price * (100 - discount.value)) / 100);
}

/** Who is booking, when it changes the price: a member's discount on the court booked. */
export interface PricedFor {
  courtId: string;
  discount: MemberDiscountRule | null;
}

/**
 * The amount of a booking (SPEC 9, with peak prices): each of its half hours costs half the
 * price of the hour it falls in, so 120 minutes across a price boundary cost one hour at each
 * price and 90 minutes from 19:30 cost half an hour at 19:00's price and one hour at 20:00's.
 * A member's discount applies hour by hour on top (`memberHourPrice`). A total that falls on
 * half a minor unit is rounded up. The one pricing function: the server's amount and every
 * quote a screen shows call it.
 */
export function slotPrice(
  rule: PriceRule,
  slot: { date: string; start: number; duration: number },
  pricedFor?: PricedFor,
): number {
  if (!(bookingDurations as readonly number[]).includes(slot.duration)) {
    throw new RangeError(`Unsupported booking duration: ${String(slot.duration)}`);
  }
  let hourPrices = 0;
  for (const half of halfHoursClaimed(slot.start, slot.duration)) {
    const hour = Math.floor(half / 60);
    const price = hourPrice(rule, slot.date, hour);
    hourPrices += pricedFor?.discount
      ? memberHourPrice(price, pricedFor.discount, {
          courtId: pricedFor.courtId,
          date: slot.date,
          hour,
        })
      : price;
  }
  return Math.round(hourPrices / 2);
}

/**
 * The cheapest and the dearest booking of `duration` that starts in the day's bookable hours,
 * every `startEvery` minutes: what a court costs on that day before a start is chosen (for a
 * member, `pricedFor`, at their prices).
 */
export function dayPriceRange(
  rule: PriceRule,
  date: string,
  duration: BookingDuration,
  startEvery: StartStep = 60,
  pricedFor?: PricedFor,
): { min: number; max: number } {
  const prices: number[] = [];
  // A booking ends by the end of the last bookable hour.
  const lastStart = (bookableWindow.lastHour + 1) * 60 - duration;
  for (let start = bookableWindow.firstHour * 60; start <= lastStart; start += startEvery) {
    prices.push(slotPrice(rule, { date, start, duration }, pricedFor));
  }
  return { min: Math.min(...prices), max: Math.max(...prices) };
}

/** Weekdays as a 7-bit mask (bit 0 Sunday), as they are stored. */
export function weekdayMask(weekdays: readonly number[]): number {
  return weekdays.reduce((mask, day) => mask | (1 << day), 0);
}

export function weekdaysOfMask(mask: number): number[] {
  return [0, 1, 2, 3, 4, 5, 6].filter((day) => (mask & (1 << day)) !== 0);
}
