import { describe, expect, it } from 'vitest';
import { graceEnd, periodEnd, planBodySchema } from './memberships.js';
import { memberHourPrice, slotPrice, type MemberDiscountRule } from './pricing-rules.js';

describe('a membership period', () => {
  it('ends a calendar month later, on a shorter month’s last day', () => {
    expect(periodEnd('2026-01-31T10:00:00.000Z', 'month')).toBe('2026-02-28T10:00:00.000Z');
    expect(periodEnd('2028-01-31T10:00:00.000Z', 'month')).toBe('2028-02-29T10:00:00.000Z');
    expect(periodEnd('2026-03-15T08:30:00.000Z', 'month')).toBe('2026-04-15T08:30:00.000Z');
    expect(periodEnd('2026-12-20T00:00:00.000Z', 'month')).toBe('2027-01-20T00:00:00.000Z');
  });

  it('ends a quarter or a year later, and never for a one-off plan', () => {
    expect(periodEnd('2026-11-30T12:00:00.000Z', 'quarter')).toBe('2027-02-28T12:00:00.000Z');
    expect(periodEnd('2026-05-10T12:00:00.000Z', 'quarter')).toBe('2026-08-10T12:00:00.000Z');
    expect(periodEnd('2028-02-29T12:00:00.000Z', 'year')).toBe('2029-02-28T12:00:00.000Z');
    expect(periodEnd('2026-05-10T12:00:00.000Z', 'once')).toBeNull();
  });

  it('keeps a due member for the grace days after it ends', () => {
    expect(graceEnd('2026-02-28T10:00:00.000Z', 3)).toBe('2026-03-03T10:00:00.000Z');
    expect(graceEnd('2026-02-28T10:00:00.000Z', 0)).toBe('2026-02-28T10:00:00.000Z');
  });
});

// 2026-06-01 is a Monday; the court costs 2400 an hour, 3000 from 18:00 to 22:00 on weekdays.
const rule = {
  price: 2400,
  peaks: [{ weekdays: [1, 2, 3, 4, 5], fromHour: 18, toHour: 22, price: 3000 }],
};
const monday = '2026-06-01';
const everyDay = [0, 1, 2, 3, 4, 5, 6];
const discount = (rest: Partial<MemberDiscountRule>): MemberDiscountRule => ({
  kind: 'percent',
  value: 20,
  courtIds: null,
  weekdays: everyDay,
  fromHour: 0,
  toHour: 24,
  ...rest,
});
const at = (hour: number, courtId = 'court-1') => ({ courtId, date: monday, hour });

describe('a member’s price', () => {
  it('takes a percent off the hour’s own price, a peak’s included', () => {
    expect(memberHourPrice(3000, discount({ value: 20 }), at(19))).toBe(2400);
    const slot = { date: monday, start: 18 * 60, duration: 60 };
    expect(slotPrice(rule, slot)).toBe(3000);
    expect(slotPrice(rule, slot, { courtId: 'court-1', discount: discount({ value: 20 }) })).toBe(
      2400,
    );
  });

  it('takes an amount off, never below nothing', () => {
    expect(memberHourPrice(2400, discount({ kind: 'amount', value: 500 }), at(10))).toBe(1900);
    expect(memberHourPrice(2400, discount({ kind: 'amount', value: 5000 }), at(10))).toBe(0);
  });

  it('is a fixed hourly price, hour by hour across the discount’s hours', () => {
    const evening = discount({ kind: 'hourly', value: 1000, fromHour: 19, toHour: 24 });
    // 18:00 at the peak's price, 19:00 at the member's.
    const slot = { date: monday, start: 18 * 60, duration: 120 };
    expect(slotPrice(rule, slot, { courtId: 'court-1', discount: evening })).toBe(
      Math.round((3000 * 2 + 1000 * 2) / 2),
    );
  });

  it('leaves the price of a court, a weekday or an hour it does not cover', () => {
    const some = discount({ courtIds: ['court-2'], weekdays: [0, 6], fromHour: 8, toHour: 12 });
    expect(memberHourPrice(2400, some, at(10, 'court-1'))).toBe(2400);
    expect(memberHourPrice(2400, discount({ courtIds: ['court-2'] }), at(10, 'court-2'))).toBe(
      1920,
    );
    expect(memberHourPrice(2400, discount({ weekdays: [0, 6] }), at(10))).toBe(2400);
    expect(memberHourPrice(2400, discount({ fromHour: 8, toHour: 10 }), at(10))).toBe(2400);
    expect(
      slotPrice(rule, { date: monday, start: 600, duration: 60 }, { courtId: 'c', discount: null }),
    ).toBe(2400);
  });
});

describe('a plan as the owner sets it', () => {
  const plan = {
    name: 'Gold',
    price: 3000,
    period: 'month',
    visibility: 'public',
    saleChannel: 'both',
    discount: discount({}),
    privileges: {
      horizonDays: 14,
      maxActiveBookings: null,
      maxBookingsPerDay: null,
      cancelNoticeHours: null,
    },
    graceDays: 3,
  };

  it('takes a valid plan, its description empty when left out', () => {
    expect(planBodySchema.parse(plan).description).toBe('');
  });

  it('refuses hours that run backwards and a percent above 100', () => {
    expect(
      planBodySchema.safeParse({ ...plan, discount: discount({ fromHour: 20, toHour: 18 }) })
        .success,
    ).toBe(false);
    expect(planBodySchema.safeParse({ ...plan, discount: discount({ value: 101 }) }).success).toBe(
      false,
    );
  });
});
