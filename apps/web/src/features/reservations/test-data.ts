import type {
  ClubDay,
  ClubDayCell,
  ClubSaleTerms,
  CourtDetail,
  SaleTerms,
} from '@courtside/shared';
import { network } from '../../test/network';
import type { CourtReservation } from './api/court-reservations';

const club = {
  id: 'club-1',
  name: 'Retiro Padel & Football Club',
  address: 'Calle de Menéndez Pelayo 35, Madrid',
  latitude: 40.4162,
  longitude: -3.6779,
  photo: '/assets/img/clubs/retiro.svg',
  timeZone: 'Europe/Madrid',
  currency: 'USD',
  cancellation: { noticeHours: 24, lateRefundPercent: null },
  bookingWindowDays: 60,
};

export function anOwnerCourt(overrides: Partial<CourtDetail> = {}): CourtDetail {
  return {
    id: 'court-1',
    name: 'Padel 1',
    type: 'padel',
    capacity: 4,
    photo: '/assets/img/courts/retiro-p1.svg',
    description: 'Panoramic glass, covered, LED lighting.',
    club,
    price: 2400,
    peaks: [],
    currency: 'USD',
    sale: { lengths: [60, 120], startEvery: 60 },
    bookings: [],
    ...overrides,
  };
}

/** A taken hour of the owner's court on `date`. */
export function aReservation(
  date: string,
  hour: number,
  overrides: Partial<CourtReservation> = {},
): CourtReservation {
  const pad = (value: number) => String(value).padStart(2, '0');
  return {
    id: `booking-${hour}`,
    courtId: 'court-1',
    date,
    startTime: `${pad(hour)}:00`,
    endTime: `${pad(hour + 1)}:00`,
    duration: 60,
    kind: 'booking',
    customerName: null,
    customerPhone: null,
    madeByOwner: false,
    paymentMethod: null,
    paymentStatus: null,
    ...overrides,
  };
}

/** A taken hour of the owner's club day grid. */
export function aCell(hour: number, overrides: Partial<ClubDayCell> = {}): ClubDayCell {
  const pad = (value: number) => `${String(value).padStart(2, '0')}:00`;
  return {
    courtId: 'court-1',
    startTime: pad(hour),
    kind: 'booking',
    ownerId: `booking-${hour}`,
    name: null,
    phone: null,
    from: pad(hour),
    to: pad(hour + 1),
    madeByOwner: false,
    bookingStatus: 'confirmed',
    paymentId: `payment-${hour}`,
    paymentMethod: 'cash',
    paymentStatus: 'due_at_club',
    amount: 2400,
    shares: null,
    seriesId: null,
    startsAt: `2030-06-14T${pad(hour - 2).slice(0, 2)}:00:00.000Z`,
    ...overrides,
  };
}

/**
 * The owner's club on one day: two padel courts and a pitch, with the given taken hours, open
 * from 06:00 to 23:00 with no hour closed unless `hours` says otherwise.
 */
export function aClubDay(
  date: string,
  cells: ClubDayCell[],
  hours: Partial<ClubDay['hours']> = {},
): ClubDay {
  return {
    club,
    date,
    courts: [
      { id: 'court-1', name: 'Padel 1', sport: 'padel', photo: '/assets/img/courts/retiro-p1.svg' },
      { id: 'court-2', name: 'Padel 2', sport: 'padel', photo: null },
      { id: 'court-3', name: 'Pitch A', sport: 'football', photo: null },
    ],
    cells,
    hours: {
      date,
      opening: {
        weekday: new Date(`${date}T12:00:00Z`).getUTCDay(),
        open: true,
        opens: '06:00',
        closes: '23:00',
      },
      courts: [],
      ...hours,
    },
  };
}

/** What the club sells of each sport: the spec's 60 and 120 minutes on the hour unless told. */
export function aClubSaleTerms(padel: Partial<SaleTerms> = {}): ClubSaleTerms {
  const spec = { lengths: [60, 120], startEvery: 60 } as const;
  return {
    padel: { ...spec, ...padel, lengths: [...(padel.lengths ?? spec.lengths)] },
    football: { ...spec, lengths: [...spec.lengths] },
  };
}

/** The owner's courts and the club's sale terms, as the club day reads them. */
export function serveCourts(terms: ClubSaleTerms = aClubSaleTerms()) {
  network.on('GET', '/api/user/court', { status: 200, body: [anOwnerCourt()] });
  network.on('GET', '/api/owner/sales', { status: 200, body: terms });
}
