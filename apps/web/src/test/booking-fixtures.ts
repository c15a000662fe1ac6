import type {
  Club,
  ClubSaleTerms,
  ClubSummary,
  CourtDetail,
  CourtSummary,
  MyBooking,
} from '@courtside/shared';

/** A moment at which the fixtures' days lie ahead: Friday 20 November 2026, 10:00 in Cairo. */
export const fixtureNow = new Date('2026-11-20T08:00:00Z');

export const clubSummary = {
  id: 'club-1',
  name: 'Nile Padel Club',
  address: '12 Corniche, Cairo',
  latitude: 30.05,
  longitude: 31.23,
  photo: '/assets/img/clubs/nile.jpg',
  timeZone: 'Africa/Cairo',
  currency: 'USD',
  cancellation: { noticeHours: 24, lateRefundPercent: null as number | null },
  bookingWindowDays: 60,
} satisfies ClubSummary;

export function aCourt(overrides: Partial<CourtSummary> = {}): CourtSummary {
  return {
    id: 'court-1',
    name: 'Court 1',
    type: 'padel',
    capacity: 4,
    photo: null,
    description: null,
    ...overrides,
  };
}

/** The spec's terms for every sport: 60 and 120 minutes, on the hour. */
export const specSales: ClubSaleTerms = {
  padel: { lengths: [60, 120], startEvery: 60 },
  football: { lengths: [60, 120], startEvery: 60 },
};

export function aClub(overrides: Partial<Club> = {}): Club {
  return {
    ...clubSummary,
    type: 'padel',
    courts: [aCourt()],
    courtTypes: ['indoor'],
    sales: specSales,
    favourite: false,
    ...overrides,
  };
}

export function aCourtDetail(overrides: Partial<CourtDetail> = {}): CourtDetail {
  return {
    ...aCourt(),
    club: clubSummary,
    price: 2500,
    peaks: [],
    currency: 'USD',
    sale: { lengths: [60, 120], startEvery: 60 },
    bookings: [],
    ...overrides,
  };
}

export function aMyBooking(overrides: Partial<MyBooking> = {}): MyBooking {
  return {
    id: 'booking-1',
    date: '2026-11-21',
    startTime: '18:00',
    endTime: '19:00',
    duration: 60,
    startsAt: '2026-11-21T16:00:00.000Z',
    endsAt: '2026-11-21T17:00:00.000Z',
    status: 'confirmed',
    amount: 2500,
    currency: 'USD',
    paymentMethod: 'card',
    paymentStatus: 'succeeded',
    refundTo: null,
    holdExpiresAt: null,
    court: { id: 'court-1', name: 'Court 1', club: clubSummary },
    ...overrides,
  };
}
