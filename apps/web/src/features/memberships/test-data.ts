import type { Membership, MyClub, Plan } from '@courtside/shared';
import { aCourtDetail, clubSummary } from '../../test/booking-fixtures';

export const courtOne = aCourtDetail({
  id: '00000000-0000-4000-8000-0000000000c1',
  name: 'Court 1',
});
export const courtTwo = aCourtDetail({
  id: '00000000-0000-4000-8000-0000000000c2',
  name: 'Court 2',
});
export const ownerClub: MyClub = { ...clubSummary, courts: [courtOne, courtTwo] };

export const aPlan = (overrides: Partial<Plan> = {}): Plan => ({
  id: '00000000-0000-4000-8000-0000000000p1',
  clubId: clubSummary.id,
  name: 'Gold',
  description: 'Evenings for less',
  price: 3000,
  currency: 'USD',
  period: 'month',
  visibility: 'public',
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
    horizonDays: 14,
    maxActiveBookings: null,
    maxBookingsPerDay: 3,
    cancelNoticeHours: null,
  },
  graceDays: 7,
  memberCount: 12,
  createdAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

export const aMembership = (overrides: Partial<Membership> = {}): Membership => {
  const plan = aPlan();
  return {
    id: '00000000-0000-4000-8000-0000000000m1',
    status: 'active',
    club: { id: clubSummary.id, name: clubSummary.name },
    plan: {
      id: plan.id,
      name: plan.name,
      price: plan.price,
      currency: plan.currency,
      period: plan.period,
      discount: plan.discount,
      privileges: plan.privileges,
    },
    member: { id: '00000000-0000-4000-8000-0000000000u1', name: 'Ana Ruiz' },
    startedAt: '2026-11-10T10:00:00.000Z',
    periodEndsAt: '2026-12-10T10:00:00.000Z',
    graceEndsAt: null,
    renews: true,
    payment: null,
    ...overrides,
  };
};
