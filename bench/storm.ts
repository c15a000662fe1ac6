import { clubHourToUtc, slotToastTexts } from '@courtside/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../apps/server/src/db/database.js';
import { bookingBody } from '../apps/server/test/helpers/booking-fixtures.js';
import { payBooking, registerPlayers } from './api-client.js';
import type { Slot } from './slots.js';

export interface StormFigures {
  requests: number;
  /** Distinct bookings the answers created. */
  created: number;
  /** The winner's own repeats of its request, answered with its booking again. */
  repeats: number;
  /** 409s whose message is the 'Already Booked' the client shows. */
  alreadyBooked: number;
  /** Any other answer: a 409 with another message, a 500, a timeout… */
  other: number;
  elapsedMs: number;
  /** Claims and live bookings the database holds for the court hour afterwards. */
  claimsInDatabase: number;
  bookingsInDatabase: number;
  /** The one claim belongs to the one booking, not to a request that lost. */
  claimHeldByBooking: boolean;
  /** Exactly one booking and every other request a clean 409, in the answers and the rows. */
  passed: boolean;
}

const requests = 200;
const players = 20;

/**
 * (c) 200 requests for one court hour at once, from 20 players paying by cash or card, over
 * real HTTP: the database alone must let exactly one booking through. The winner's own
 * repeats of its request answer its booking again (starting a payment is idempotent).
 */
export async function runStorm(
  baseUrl: string,
  db: Kysely<Database>,
  slot: Slot,
): Promise<StormFigures> {
  const tokens = await registerPlayers(baseUrl, players);
  const body = bookingBody(slot.court, slot.date, slot.hour);
  const started = performance.now();
  const answers = await Promise.allSettled(
    Array.from({ length: requests }, (_, i) =>
      payBooking(baseUrl, tokens[i % players] as string, i % 2 ? 'cash' : 'card', body),
    ),
  );
  const elapsedMs = performance.now() - started;

  const { bookings, alreadyBooked } = tally(answers);
  const rows = await rowsOfHour(db, slot);
  const created = bookings.size;
  const answered = [...bookings.values()].reduce((sum, count) => sum + count, 0);
  return {
    requests,
    created,
    repeats: answered - created,
    alreadyBooked,
    other: requests - answered - alreadyBooked,
    elapsedMs,
    ...rows,
    passed:
      created === 1 &&
      alreadyBooked === requests - answered &&
      rows.claimsInDatabase === 1 &&
      rows.bookingsInDatabase === 1 &&
      rows.claimHeldByBooking,
  };
}

/** How many answers named each booking, and how many were 'Already Booked'. */
function tally(answers: PromiseSettledResult<{ status: number; body: unknown }>[]) {
  const bookings = new Map<string, number>();
  let alreadyBooked = 0;
  for (const answer of answers) {
    if (answer.status !== 'fulfilled') continue;
    const { status, body } = answer.value as {
      status: number;
      body: { booking?: { id: string }; message?: string };
    };
    if (status === 201 && body.booking)
      bookings.set(body.booking.id, (bookings.get(body.booking.id) ?? 0) + 1);
    if (status === 409 && body.message === slotToastTexts.alreadyBooked.message) alreadyBooked += 1;
  }
  return { bookings, alreadyBooked };
}

async function rowsOfHour(db: Kysely<Database>, slot: Slot) {
  const slotStart = clubHourToUtc(slot.date, slot.hour, slot.court.timeZone);
  if (slotStart === null) throw new Error(`${slot.date} ${slot.hour}:00 does not exist`);
  const claims = await db
    .selectFrom('court_claims')
    .select('owner_id')
    .where('court_id', '=', slot.court.courtId)
    .where('slot_start', '=', slotStart)
    .execute();
  // A card winner holds the hour until the checkout ends; cash confirms at once. Both count.
  const bookings = await db
    .selectFrom('bookings')
    .select('id')
    .where('court_id', '=', slot.court.courtId)
    .where('starts_at', '=', slotStart)
    .where('status', 'in', ['held', 'confirmed'])
    .execute();
  return {
    claimsInDatabase: claims.length,
    bookingsInDatabase: bookings.length,
    claimHeldByBooking: claims[0] !== undefined && claims[0].owner_id === bookings[0]?.id,
  };
}
