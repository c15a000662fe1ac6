import type { TFunction } from 'i18next';
import type { CourtReservation } from '../api/court-reservations';

/**
 * Who holds a taken hour, in a word for the slot grid: the customer of a booking, otherwise
 * what the hour is kept for (an activity, a championship, a booking still being paid).
 */
export function reservationHolder(t: TFunction, reservation: CourtReservation): string {
  switch (reservation.kind) {
    case 'activity':
      return t('reservations.kind.activity');
    case 'championship':
      return t('reservations.kind.championship');
    case 'hold':
      return t('reservations.kind.hold');
    case 'match':
      return t('reservations.kind.match');
    case 'social':
      return t('reservations.kind.social');
    case 'fixture':
      return t('reservations.kind.fixture');
    case 'booking':
      if (reservation.customerName) return reservation.customerName;
      // A walk-in the club entered without a name is still the club's walk-in.
      return reservation.madeByOwner
        ? t('reservations.sheet.walkIn')
        : t('reservations.kind.booking');
  }
}
