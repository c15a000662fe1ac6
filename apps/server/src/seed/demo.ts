import type { InsertObject, Insertable, Kysely } from 'kysely';
import type { Database } from '#server/db/database.js';
import type { Clock } from '#server/lib/clock.js';
import { addChampionships } from './build-championships.js';
import { inTransaction, type Tx } from '#server/db/transaction.js';
import { hashPassword } from '#server/modules/auth/password.js';
import { addActivities, addMatches, creditCoins, placeBookings } from './build-calendar.js';
import { addCatalog, addClubs, addPeople } from './build-directory.js';
import { demoPassword } from './demo-people.js';
import { demoServices } from './demo-services.js';
import { insertOrder, WorldBuilder, type SeededTable } from './world.js';

export { demoAccounts, demoPassword, demoPeople } from './demo-people.js';

/** Rows per insert: well under SQLite's bound-parameter limit for our widest table. */
const chunkSize = 200;

/**
 * Fills an empty database with the demo world (issue 2, item 4): clubs in Madrid, their
 * courts and prices, the demo accounts, and bookings, matches, championships and
 * activities dated from `clock.now()`. A database that already has users is left alone.
 *
 * The world goes through the repositories and services the API uses: the directory in one
 * transaction, then bookings and coins as players and owners make them, then the features
 * that have no module yet as rows, their court hours claimed through court time, then
 * activities and matches through their services.
 */
export async function seedDemoWorld(db: Kysely<Database>, clock: Clock): Promise<void> {
  if (await hasUsers(db)) return;
  // One hash for every account: argon2id is deliberately slow.
  const passwordHash = await hashPassword(demoPassword);
  const builder = new WorldBuilder(clock.now());
  const seeded = await inTransaction(db, async (tx) => {
    // Checked again inside: another server process may have seeded while we hashed.
    if (await hasUsers(tx.db)) return false;
    await addPeople(builder, tx.db, passwordHash);
    await addClubs(builder, tx.db);
    await addCatalog(builder, tx.db);
    return true;
  }).catch(async (error: unknown) => {
    // Processes on one SQLite file (PostgreSQL ones wait for each other: db/start-up-lock.ts)
    // can seed at the very same moment: the later write fails, and the world is there.
    if (await hasUsers(db)) return false;
    throw error;
  });
  if (!seeded) return;

  // Everything the demo people did was booked and paid at the start of their history.
  const services = demoServices(db, new Date(builder.since));
  await placeBookings(builder, services);
  await creditCoins(builder, db, services);
  await addChampionships(builder, services);
  await inTransaction(db, async (tx) => {
    for (const table of insertOrder) await insertRows(tx, table, builder.world[table]);
  });
  await addActivities(builder, db, services);
  await addMatches(builder, services);
}

async function hasUsers(db: Kysely<Database>): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirst();
  return Number(row?.count ?? 0) > 0;
}

async function insertRows<T extends SeededTable>(
  tx: Tx,
  table: T,
  rows: readonly Insertable<Database[T]>[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += chunkSize) {
    await tx.db
      .insertInto(table)
      .values(rows.slice(start, start + chunkSize) as InsertObject<Database, T>[])
      .execute();
  }
}
