import type { CustomerDetail, CustomerSummary } from '@courtside/shared';

export function aCustomer(overrides: Partial<CustomerSummary> = {}): CustomerSummary {
  return {
    id: '34699111222',
    name: 'Ana García',
    phone: '+34699111222',
    hasAccount: true,
    addedByClub: false,
    categories: [{ id: 'cat-coach', name: 'Coach' }],
    lastVisit: '2026-11-20T17:00:00.000Z',
    bookings: 3,
    noShows: 1,
    ...overrides,
  };
}

export function aCustomerPage(overrides: Partial<CustomerDetail> = {}): CustomerDetail {
  return {
    ...aCustomer(),
    note: 'Prefers court 2',
    bookingList: [
      {
        id: 'booking-1',
        startsAt: '2026-11-20T17:00:00.000Z',
        endsAt: '2026-11-20T18:00:00.000Z',
        courtName: 'Padel 1',
        status: 'confirmed',
        amount: 2400,
        currency: 'USD',
        paymentMethod: 'cash',
        paymentStatus: 'no_show',
        walkIn: false,
      },
    ],
    joined: [{ kind: 'match', at: '2026-11-10T09:00:00.000Z' }],
    noShowDates: ['2026-11-20T17:00:00.000Z'],
    sections: [],
    ...overrides,
  };
}
