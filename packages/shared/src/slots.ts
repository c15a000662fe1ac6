import { z } from './zod.js';
import { hourMinuteSchema, isoDateSchema } from './club-time.js';
import type { ExistingBooking } from './slots-rules.js';

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
  ExistingBooking,
  DaySlotsInput,
  ClubDaySlotsInput,
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
// The rules read a booking without zod; this fails to compile should the schema stop giving
// what they read.
type _ReadByTheRules<T extends ExistingBooking = z.infer<typeof existingBookingSchema>> = T;
