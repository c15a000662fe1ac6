import type { CourtDetail } from '@courtside/shared';
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
