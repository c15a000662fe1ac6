import { addDays, clubHourToUtc, clubToday } from '@courtside/shared';
import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { Database } from '../apps/server/src/db/database.js';
import { newId } from '../apps/server/src/lib/ids.js';
import { callApi } from './api-client.js';
import type { ChildServer } from './child-server.js';

export interface ReportFigures {
  label: string;
  courts: number;
  bookings: number;
  calls: number;
  medianMs: number;
  p95Ms: number;
  maxMs: number;
}

export const reportTargetMs = 300;
const courtCount = 10;
const calls = 30;
const warmUps = 3;
const batch = 400;
const methods = ['cash', 'cash', 'cash', 'coins', 'coins', 'card', 'card', 'wallet'] as const;

/** A small deterministic generator, so every run books the same year. */
function generator(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

interface Club {
  id: string;
  time_zone: string;
  currency: string;
  owner_id: string;
}

/** The demo owner's club, grown to ten courts. */
async function tenCourtClub(db: Kysely<Database>): Promise<{ club: Club; courtIds: string[] }> {
  const club = await db
    .selectFrom('clubs')
    .innerJoin('users', 'users.id', 'clubs.owner_id')
    .select(['clubs.id', 'clubs.time_zone', 'clubs.currency', 'clubs.owner_id'])
    .where('users.username', '=', 'owner')
    .orderBy('clubs.created_at')
    .executeTakeFirstOrThrow();
  const courts = await db
    .selectFrom('courts')
    .select('id')
    .where('club_id', '=', club.id)
    .execute();
  const courtIds = courts.map((court) => court.id);
  for (let number = courtIds.length + 1; number <= courtCount; number += 1) {
    const id = newId();
    await db
      .insertInto('courts')
      .values({
        id,
        club_id: club.id,
        name: `Bench ${number}`,
        sport: 'padel',
        capacity: 4,
        photo: null,
        description: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    courtIds.push(id);
  }
  return { club, courtIds: courtIds.slice(0, courtCount) };
}

function paymentStatus(method: string, started: boolean, cancelled: boolean, random: number) {
  if (cancelled) return method === 'cash' ? 'cancelled' : 'refunded';
  if (method !== 'cash') return 'succeeded';
  if (!started) return 'due_at_club';
  return random < 0.85 ? 'succeeded' : random < 0.95 ? 'due_at_club' : 'no_show';
}

type Row = Record<string, unknown>;

/** One booking and its payment, the way the booking flow would have left them by now. */
function bookingRows(
  club: Club,
  courtId: string,
  slot: { startsAt: string; endsAt: string; duration: number },
  random: () => number,
  now: string,
) {
  const method = methods[Math.floor(random() * methods.length)]!;
  const cancelled = random() < 0.08;
  const amount = 2400 * (slot.duration / 60);
  const paymentId = newId();
  const bookingId = newId();
  const payment: Row = {
    id: paymentId,
    user_id: club.owner_id,
    purpose: 'booking',
    subject_id: bookingId,
    method,
    amount,
    currency: club.currency,
    status: paymentStatus(method, slot.startsAt < now, cancelled, random()),
    payee_club_id: club.id,
    created_at: slot.startsAt,
    updated_at: slot.startsAt,
  };
  const booking: Row = {
    id: bookingId,
    user_id: club.owner_id,
    court_id: courtId,
    starts_at: slot.startsAt,
    ends_at: slot.endsAt,
    duration_minutes: slot.duration,
    status: cancelled ? 'cancelled' : 'confirmed',
    amount,
    currency: club.currency,
    payment_id: paymentId,
    created_at: slot.startsAt,
    cancelled_at: cancelled ? slot.startsAt : null,
  };
  return { booking, payment };
}

/** A court's day: each hour taken two times in three, a third of the bookings 120 minutes. */
function courtDay(club: Club, courtId: string, date: string, random: () => number, now: string) {
  const rows: Array<{ booking: Row; payment: Row }> = [];
  for (let hour = 6; hour < 22; hour += 1) {
    if (random() > 0.66) continue;
    const duration = hour < 21 && random() < 0.3 ? 120 : 60;
    const startsAt = clubHourToUtc(date, hour, club.time_zone);
    const endsAt = clubHourToUtc(date, hour + duration / 60, club.time_zone);
    if (!startsAt || !endsAt) continue;
    rows.push(bookingRows(club, courtId, { startsAt, endsAt, duration }, random, now));
    hour += duration / 60 - 1;
  }
  return rows;
}

/**
 * A year of the club's bookings up to today, written as rows (the report reads rows; placing
 * 40,000 bookings through the API would only slow the set-up).
 */
export async function seedYearOfBookings(
  db: Kysely<Database>,
): Promise<{ from: string; to: string; bookings: number }> {
  const { club, courtIds } = await tenCourtClub(db);
  const to = clubToday(club.time_zone, new Date());
  const from = addDays(to, -364);
  const random = generator(20_261_123);
  const now = new Date().toISOString();
  const rows: Array<{ booking: Row; payment: Row }> = [];
  for (let date = from; date <= to; date = addDays(date, 1))
    for (const courtId of courtIds) rows.push(...courtDay(club, courtId, date, random, now));
  for (let start = 0; start < rows.length; start += batch) {
    const chunk = rows.slice(start, start + batch);
    await db
      .insertInto('payments')
      .values(chunk.map((row) => row.payment) as never)
      .execute();
    await db
      .insertInto('bookings')
      .values(chunk.map((row) => row.booking) as never)
      .execute();
  }
  // A year of rows arrives at once here; in a running club autovacuum would have visited them.
  if (db.getExecutor().adapter instanceof PostgresAdapter)
    await sql`vacuum analyze bookings, payments`.execute(db);
  return { from, to, bookings: rows.length };
}

/** GET /api/owner/report over the year, one call at a time: how long the owner waits. */
export async function measureReport(
  server: ChildServer,
  token: string,
  label: string,
  year: { from: string; to: string; bookings: number },
): Promise<ReportFigures> {
  const path = `/owner/report?from=${year.from}&to=${year.to}`;
  const timings: number[] = [];
  for (let call = 0; call < warmUps + calls; call += 1) {
    const started = performance.now();
    const answer = await callApi(server.url, 'GET', path, { token });
    const took = performance.now() - started;
    if (answer.status !== 200)
      throw new Error(`the report answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    if (call >= warmUps) timings.push(took);
  }
  timings.sort((a, b) => a - b);
  const at = (share: number) =>
    timings[Math.min(timings.length - 1, Math.ceil(share * timings.length) - 1)]!;
  return {
    label,
    courts: courtCount,
    bookings: year.bookings,
    calls,
    medianMs: at(0.5),
    p95Ms: at(0.95),
    maxMs: at(1),
  };
}
