import { describe, expect, it } from 'vitest';
import {
  dayPriceRange,
  hourPrice,
  slotPrice,
  weekdayMask,
  weekdaysOfMask,
  type PriceRule,
} from './pricing.js';

const rule: PriceRule = {
  price: 2000,
  peaks: [
    { weekdays: [1, 2, 3, 4, 5], fromHour: 18, toHour: 22, price: 3000 },
    { weekdays: [0, 6], fromHour: 0, toHour: 24, price: 3500 },
  ],
};

describe('slotPrice', () => {
  it('prices an hour by the first peak covering it, else the base', () => {
    expect(hourPrice(rule, '2026-11-25', 17)).toBe(2000); // Wednesday
    expect(hourPrice(rule, '2026-11-25', 18)).toBe(3000);
    expect(hourPrice(rule, '2026-11-25', 22)).toBe(2000);
    expect(hourPrice(rule, '2026-11-28', 9)).toBe(3500); // Saturday
  });

  it('sums each hour of 120 minutes, across a boundary too', () => {
    expect(slotPrice(rule, { date: '2026-11-25', start: 17 * 60, duration: 120 })).toBe(5000);
    expect(slotPrice(rule, { date: '2026-11-25', start: 10 * 60, duration: 120 })).toBe(4000);
    expect(
      slotPrice({ price: 2400, peaks: [] }, { date: '2026-11-25', start: 6 * 60, duration: 60 }),
    ).toBe(2400);
  });

  it('prices each half hour at half its hour: 90 minutes and half-hour starts pro rata', () => {
    const wednesday = '2026-11-25';
    // 19:30-21:00, all peak: one and a half peak hours.
    expect(slotPrice(rule, { date: wednesday, start: 19 * 60 + 30, duration: 90 })).toBe(4500);
    // 17:30-19:00: half an hour at the base, an hour at the peak.
    expect(slotPrice(rule, { date: wednesday, start: 17 * 60 + 30, duration: 90 })).toBe(4000);
    // 21:30-22:30: half at the peak, half at the base.
    expect(slotPrice(rule, { date: wednesday, start: 21 * 60 + 30, duration: 60 })).toBe(2500);
    // 10:30-12:30 at the base: two hours' worth.
    expect(slotPrice(rule, { date: wednesday, start: 10 * 60 + 30, duration: 120 })).toBe(4000);
  });

  it('rounds a half minor unit up', () => {
    const odd = { price: 1999, peaks: [] };
    expect(slotPrice(odd, { date: '2026-11-25', start: 600, duration: 90 })).toBe(2999);
  });

  it('refuses durations other than 60, 90 and 120 minutes', () => {
    const slot = { date: '2026-11-25', start: 600 };
    expect(() => slotPrice(rule, { ...slot, duration: 30 })).toThrow(RangeError);
    expect(() => slotPrice(rule, { ...slot, duration: 180 })).toThrow(RangeError);
  });

  it("gives the cheapest and dearest booking that starts in a day's bookable hours", () => {
    // Wednesday: 06:00 to 22:00 at the base, 18:00 to 22:00 at the peak.
    expect(dayPriceRange(rule, '2026-11-25', 60)).toEqual({ min: 2000, max: 3000 });
    expect(dayPriceRange(rule, '2026-11-25', 120)).toEqual({ min: 4000, max: 6000 });
    // Saturday is peak all day; a court without peaks costs the same at every hour.
    expect(dayPriceRange(rule, '2026-11-28', 60)).toEqual({ min: 3500, max: 3500 });
    expect(dayPriceRange({ price: 2400, peaks: [] }, '2026-11-25', 120)).toEqual({
      min: 4800,
      max: 4800,
    });
    // 90 minutes every half hour: 06:00 at the base up to 18:00-19:30 and later at the peak.
    expect(dayPriceRange(rule, '2026-11-25', 90, 30)).toEqual({ min: 3000, max: 4500 });
  });

  it('keeps weekdays as a 7-bit mask', () => {
    expect(weekdayMask([0, 6])).toBe(65);
    expect(weekdaysOfMask(65)).toEqual([0, 6]);
  });
});
