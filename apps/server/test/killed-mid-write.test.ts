import type { BookingPaymentResponse } from '@courtside/shared';
import { sql } from 'kysely';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.js';
import { createDatabase } from '#server/db/dialect.js';
import { migrateToLatest } from '#server/db/migrate.js';
import { clubDateIn, bookingBody, type TestCourt } from './helpers/booking-fixtures.js';
import { aClub, type TestUser } from './helpers/builders.js';
import { startServerProcess, type ServerProcess } from './helpers/start-server-process.js';
import { createTestDatabase, testDialect, type TestDatabase } from './helpers/test-database.js';

const workers = 8;
const killAfterAcknowledged = 40;

/** Every free hour of the courts over the coming days, one booking each. */
function slots(courts: readonly TestCourt[]) {
  const all: Array<{ court: TestCourt; date: string; hour: number }> = [];
  for (let day = 1; day <= 10; day++)
    for (const court of courts)
      for (let hour = 8; hour <= 21; hour++)
        all.push({ court, date: clubDateIn(day, court.timeZone), hour });
  return all;
}

/**
 * A process killed in the middle of writing (SIGKILL, nothing runs on the way out) must lose
 * no booking it answered 201 for, and must leave no booking without its court hours and its
 * payment, nor court hours without their booking.
 */
describe(`a server killed mid-write, ${testDialect}`, () => {
  let database: TestDatabase;
  let db: ReturnType<typeof createDatabase>;
  let server: ServerProcess | undefined;
  let owner: TestUser;
  let courts: TestCourt[];
  let jwtSecret: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = createDatabase(database.target);
    await migrateToLatest(db);
    jwtSecret = randomBytes(32).toString('hex');
    // Only to build the rows and sign the owner's token with the server process's secret.
    const app = await buildApp({
      db,
      jwtSecret,
      logLevel: 'silent',
      holdSweepMs: 0,
      paymentsSandbox: true,
    });
    const club = await aClub(
      { app, db },
      { courts: ['Padel 1', 'Padel 2', 'Padel 3', 'Padel 4'].map((name) => ({ name })) },
    );
    await app.close();
    owner = club.owner;
    courts = club.courts;
  });
  afterAll(async () => {
    await server?.kill();
    await db.destroy();
    await database.drop();
  });

  it('keeps every booking it acknowledged, each whole', async () => {
    const running = await startServerProcess(database.target, jwtSecret);
    server = running;
    const queue = slots(courts);
    const acknowledged: string[] = [];
    let killed: Promise<void> | null = null;
    // Walk-in bookings by the owner, paid at the desk: no per-player limit stops the stream.
    const book = async ({ court, date, hour }: (typeof queue)[number]) => {
      const response = await fetch(`${running.url}/api/booking/payment/cash`, {
        method: 'POST',
        headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
        body: JSON.stringify(bookingBody(court, date, hour, 60, { customerName: 'Walk-in' })),
      });
      expect(response.status).toBe(201);
      return ((await response.json()) as BookingPaymentResponse).booking.id;
    };
    const worker = async () => {
      for (let slot = queue.shift(); slot && !killed; slot = queue.shift()) {
        let id: string;
        try {
          id = await book(slot);
        } catch (error) {
          if (killed) return; // a request the kill cut off: never acknowledged
          throw error;
        }
        acknowledged.push(id);
        // The others still have requests in flight when the process goes.
        if (acknowledged.length === killAfterAcknowledged) killed = running.kill();
      }
    };
    await Promise.all(Array.from({ length: workers }, worker));
    await killed;
    expect(acknowledged.length).toBeGreaterThanOrEqual(killAfterAcknowledged);

    const bookings = await db
      .selectFrom('bookings')
      .select(['id', 'payment_id', 'status'])
      .execute();
    const stored = new Set(bookings.map((booking) => booking.id));
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    expect(bookings.every((booking) => booking.status === 'confirmed')).toBe(true);

    const claims = await db.selectFrom('court_claims').select('owner_id').execute();
    const payments = await db.selectFrom('payments').select(['id', 'status']).execute();
    // Each stored booking holds both half hours of its hour, and nothing else holds any.
    const twice = [...stored].flatMap((id) => [id, id]);
    expect(claims.map((claim) => claim.owner_id).sort()).toEqual(twice.sort());
    expect(payments.map((payment) => payment.id).sort()).toEqual(
      bookings.map((booking) => booking.payment_id).sort(),
    );
    expect(payments.every((payment) => payment.status === 'due_at_club')).toBe(true);
    if (testDialect === 'sqlite') {
      const check = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db);
      expect(check.rows).toEqual([{ integrity_check: 'ok' }]);
    }
  }, 60_000);
});
