import { z } from './zod.js';
import { textSchema } from './text.js';
import {
  bookingDateSchema,
  hourMinuteSchema,
  isoDateSchema,
  requestDateSchema,
} from './club-time.js';
import { clubSummarySchema, idListQuerySchema } from './clubs.js';
import { idSchema } from './ids.js';
import { currencySchema } from './money.js';
import { bookingDurationSchema, existingBookingSchema } from './slots.js';
import { clubPhoneSchema } from './auth.js';
import { paymentMethodSchema, paymentStatusSchema, refundRouteSchema } from './payments.js';
import { pageSchemaOf, startPageQuerySchema } from './page-cursor.js';
import { hostedPaymentMethods } from './bookings-rules.js';

export {
  hostedPaymentMethods,
  cancellationNoticeHours,
  cancellationNoticeLimits,
  cancellationTerms,
  defaultCancellationRule,
  freeCancellationUntil,
  lateRefundAmount,
  type CancellationRule,
  type CancellationTerms,
} from './bookings-rules.js';

export const hostedPaymentMethodSchema = z.enum(hostedPaymentMethods);
export type HostedPaymentMethod = z.infer<typeof hostedPaymentMethodSchema>;

/**
 * SPEC 7 booking payment body: the booking query fields plus the court id. `court` (the
 * court's name) and `isAvailable` are accepted for spec clients; an `amount` is ignored,
 * the server prices the booking itself. `customerName`/`customerPhone` (or `walkIn`
 * without either) let a club owner book a walk-in customer at their own club.
 */
export const bookingPaymentBodySchema = z
  .object({
    court: textSchema().max(120).optional(),
    courtID: idSchema,
    clubID: idSchema,
    date: bookingDateSchema,
    startTime: hourMinuteSchema,
    endTime: hourMinuteSchema,
    duration: bookingDurationSchema,
    isAvailable: z.boolean().optional(),
    phone: clubPhoneSchema.optional(),
    amount: z.number().max(1e9).optional(),
    customerName: textSchema().trim().min(1).max(80).optional(),
    customerPhone: clubPhoneSchema.optional(),
    /** The club owner books for a customer at the desk whose name and phone may stay unknown. */
    walkIn: z.boolean().optional(),
  })
  .refine((body) => /:[03]0$/.test(body.startTime), {
    path: ['startTime'],
    message: 'Bookings start on the hour or the half hour',
  });
export type BookingPaymentBody = z.input<typeof bookingPaymentBodySchema>;
/** The body as the API hands it on after validation (trimmed; phones still as typed). */
export type ValidBookingPaymentBody = z.output<typeof bookingPaymentBodySchema>;

export const paymentMethodParamsSchema = z.object({ method: paymentMethodSchema });
export const hostedMethodParamsSchema = z.object({ method: hostedPaymentMethodSchema });

export const bookingStatusSchema = z.enum(['held', 'confirmed', 'cancelled', 'expired']);

/** SPEC 3 My booking: date, court{name, club{name, photo}}, with what a card and a calendar need. */
export const myBookingSchema = z.object({
  id: idSchema,
  date: isoDateSchema,
  startTime: hourMinuteSchema,
  endTime: hourMinuteSchema,
  duration: bookingDurationSchema,
  startsAt: z.string(),
  endsAt: z.string(),
  status: bookingStatusSchema,
  amount: z.number().int(),
  currency: currencySchema,
  paymentMethod: paymentMethodSchema.nullable(),
  paymentStatus: paymentStatusSchema.nullable(),
  /** Where its money went back once refunded: to the provider that took it, or to coins. */
  refundTo: z.enum(['provider', 'coins']).nullable(),
  /** While the booking waits for its hosted payment: until when its hours are held. */
  holdExpiresAt: z.string().nullable(),
  /** The checkout to resume, while the hold lives (url for wallets and mobile, formUrl for cards). */
  url: z.string().optional(),
  formUrl: z.string().optional(),
  court: z.object({
    id: idSchema,
    name: z.string(),
    club: clubSummarySchema,
  }),
});
export type MyBooking = z.infer<typeof myBookingSchema>;
export const myBookingListSchema = z.array(myBookingSchema);

/** What a booking payment answers: confirmed at once, or a checkout to open. */
export const bookingPaymentResponseSchema = z.object({
  status: z.enum(['confirmed', 'pending']),
  booking: myBookingSchema,
  paymentId: idSchema,
  url: z.string().optional(),
  formUrl: z.string().optional(),
  holdExpiresAt: z.string().nullable(),
  coinBalance: z.number().int().optional(),
});
export type BookingPaymentResponse = z.infer<typeof bookingPaymentResponseSchema>;

export const cancelBookingResponseSchema = z.object({
  booking: myBookingSchema,
  refundedTo: refundRouteSchema,
  /** What goes back, in minor units: all that was paid, the club's late share, or nothing. */
  refundedAmount: z.number().int(),
  refundedCoins: z.number().int(),
  coinBalance: z.number().int(),
});
export type CancelBookingResponse = z.infer<typeof cancelBookingResponseSchema>;

/**
 * GET /booking: the day's taken hours of the given courts (SPEC 7: startTime, duration), one
 * entry per hour, whatever holds it (a booking, a live hold, an activity, a championship).
 */
export const dayBookingsQuerySchema = z.object({
  date: bookingDateSchema,
  court: idListQuerySchema,
});
export const dayBookingSchema = existingBookingSchema.extend({
  courtId: idSchema,
  endTime: hourMinuteSchema,
});
export type DayBooking = z.infer<typeof dayBookingSchema>;
export const dayBookingListSchema = z.array(dayBookingSchema);

/** The owner's view of one court's day: each taken hour, what holds it and who booked it. */
export const courtReservationSchema = dayBookingSchema.extend({
  /** The booking, activity occurrence or championship holding the hour. */
  id: idSchema,
  kind: z.enum(['booking', 'hold', 'match', 'activity', 'championship', 'social', 'fixture']),
  customerName: z.string().nullable(),
  customerPhone: z.string().nullable(),
  madeByOwner: z.boolean(),
  /** How a booking is paid and whether it is yet; null for what is not a booking. */
  paymentMethod: paymentMethodSchema.nullable(),
  paymentStatus: paymentStatusSchema.nullable(),
});
export type CourtReservation = z.infer<typeof courtReservationSchema>;
export const courtReservationListSchema = z.array(courtReservationSchema);
export const courtReservationsQuerySchema = z.object({ date: requestDateSchema });

/** GET /user/me/bookings: `when=upcoming` keeps the bookings not yet started (History is paged). */
export const myBookingsQuerySchema = z.object({ when: z.enum(['upcoming']).optional() });

/** GET /user/me/bookings/history: the bookings already started, latest first, a page at a time. */
export const bookingHistoryQuerySchema = startPageQuerySchema;
export type BookingHistoryQuery = z.output<typeof bookingHistoryQuerySchema>;

/** A page of the History tab; its `nextCursor` asks for the next, older page. */
export const myBookingPageSchema = pageSchemaOf(myBookingSchema);
export type MyBookingPage = z.infer<typeof myBookingPageSchema>;
