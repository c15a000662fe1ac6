import {
  addDays,
  clubToday,
  conflictCodes,
  hostedPaymentMethodSchema,
  minuteOfTime,
  onSale,
  openSlotStarts,
  slotTimes,
  slotToastTexts,
  type ValidBookingPaymentBody,
  type MemberTerms,
  type PaymentMethod,
} from '@courtside/shared';
import { phoneInClub } from '#server/lib/club-phone.js';
import { conflict, invalidField, notFound } from '#server/lib/domain-error.js';
import {
  checkActsOnClub,
  toSaleTerms,
  type BookingPlace,
  type ClubActor,
} from '#server/modules/clubs/clubs.service.js';
import type { BookingRules, Caller } from '../booking-rules.js';

export interface BookingRequest {
  caller: Caller;
  method: PaymentMethod;
  /** Validated at the API boundary by bookingPaymentBodySchema. */
  body: ValidBookingPaymentBody;
  idempotencyKey?: string;
}

/** A booking request that passed every rule that needs no court time: ready to claim. */
export interface ValidBooking {
  caller: Caller;
  method: PaymentMethod;
  hosted: boolean;
  /** The request's body, its phones in their stored form (read in the club's country). */
  body: ValidBookingPaymentBody;
  place: BookingPlace;
  /** Booked by the club owner for a customer at the desk. */
  walkIn: boolean;
  /** The UTC start of every half hour the booking occupies. */
  slotStarts: string[];
  startsAt: string;
  endsAt: string;
  /** The player's member terms at the club (null: none, or a walk-in the desk books). */
  member: MemberTerms | null;
}

export const slotUnavailable = () =>
  conflict(conflictCodes.SLOT_UNAVAILABLE, slotToastTexts.notAvailable.message);

/** The owner books for a customer at the desk, named or not. */
const isWalkIn = (body: ValidBooking['body']) =>
  body.walkIn === true || body.customerName !== undefined || body.customerPhone !== undefined;

/** The club sells the sport's games in this length, starting at this time (its sale terms). */
export function checkOnSale(place: BookingPlace, start: number, duration: number) {
  const terms = toSaleTerms(place.club, place.court.sport);
  if (!(terms.lengths as readonly number[]).includes(duration))
    throw invalidField('body.duration', 'The club does not sell games of this length');
  if (!onSale(terms, start, duration))
    throw invalidField('body.startTime', 'Games at this club start on the hour');
}

/** The request's own rules: fields that must agree, who may book for whom, what each method needs. */
async function checkRequest(
  body: ValidBooking['body'],
  method: PaymentMethod,
  place: BookingPlace,
  deskOf: () => Promise<ClubActor>,
) {
  if (place.club.id !== body.clubID) throw notFound('Court');
  const start = minuteOfTime(body.startTime);
  if (slotTimes(start, body.duration).endTime !== body.endTime)
    throw invalidField('body.endTime', 'endTime must be startTime plus the duration');
  checkOnSale(place, start, body.duration);
  const walkIn = isWalkIn(body);
  if (walkIn) checkActsOnClub(place.club, await deskOf(), 'bookings');
  if (walkIn && method !== 'cash')
    throw invalidField('body.customerName', 'Walk-in bookings are paid in cash');
  if (method === 'wallet' && !body.phone)
    throw invalidField('body.phone', 'The mobile wallet needs the payer phone number');
  return walkIn;
}

/**
 * The half hours a slot occupies, as UTC instants; refuses a date beyond the booking horizon (a
 * member's plan may open more days than the public horizon) and
 * a slot the shared slot rule says cannot be booked (past, outside 6 to 22, a skipped hour).
 */
function slotInstants(
  body: ValidBooking['body'],
  timeZone: string,
  now: Date,
  horizonDays: number,
) {
  const lastDate = addDays(clubToday(timeZone, now), horizonDays);
  if (body.date > lastDate)
    throw invalidField('body.date', `Bookings open up to ${horizonDays} days ahead`);
  const slot = {
    date: body.date,
    start: minuteOfTime(body.startTime),
    duration: body.duration,
  };
  const slotStarts = openSlotStarts(slot, timeZone, now);
  if (!slotStarts) throw slotUnavailable();
  return slotStarts;
}

/** The payer's and the walk-in customer's phones, read in the club's country. */
function withPhonesRead(body: ValidBooking['body'], timeZone: string): ValidBooking['body'] {
  const { phone, customerPhone } = body;
  return {
    ...body,
    ...(phone !== undefined && { phone: phoneInClub(phone, timeZone) }),
    ...(customerPhone !== undefined && {
      customerPhone: phoneInClub(customerPhone, timeZone, 'body.customerPhone'),
    }),
  };
}

/** Step 1: everything that can be checked before touching court time or money. */
export async function validateBooking(
  request: BookingRequest,
  deps: {
    placeOf(courtId: string): Promise<BookingPlace | null>;
    /** Who the caller is at clubs: read only for a walk-in, which the club's desk books. */
    actorOf(userId: string): Promise<ClubActor>;
    /** The caller's member terms at the club (none when absent); not read for a walk-in. */
    termsOf?(userId: string, clubId: string): Promise<MemberTerms | null>;
    now: Date;
    rules: BookingRules;
  },
): Promise<ValidBooking> {
  const place = await deps.placeOf(request.body.courtID);
  if (!place) throw notFound('Court');
  const walkIn = await checkRequest(request.body, request.method, place, () =>
    deps.actorOf(request.caller.id),
  );
  const body = withPhonesRead(request.body, place.club.time_zone);
  const member =
    walkIn || !deps.termsOf ? null : await deps.termsOf(request.caller.id, place.club.id);
  // The club's own window within the deployment's, for players (its desk books any day of the
  // deployment's); a member's plan may open more days.
  const publicDays = walkIn
    ? deps.rules.horizonDays
    : Math.min(deps.rules.horizonDays, place.club.booking_window_days);
  const horizonDays = Math.max(publicDays, member?.privileges.horizonDays ?? 0);
  const slotStarts = slotInstants(body, place.club.time_zone, deps.now, horizonDays);
  const startsAt = slotStarts[0]!;
  return {
    caller: request.caller,
    method: request.method,
    hosted: hostedPaymentMethodSchema.safeParse(request.method).success,
    body,
    place,
    walkIn,
    slotStarts,
    startsAt,
    endsAt: new Date(Date.parse(startsAt) + body.duration * 60_000).toISOString(),
    member,
  };
}
