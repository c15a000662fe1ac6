import type { InsertObject, Insertable, Kysely, Transaction } from 'kysely';
import type { Database } from '../db/database.js';
import type { Clock } from '../lib/clock.js';
import { hashPassword } from '../modules/auth/password.js';
import {
  addActivities,
  addBookings,
  addChampionships,
  addCoinsAndNotifications,
  addMatches,
} from './build-calendar.js';
import { addCatalog, addClubs, addPeople } from './build-directory.js';
import { demoPassword } from './demo-people.js';
import { insertOrder, WorldBuilder, type DemoWorld, type SeededTable } from './world.js';

export { demoAccounts, demoPassword, demoPeople } from './demo-people.js';

/** Rows per insert: well under SQLite's bound-parameter limit for our widest table. */
const chunkSize = 200;

/**
 * Fills an empty database with the demo world (issue 2, item 4): clubs in Madrid, their
 * courts and prices, the demo accounts, and bookings, matches, championships and
 * activities dated from `clock.now()`. A database that already has users is left alone.
 */
export async function seedDemoWorld(db: Kysely<Database>, clock: Clock): Promise<void> {
  if (await hasUsers(db)) return;
  // One hash for every account: argon2id is deliberately slow.
  const world = buildDemoWorld(clock.now(), await hashPassword(demoPassword));
  await db.transaction().execute(async (trx) => {
    // Checked again inside: another server process may have seeded while we hashed (one
    // seeding at the very same moment fails on the unique usernames and rolls back whole).
    if (await hasUsers(trx)) return;
    for (const table of insertOrder) await insertRows(trx, table, world[table]);
  });
}

function buildDemoWorld(now: Date, passwordHash: string): DemoWorld {
  const builder = new WorldBuilder(now);
  addPeople(builder, passwordHash);
  addClubs(builder);
  addCatalog(builder);
  addBookings(builder);
  addActivities(builder);
  addChampionships(builder);
  addMatches(builder);
  addCoinsAndNotifications(builder);
  builder.openCoinAccounts();
  return builder.world;
}

async function hasUsers(db: Kysely<Database>): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirst();
  return Number(row?.count ?? 0) > 0;
}

async function insertRows<T extends SeededTable>(
  trx: Transaction<Database>,
  table: T,
  rows: readonly Insertable<Database[T]>[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += chunkSize) {
    await trx
      .insertInto(table)
      .values(rows.slice(start, start + chunkSize) as InsertObject<Database, T>[])
      .execute();
  }
}
