import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { aPlan } from '../test-data';
import { planDraftOf, planRequestOf } from './plan-draft';
import { weekdaysText } from './plan-summary';

describe('plan draft', () => {
  it('reads a plan back into the form in major units and sends it again unchanged', () => {
    const plan = aPlan({
      price: 4550,
      discount: {
        kind: 'amount',
        value: 250,
        courtIds: ['court-a'],
        weekdays: [6, 0],
        fromHour: 8,
        toHour: 14,
      },
    });
    const draft = planDraftOf(plan, 'USD');
    expect(draft.price).toBe('45.5');
    expect(draft.discount).toMatchObject({ value: '2.5', allCourts: false, courtIds: ['court-a'] });
    expect(draft.privileges.maxActiveBookings).toBe('');
    expect(planRequestOf(draft, 'USD')).toEqual({
      name: plan.name,
      description: plan.description,
      price: 4550,
      period: plan.period,
      visibility: plan.visibility,
      saleChannel: plan.saleChannel,
      discount: plan.discount,
      privileges: plan.privileges,
      graceDays: plan.graceDays,
      categoryId: null,
    });
  });

  it('sends no member prices when they are off, and NaN for what is not a number', () => {
    const draft = { ...planDraftOf(null, 'USD'), price: '12,5', graceDays: 'x' };
    const request = planRequestOf(draft, 'USD');
    expect(request.discount).toBeNull();
    expect(request.price).toBe(1250);
    expect(request.graceDays).toBeNaN();
    expect(planRequestOf({ ...draft, price: '-1' }, 'USD').price).toBeNaN();
  });
});

describe('weekdays text', () => {
  const names = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
  const t = ((key: string) => key) as unknown as TFunction;

  it('names a run of days by its ends, Monday first, and lists the others', () => {
    expect(weekdaysText([1, 2, 3, 4, 5], t, names)).toBe('Mon–Fri');
    expect(weekdaysText([5, 6, 0], t, names)).toBe('Fri–Sun');
    expect(weekdaysText([6, 0], t, names)).toBe('Sat, Sun');
    expect(weekdaysText([1, 3, 5], t, names)).toBe('Mon, Wed, Fri');
    expect(weekdaysText([0, 1, 2, 3, 4, 5, 6], t, names)).toBe(
      'memberships.owner.summary.everyDay',
    );
  });
});
