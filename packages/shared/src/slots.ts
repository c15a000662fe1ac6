import { z } from './zod.js';
import { hourMinuteSchema, isoDateSchema } from './club-time.js';
import type { BookingDuration } from './slots-rules.js';

export {
  bookingDurations,
  durationFilters,
  durationOfFilter,
  bookableWindow,
  hoursPerDay,
  toastDurationMs,
  toastPosition,
  loginErrorToastDurationMs,
  slotStates,
  hourOfStartTime,
  hoursClaimed,
  slotTimes,
  openSlotStarts,
  daySlots,
  clubDaySlots,
  slotToastTexts,
  checkSlotChoice,
} from './slots-rules.js';
export type {
  BookingDuration,
  DurationFilter,
  SlotState,
  Slot,
  SlotToast,
  SlotChoiceResult,
  SlotChoice,
} from './slots-rules.js';

export const bookingDurationSchema = z.union([z.literal(60), z.literal(120)]);

/** For query strings, where the duration arrives as '60' or '120'. */
export const bookingDurationQuerySchema = z.union([
  bookingDurationSchema,
  z.enum(['60', '120']).transform(Number).pipe(bookingDurationSchema),
]);

/** SPEC 3 Existing booking slot: the first two characters of startTime are the hour. */
export const existingBookingSchema = z.object({
  date: isoDateSchema,
  startTime: hourMinuteSchema,
  duration: bookingDurationSchema,
});
export type ExistingBooking = z.infer<typeof existingBookingSchema>;

export interface DaySlotsInput {
  /** The club-local day, 'YYYY-MM-DD'. */
  date: string;
  duration: BookingDuration;
  /** Bookings of one court; those on other dates are ignored. */
  bookings: readonly ExistingBooking[];
  /** The club's IANA time zone. */
  timeZone: string;
  now: Date;
  /** Club-local hours the court is closed (opening hours, closures): unavailable. */
  closedHours?: readonly number[];
}

export interface ClubDaySlotsInput extends Omit<DaySlotsInput, 'bookings' | 'closedHours'> {
  /** One list of bookings per court of the club. */
  courtsBookings: readonly (readonly ExistingBooking[])[];
  /** The closed hours of each court, in the order of courtsBookings. */
  courtsClosedHours?: readonly (readonly number[])[];
}
