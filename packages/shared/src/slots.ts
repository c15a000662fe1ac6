import { z } from './zod.js';
import { hourMinuteSchema, isoDateSchema } from './club-time.js';
import type { ExistingBooking } from './slots-rules.js';

export {
  bookingDurations,
  bookableWindow,
  hoursPerDay,
  toastDurationMs,
  toastPosition,
  loginErrorToastDurationMs,
  slotStates,
  hourOfStartTime,
  minuteOfTime,
  timeOfMinute,
  halfHoursClaimed,
  slotMinutes,
  startSteps,
  defaultSaleTerms,
  onSale,
  slotTimes,
  openSlotStarts,
  daySlots,
  clubDaySlots,
  slotToastTexts,
  checkSlotChoice,
} from './slots-rules.js';
export type {
  BookingDuration,
  StartStep,
  SaleTerms,
  SlotState,
  Slot,
  SlotToast,
  SlotChoiceResult,
  SlotChoice,
  ExistingBooking,
  DaySlotsInput,
  ClubDaySlotsInput,
} from './slots-rules.js';

export const bookingDurationSchema = z.union([z.literal(60), z.literal(90), z.literal(120)]);

/** For query strings, where the duration arrives as '60', '90' or '120'. */
export const bookingDurationQuerySchema = z.union([
  bookingDurationSchema,
  z.enum(['60', '90', '120']).transform(Number).pipe(bookingDurationSchema),
]);

/** A club's terms for one sport: the lengths it sells and how often games start. */
export const saleTermsSchema = z.object({
  lengths: z
    .array(bookingDurationSchema)
    .min(1)
    .refine((lengths) => new Set(lengths).size === lengths.length, 'A length is listed twice'),
  startEvery: z.union([z.literal(60), z.literal(30)]),
});

/** What a club sells of each sport. */
export const clubSaleTermsSchema = z.object({ padel: saleTermsSchema, football: saleTermsSchema });
export type ClubSaleTerms = z.infer<typeof clubSaleTermsSchema>;

/** SPEC 3 Existing booking slot: what holds a court from startTime for duration minutes. */
export const existingBookingSchema = z.object({
  date: isoDateSchema,
  startTime: hourMinuteSchema,
  duration: z.number().int().positive().multipleOf(30).max(1440),
});
// The rules read a booking without zod; this fails to compile should the schema stop giving
// what they read.
type _ReadByTheRules<T extends ExistingBooking = z.infer<typeof existingBookingSchema>> = T;
