import { sql, type Kysely } from 'kysely';
import { allowNumbers } from './check-lists.js';

/* Court time in half hours (docs/decisions.md, "Court time in half hours"):
 * - court_claims.hour_start becomes slot_start: one claim per court and half hour, so a
 *   90-minute game from 19:30 and a booking from 21:00 meet without overlapping. Every claimed
 *   hour becomes its two halves: what held 19:00–20:00 holds 19:00–19:30 and 19:30–20:00.
 * - clubs.{padel,football}_lengths: the game lengths a club sells for the sport, in minutes
 *   ('60,120', the spec's, for every club), and {padel,football}_start_every: 60 (games start
 *   on the hour, the spec's) or 30 (on the hour and the half hour).
 * - bookings.duration_minutes and matches.duration_minutes take 90 as well as 60 and 120. */

const halfHourMs = 30 * 60_000;
const batch = 200;

/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table court_claims rename column hour_start to slot_start`.execute(db);
  const hours = await db
    .selectFrom('court_claims')
    .select(['court_id', 'slot_start', 'owner_kind', 'owner_id', 'held_until'])
    .execute();
  const secondHalves = hours.map((row) => ({
    ...row,
    slot_start: new Date(Date.parse(row.slot_start) + halfHourMs).toISOString(),
  }));
  for (let index = 0; index < secondHalves.length; index += batch)
    await db
      .insertInto('court_claims')
      .values(secondHalves.slice(index, index + batch))
      .execute();

  await allowNumbers(db, 'bookings', 'duration_minutes', [90]);
  await allowNumbers(db, 'matches', 'duration_minutes', [90]);
  for (const sport of ['padel', 'football']) {
    await db.schema
      .alterTable('clubs')
      .addColumn(`${sport}_lengths`, 'text', (c) => c.notNull().defaultTo('60,120'))
      .execute();
    await db.schema
      .alterTable('clubs')
      .addColumn(`${sport}_start_every`, 'integer', (c) => c.notNull().defaultTo(60))
      .execute();
  }
}
