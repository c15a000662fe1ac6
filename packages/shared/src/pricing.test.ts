import { describe, expect, it } from 'vitest';
import { hourPrice, slotPrice, weekdayMask, weekdaysOfMask, type PriceRule } from './pricing.js';

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
    expect(slotPrice(rule, { date: '2026-11-25', startHour: 17, duration: 120 })).toBe(5000);
    expect(slotPrice(rule, { date: '2026-11-25', startHour: 10, duration: 120 })).toBe(4000);
    expect(
      slotPrice({ price: 2400, peaks: [] }, { date: '2026-11-25', startHour: 6, duration: 60 }),
    ).toBe(2400);
  });

  it('keeps weekdays as a 7-bit mask', () => {
    expect(weekdayMask([0, 6])).toBe(65);
    expect(weekdaysOfMask(65)).toEqual([0, 6]);
  });
});
