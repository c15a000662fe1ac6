import { bookingHorizonDays, type Role } from '@courtside/shared';

export interface Caller {
  id: string;
  role: Role;
}

/** The limits of booking, set per deployment (a club setting later). */
export interface BookingRules {
  /** How long an unpaid hosted payment keeps its hours. */
  holdMinutes: number;
  /** How many days ahead bookings open, counted from the club's today. */
  horizonDays: number;
  /** Unpaid hosted payments one player may have at once. */
  maxLiveHolds: number;
  /** Future bookings one player may have at one club still to pay there in cash. */
  maxFutureCashBookings: number;
}

export const defaultBookingRules: BookingRules = {
  holdMinutes: 10,
  horizonDays: bookingHorizonDays,
  maxLiveHolds: 3,
  maxFutureCashBookings: 4,
};
