import type { AuthResponse, BookingPaymentResponse } from '@courtside/shared';
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingBody, clubDateIn, type TestCourt } from './helpers/booking-fixtures.js';
import { buildServer, startBuiltServer, type BuiltServer } from './helpers/built-server.js';
import { openEventStream } from './helpers/event-stream-client.js';
import { call, ownPadelCourts, signInDemo, type Answer } from './helpers/http-call.js';
import { startStallableProxy, type StallableProxy } from './helpers/stallable-proxy.js';
import { createTestDatabase, testDialect, type TestDatabase } from './helpers/test-database.js';

/** What a client saw of one request: the status (0 when nothing answered) and its 503's parts. */
interface Seen {
  status: number;
  retryAfter: string | null;
  code: unknown;
  sentAt: number;
  answeredAt: number;
}

/** Sends one request and notes what came back, and when it was sent and answered. */
async function observe(send: () => Promise<Answer<unknown>>): Promise<Seen> {
  const sentAt = performance.now();
  const answer = await send().catch(() => null);
  return {
    status: answer?.status ?? 0,
    retryAfter: answer?.headers.get('retry-after') ?? null,
    code: (answer?.body as { code?: unknown } | null)?.code,
    sentAt,
    answeredAt: performance.now(),
  };
}

/**
 * What a PostgreSQL restart, a failover or a managed database's maintenance does to running
 * processes: their connections are ended by the server (pg_terminate_backend), then the
 * database is gone for a few seconds (a relay between the processes and PostgreSQL resets
 * every connection and refuses new ones). Two built server processes serve bookings and reads
 * throughout: each stays up, answers 503 with Retry-After while it cannot reach the database,
 * loses nothing it acknowledged, and serves again within a second of the database's return;
 * live notifications (the LISTEN connection) and the job queue (pg-boss) come back too.
 */
describe.runIf(testDialect === 'postgres')('a database connection that drops', () => {
  let database: TestDatabase;
  let relay: StallableProxy;
  let admin: pg.Client;
  let databaseName: string;
  const servers: BuiltServer[] = [];
  let owner: string;
  let courts: TestCourt[];

  beforeAll(async () => {
    await buildServer();
    database = await createTestDatabase();
    if (database.target.dialect !== 'postgres') throw new Error('PostgreSQL only');
    const direct = new URL(database.target.connectionString);
    databaseName = direct.pathname.slice(1);
    admin = new pg.Client({ connectionString: direct.toString() });
    await admin.connect();
    relay = await startStallableProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const throughRelay = new URL(direct);
    throughRelay.host = `127.0.0.1:${relay.port}`;
    const env = {
      DATABASE_URL: throughRelay.toString(),
      JWT_SECRET: randomBytes(32).toString('hex'),
      SEED_DEMO: 'true',
      DATABASE_POOL_SIZE: '5',
      SHUTDOWN_TIMEOUT_MS: '2000',
      // The background jobs fall due every second, so the queue's return shows at once.
      SWEEP_INTERVAL_SECONDS: '1',
    };
    // One first, so that the second finds the database migrated and seeded.
    servers.push(await startBuiltServer(env));
    servers.push(await startBuiltServer(env));
    owner = await signInDemo(servers[0]!.url, 'owner');
    courts = await ownPadelCourts(servers[0]!.url, owner);
    expect(courts.length).toBeGreaterThanOrEqual(2);
  }, 120_000);

  afterAll(async () => {
    relay?.restore();
    await Promise.all(servers.map((server) => server.stop('SIGTERM')));
    await admin?.end();
    await relay?.close();
    await database?.drop();
  }, 30_000);

  /** Ends every connection of the app's database but the test's own, as the server would. */
  async function terminateAppConnections(): Promise<number> {
    const ended = await admin.query<{ ended: boolean }>(
      `select pg_terminate_backend(pid) as ended
         from (select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()) app`,
      [databaseName],
    );
    return ended.rows.filter((row) => row.ended).length;
  }

  /** When the latest job the queue completed was completed, by the database's clock. */
  async function lastJobCompleted(): Promise<number> {
    const { rows } = await admin.query<{ at: Date | null }>(
      `select max(completed_on) as at from pgboss.job where state = 'completed'`,
    );
    return rows[0]?.at?.getTime() ?? 0;
  }

  it('keeps every process up, answers 503 meanwhile, loses nothing and serves again at once', async () => {
    const slots: Array<{ court: TestCourt; date: string; hour: number }> = [];
    for (let day = 30; day <= 50; day++)
      for (const court of courts)
        for (let hour = 8; hour <= 21; hour++)
          slots.push({ court, date: clubDateIn(day, court.timeZone), hour });
    const answers: Seen[] = [];
    const acknowledged: string[] = [];
    let sending = true;
    // A client as the app is one: a booking that answered 503 is sent again with its key.
    const client = async (index: number) => {
      const base = servers[index % servers.length]!.url;
      let slot = slots.shift();
      const key = () => `fault-${slot!.court.courtId}-${slot!.date}-${slot!.hour}`;
      while (sending && slot) {
        const bookingKey = key();
        const body = bookingBody(slot.court, slot.date, slot.hour, 60, { customerName: 'Walk-in' });
        let bookingId: string | undefined;
        const booked = await observe(async () => {
          const answer = await call<BookingPaymentResponse>(base, '/api/booking/payment/cash', {
            token: owner,
            body,
            headers: { 'idempotency-key': bookingKey },
          });
          if (answer.status === 201) bookingId = answer.body.booking.id;
          return answer;
        });
        answers.push(booked);
        if (bookingId) {
          acknowledged.push(bookingId);
          slot = slots.shift();
        }
        const read = await observe(() => call(base, '/api/user/club/all', { token: owner }));
        answers.push(read);
        if (booked.status !== 201 || read.status !== 200) await sleep(100);
      }
    };
    const clients = Promise.all(Array.from({ length: 8 }, (_, index) => client(index)));

    await expect.poll(() => acknowledged.length, { timeout: 20_000 }).toBeGreaterThan(10);
    // Mid-query, mid-transaction and idle connections alike, the LISTEN and the queue's too.
    expect(await terminateAppConnections()).toBeGreaterThan(0);
    await sleep(1_500);
    expect(await terminateAppConnections()).toBeGreaterThan(0);
    await sleep(1_000);

    const cutAt = performance.now();
    relay.cut();
    await sleep(3_000);
    relay.restore();
    const restoredAt = performance.now();
    const restoredAtClock = Date.now();

    // Each process serves a read again within a second of the database's return.
    const backAfter = await Promise.all(
      servers.map(async (server) => {
        for (;;) {
          const answer = await call(server.url, '/api/user/club/all', { token: owner }).catch(
            () => null,
          );
          if (answer?.status === 200) return performance.now() - restoredAt;
          if (!server.running() || performance.now() - restoredAt > 10_000) return Infinity;
          await sleep(25);
        }
      }),
    );
    await sleep(1_500);
    sending = false;
    await clients;

    for (const server of servers) expect(server.running(), server.output()).toBe(true);
    const statuses = new Set(answers.map((answer) => answer.status));
    expect([...statuses].sort()).toEqual(expect.arrayContaining([200, 201, 503]));
    expect([...statuses].filter((status) => ![200, 201, 503].includes(status))).toEqual([]);
    const unavailable = answers.filter((answer) => answer.status === 503);
    for (const answer of unavailable) {
      expect(Number(answer.retryAfter)).toBeGreaterThan(0);
      expect(answer.code).toBe('SERVICE_UNAVAILABLE');
    }
    // What was asked and answered while the database was gone answered 503.
    const duringCut = answers.filter((a) => a.sentAt > cutAt && a.answeredAt < restoredAt);
    expect(duringCut.length).toBeGreaterThan(0);
    expect(duringCut.every((answer) => answer.status === 503)).toBe(true);
    for (const ms of backAfter) expect(ms).toBeLessThan(1_000);

    const stored = await admin.query<{ id: string; status: string }>(
      'select id, status from bookings where id = any($1)',
      [acknowledged],
    );
    expect(stored.rows).toHaveLength(acknowledged.length);
    expect(stored.rows.every((row) => row.status === 'confirmed')).toBe(true);

    // The job queue runs jobs again.
    await expect.poll(lastJobCompleted, { timeout: 15_000 }).toBeGreaterThan(restoredAtClock);

    // A notification written on one process reaches a live stream held on the other.
    const tag = `${Date.now()}`.slice(-7);
    const signedUp = await call<AuthResponse>(servers[0]!.url, '/api/auth/register', {
      body: {
        Name: 'Fault Player',
        username: `fault${tag}`,
        phone: `+3461${tag}`,
        password: 'secret-pass-1',
        isPadel: true,
        isFootball: false,
      },
    });
    expect(signedUp.status, JSON.stringify(signedUp.body)).toBe(201);
    const { token } = signedUp.body;
    const stream = await openEventStream(
      `${servers[1]!.url}/api/user/me/notifications/stream`,
      token,
    );
    try {
      expect(await stream.next()).toEqual({ event: 'unread', data: { unread: 0 } });
      const slot = slots.pop()!;
      const booked = await call(servers[0]!.url, '/api/booking/payment/cash', {
        token,
        body: bookingBody(slot.court, slot.date, slot.hour),
      });
      expect(booked.status, JSON.stringify(booked.body)).toBe(201);
      expect(await stream.next(8_000)).toEqual({ event: 'unread', data: { unread: 1 } });
    } finally {
      stream.close();
    }
  }, 120_000);
});
