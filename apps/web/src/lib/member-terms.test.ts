import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import type { Membership } from '@courtside/shared';
import { aMembership, aPlan } from '../test/membership-fixtures';
import { memberHorizonDays, memberPricing } from './member-terms';
import { memberTermLines, planMethods, planPriceText, weekdaysText } from './member-terms-text';

const t = i18next.t.bind(i18next);
const plans = (status: Membership['status']) => ({
  plans: [aPlan()],
  membership: aMembership({ status }),
});

describe("a member's terms", () => {
  it('prices for the member only while the membership stands (active or due)', () => {
    expect(memberPricing(plans('active'), 'c1')).toEqual({
      courtId: 'c1',
      discount: aPlan().discount,
    });
    expect(memberPricing(plans('due'), 'c1')?.courtId).toBe('c1');
    expect(memberPricing(plans('pending'), 'c1')).toBeUndefined();
    expect(memberPricing({ plans: [aPlan()], membership: null }, 'c1')).toBeUndefined();
    expect(memberPricing(undefined, 'c1')).toBeUndefined();
  });

  it("reaches as many days ahead as the plan's horizon while it stands", () => {
    expect(memberHorizonDays(plans('active'))).toBe(90);
    expect(memberHorizonDays(plans('pending'))).toBeNull();
  });

  it('sells in the app, at the club or both', () => {
    expect(planMethods('app')).toEqual(['wallet', 'mobile', 'card', 'coins']);
    expect(planMethods('club')).toEqual(['cash']);
    expect(planMethods('both')).toEqual(['wallet', 'mobile', 'card', 'cash', 'coins']);
  });
});

describe('what members get, in words', () => {
  it('joins runs of three days or more with a dash, from Monday', () => {
    expect(weekdaysText([1, 2, 3, 4, 5])).toBe('Mon–Fri');
    expect(weekdaysText([0, 6])).toBe('Sat, Sun');
    expect(weekdaysText([1, 3, 4, 5])).toBe('Mon, Wed–Fri');
  });

  it('says the discount, then each privilege the plan sets', () => {
    expect(memberTermLines(aPlan(), t)).toEqual([
      '20% off Mon–Fri 17:00–22:00 on every court',
      'Book up to 90 days ahead',
      'Up to 3 upcoming bookings',
      'Cancel for free up to 6 hours before',
    ]);
  });

  it('names the courts of a discount limited to some, and prices amounts in the currency', () => {
    const plan = aPlan({
      discount: {
        kind: 'hourly',
        value: 1500,
        courtIds: ['c2'],
        weekdays: [0, 1, 2, 3, 4, 5, 6],
        fromHour: 0,
        toHour: 24,
      },
      privileges: {
        horizonDays: null,
        maxActiveBookings: null,
        maxBookingsPerDay: 1,
        cancelNoticeHours: 0,
      },
    });
    expect(memberTermLines(plan, t, new Map([['c2', 'Court 2']]))).toEqual([
      '$15.00 an hour every day on Court 2',
      'Up to 1 booking a day',
      'Cancel for free until the start',
    ]);
  });

  it('prices a plan per period', () => {
    expect(planPriceText(aPlan(), t)).toBe('$30.00 / month');
    expect(planPriceText(aPlan({ period: 'once', price: 20000 }), t)).toBe('$200.00 once');
  });
});
