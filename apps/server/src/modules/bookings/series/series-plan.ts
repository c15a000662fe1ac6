import {
  minuteOfTime,
  openSlotStarts,
  regionOfTimeZone,
  seriesDates,
  slotPrice,
  storedPhone,
  type ValidSeriesBody,
} from '@courtside/shared';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.js';
import { phoneInClub } from '#server/lib/club-phone.js';
import { invalidField, notFound } from '#server/lib/domain-error.js';
import { checkClubAccess, type BookingPlace } from '#server/modules/clubs/clubs.service.js';
import type { BookingsDeps } from '../bookings-deps.js';
import { checkOnSale, slotUnavailable } from '../place-booking/validate.js';
import { playerByLogin } from './series.repo.js';

/** One date of a series: its half hours in UTC (null when it can no longer be booked). */
export interface PlannedDate {
  date: string;
  slotStarts: string[] | null;
  amount: number;
}

/** Who the series is for: a player's account, or a customer the club names. */
export type SeriesHolder =
  { kind: 'player'; userId: string } | { kind: 'customer'; name: string; phone: string | null };

export interface SeriesPlan {
  place: BookingPlace;
  body: ValidSeriesBody;
  holder: SeriesHolder;
  currency: string;
  dates: PlannedDate[];
}

async function holderOf(
  db: Kysely<Database>,
  body: ValidSeriesBody,
  timeZone: string,
): Promise<SeriesHolder> {
  if (body.player !== undefined) {
    const phone = storedPhone(body.player, regionOfTimeZone(timeZone));
    const player = await playerByLogin(db, body.player, phone);
    if (!player) throw invalidField('body.player', 'No player with this username or phone');
    return { kind: 'player', userId: player.id };
  }
  const phone = body.customerPhone
    ? phoneInClub(body.customerPhone, timeZone, 'body.customerPhone')
    : null;
  return { kind: 'customer', name: body.customerName!, phone };
}

/** Each date's price: the one the owner typed, or the club's rules for that date and hour. */
function pricerOf(place: BookingPlace, body: ValidSeriesBody) {
  const typed = body.price ?? null;
  if (typed === null && !place.price) throw slotUnavailable();
  return (date: string) =>
    typed ??
    slotPrice(
      { price: place.price!.amount, peaks: place.price!.peaks },
      { date, start: minuteOfTime(body.startTime), duration: body.duration },
    );
}

/**
 * A series as the caller asked it, checked against the court's club (the caller works the
 * desk there) and turned into dated half hours: each date's local start made UTC on its own
 * day, so a change of clocks inside the season keeps the local time.
 */
export async function planSeries(
  { db, clubs, clock }: Pick<BookingsDeps, 'db' | 'clubs' | 'clock'>,
  callerId: string,
  body: ValidSeriesBody,
): Promise<SeriesPlan> {
  const place = await clubs.bookingPlace(body.courtId);
  if (!place) throw notFound('Court');
  await checkClubAccess(db, place.club, callerId, 'bookings');
  if (place.court.retired_at !== null) throw slotUnavailable();
  checkOnSale(place, minuteOfTime(body.startTime), body.duration);
  const timeZone = place.club.time_zone;
  const holder = await holderOf(db, body, timeZone);
  const priceOf = pricerOf(place, body);
  const now = clock.now();
  const slot = { start: minuteOfTime(body.startTime), duration: body.duration };
  const dates = seriesDates(body).map((date) => ({
    date,
    slotStarts: openSlotStarts({ ...slot, date }, timeZone, now),
    amount: priceOf(date),
  }));
  if (dates.length === 0) throw invalidField('body.weekday', 'The season has no such weekday');
  return {
    place,
    body,
    holder,
    currency: place.price?.currency ?? place.club.currency,
    dates,
  };
}
