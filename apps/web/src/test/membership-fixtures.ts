import type { ClubPlans, Membership } from '@courtside/shared';

type ListedPlan = ClubPlans['plans'][number];

/** Evening Club: 20% off weekday evenings on every court, two weeks ahead, 30 € a month. */
export function aPlan(overrides: Partial<ListedPlan> = {}): ListedPlan {
  return {
    id: 'plan-1',
    clubId: 'club-1',
    name: 'Evening Club',
    description: 'For after-work players.',
    price: 3000,
    currency: 'USD',
    period: 'month',
    saleChannel: 'both',
    category: null,
    discount: {
      kind: 'percent',
      value: 20,
      courtIds: null,
      weekdays: [1, 2, 3, 4, 5],
      fromHour: 17,
      toHour: 22,
    },
    privileges: {
      horizonDays: 90,
      maxActiveBookings: 3,
      maxBookingsPerDay: null,
      cancelNoticeHours: 6,
    },
    ...overrides,
  };
}

export function aMembership(overrides: Partial<Membership> = {}): Membership {
  const plan = aPlan();
  return {
    id: 'membership-1',
    status: 'active',
    club: { id: 'club-1', name: 'Nile Padel Club' },
    plan: {
      id: plan.id,
      name: plan.name,
      price: plan.price,
      currency: plan.currency,
      period: plan.period,
      discount: plan.discount,
      privileges: plan.privileges,
    },
    member: { id: 'user-1', name: 'Mona' },
    startedAt: '2026-11-12T10:00:00.000Z',
    periodEndsAt: '2026-12-12T10:00:00.000Z',
    graceEndsAt: null,
    renews: true,
    payment: { id: 'pay-1', method: 'card', status: 'succeeded', amount: 3000, currency: 'USD' },
    ...overrides,
  };
}
