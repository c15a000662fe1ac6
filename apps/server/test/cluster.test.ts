import type { AuthResponse, BookingPaymentResponse } from '@courtside/shared';
import { randomBytes, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '#server/db/dialect.js';
import { bookingBody, clubDateIn, type TestCourt } from './helpers/booking-fixtures.js';
import {
  buildServer,
  databaseUrlOf,
  startBuiltServer,
  type BuiltServer,
} from './helpers/built-server.js';
import { openEventStream } from './helpers/event-stream-client.js';
import { call, ownPadelCourts, signInDemo } from './helpers/http-call.js';
import { aPicture, asFile, multipartBody } from './helpers/multipart.js';
import { startRoundRobinProxy, type RoundRobinProxy } from './helpers/round-robin-proxy.js';
import { createTestDatabase, testDialect, type TestDatabase } from './helpers/test-database.js';

// CI passes an empty TEST_REDIS_URL when the machine runs no Redis.
const redisUrl = process.env.TEST_REDIS_URL || null;
// Pictures in a shared folder with one carrier, in the database with the other.
const carriers = [
  { label: 'notifications over PostgreSQL NOTIFY', redis: null, storage: 'folder' },
  ...(redisUrl
    ? [
        {
          label: 'notifications over Redis, pictures in the database',
          redis: redisUrl,
          storage: 'database',
        },
      ]
    : []),
];
const processes = 3;
/** The line a process logs for each lapsed hold its sweep took up. */
const sweptHold = /"msg":"lapsed hold swept"/;

/**
 * The product as a deployment runs it: three built server processes started at once on one
 * fresh PostgreSQL database (they migrate and seed under a lock), behind a round-robin proxy.
 * What one process does, the others see at once; a slot is sold once however many processes
 * are asked for it; and a process killed in the middle loses nothing it acknowledged.
 */
describe.runIf(testDialect === 'postgres')('a cluster of server processes', () => {
  beforeAll(() => buildServer(), 60_000);

  describe.each(carriers)('three processes behind a proxy, $label', ({ redis, storage }) => {
    let database: TestDatabase;
    let db: ReturnType<typeof createDatabase>;
    let uploads: string;
    const servers: BuiltServer[] = [];
    let proxy: RoundRobinProxy;
    let owner: string;
    let courts: TestCourt[];

    beforeAll(async () => {
      database = await createTestDatabase();
      uploads = mkdtempSync(join(tmpdir(), 'courtside-cluster-'));
      const env = {
        DATABASE_URL: databaseUrlOf(database.target),
        JWT_SECRET: randomBytes(32).toString('hex'),
        SEED_DEMO: 'true',
        UPLOADS_DIR: uploads,
        UPLOADS_STORAGE: storage,
        LOG_LEVEL: 'info',
        DATABASE_POOL_SIZE: '5',
        SHUTDOWN_TIMEOUT_MS: '2000',
        // The background jobs fall due every second, in each of the three processes.
        SWEEP_INTERVAL_SECONDS: '1',
        ...(redis ? { REDIS_URL: redis, REDIS_NAMESPACE: `courtside-cluster-${process.pid}` } : {}),
      };
      const started = await Promise.allSettled(
        Array.from({ length: processes }, () => startBuiltServer(env, { record: sweptHold })),
      );
      for (const result of started) if (result.status === 'fulfilled') servers.push(result.value);
      const failures = started.flatMap((result) =>
        result.status === 'rejected' ? [String(result.reason).slice(0, 1500)] : [],
      );
      expect(failures).toEqual([]);
      proxy = await startRoundRobinProxy(servers.map((server) => server.url));
      db = createDatabase(database.target);

      owner = await signInDemo(proxy.url, 'owner');
      courts = await ownPadelCourts(proxy.url, owner);
      expect(courts.length).toBeGreaterThanOrEqual(2);
    }, 90_000);

    afterAll(async () => {
      await proxy?.close();
      await Promise.all(servers.map((server) => server.stop('SIGTERM')));
      await db?.destroy();
      await database?.drop();
      rmSync(uploads, { recursive: true, force: true });
    }, 30_000);

    /** An owner's walk-in, paid at the desk: no per-player limit stops a storm of them. */
    const walkIn = (base: string, court: TestCourt, date: string, hour: number) =>
      call<BookingPaymentResponse>(base, '/api/booking/payment/cash', {
        token: owner,
        body: bookingBody(court, date, hour, 60, { customerName: 'Walk-in' }),
      });

    it('sells a slot asked for by many at once through every process exactly once', async () => {
      const court = courts[0]!;
      const date = clubDateIn(40, court.timeZone);
      const answers = await Promise.all(
        Array.from({ length: 24 }, () => walkIn(proxy.url, court, date, 10)),
      );
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses.filter((status) => status === 201)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(23);
      expect(proxy.handed().every((count) => count > 0)).toBe(true);

      const booked = answers.find((answer) => answer.status === 201)!.body.booking;
      const stored = await db
        .selectFrom('bookings')
        .select('id')
        .where('court_id', '=', court.courtId)
        .where('status', 'in', ['held', 'confirmed'])
        .where('starts_at', '=', (await startOf(booked.id)).starts_at)
        .execute();
      expect(stored.map((row) => row.id)).toEqual([booked.id]);
    });

    const startOf = (bookingId: string) =>
      db
        .selectFrom('bookings')
        .select(['starts_at', 'court_id'])
        .where('id', '=', bookingId)
        .executeTakeFirstOrThrow();

    it('makes one booking and one payment of one Idempotency-Key sent to two processes at once', async () => {
      const player = await signInDemo(proxy.url, 'player');
      const court = courts[1]!;
      const key = `cluster-${randomUUID()}`;
      const body = bookingBody(court, clubDateIn(41, court.timeZone), 12);
      const answers = await Promise.all(
        servers.slice(0, 2).map((server) =>
          call<BookingPaymentResponse>(server.url, '/api/booking/payment/card', {
            token: player,
            body,
            headers: { 'idempotency-key': key },
          }),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
      const [first, second] = answers.map((answer) => answer.body.booking.id);
      expect(second).toBe(first);

      const payments = await db
        .selectFrom('payments')
        .select('subject_id')
        .where('idempotency_key', '=', key)
        .execute();
      expect(payments).toEqual([{ subject_id: first }]);
      const { starts_at } = await startOf(first!);
      const bookings = await db
        .selectFrom('bookings')
        .select('id')
        .where('court_id', '=', court.courtId)
        .where('starts_at', '=', starts_at)
        .execute();
      expect(bookings).toEqual([{ id: first }]);
    });

    it('brings a notification written on one process to a live stream held on another, through the proxy', async () => {
      const tag = `${Date.now()}`.slice(-7);
      const signedUp = await call<AuthResponse>(proxy.url, '/api/auth/register', {
        body: {
          Name: 'Cluster Player',
          username: `cluster${tag}${redis ? 'r' : 'p'}`,
          phone: `+3461${redis ? '2' : '3'}${tag.slice(-6)}`,
          password: 'secret-pass-1',
          isPadel: true,
          isFootball: false,
        },
      });
      expect(signedUp.status, JSON.stringify(signedUp.body)).toBe(201);
      const { token } = signedUp.body;

      const before = proxy.handed();
      const stream = await openEventStream(`${proxy.url}/api/user/me/notifications/stream`, token);
      try {
        // Streamed unbuffered: the first event arrives while the stream stays open.
        expect(await stream.next()).toEqual({ event: 'unread', data: { unread: 0 } });
        const holder = proxy.handed().findIndex((count, index) => count > before[index]!);
        const other = servers[(holder + 1) % servers.length]!;
        const court = courts[0]!;
        const booked = await call(other.url, '/api/booking/payment/cash', {
          token,
          body: bookingBody(court, clubDateIn(42, court.timeZone), 15),
        });
        expect(booked.status, JSON.stringify(booked.body)).toBe(201);
        expect(await stream.next()).toEqual({ event: 'unread', data: { unread: 1 } });
      } finally {
        stream.close();
      }
    });

    it('refuses a booking of a court on every process as soon as another retired it', async () => {
      const added = await call<{ id: string }>(proxy.url, '/api/owner/court', {
        token: owner,
        body: {
          name: `Retiring ${redis ? 'R' : 'P'}`,
          type: 'padel',
          capacity: 4,
          courtType: 'covered',
          price: 2000,
          peaks: [],
        },
      });
      expect(added.status, JSON.stringify(added.body)).toBe(201);
      const court = {
        ...courts[0]!,
        courtId: added.body.id,
        name: `Retiring ${redis ? 'R' : 'P'}`,
      };
      const date = clubDateIn(43, court.timeZone);
      // Every process now keeps the court's place (its club and prices) for a second.
      for (const server of servers) {
        const day = await call(server.url, `/api/booking/court/${court.courtId}?date=${date}`, {
          token: owner,
        });
        expect(day.status).toBe(200);
      }
      const retired = await call(servers[0]!.url, `/api/owner/court/${court.courtId}/retire`, {
        token: owner,
        body: {},
      });
      expect(retired.status, JSON.stringify(retired.body)).toBe(200);
      const elsewhere = await Promise.all(
        servers.slice(1).map((server) => walkIn(server.url, court, date, 9)),
      );
      expect(elsewhere.map((answer) => answer.status)).toEqual([409, 409]);
      for (const answer of elsewhere)
        expect(['COURT_RETIRED', 'SLOT_UNAVAILABLE']).toContain(
          (answer.body as unknown as { code: string }).code,
        );
    });

    it('serves a court photo received by one process from every process', async () => {
      const { payload, headers } = multipartBody({ photo: asFile(await aPicture('jpeg')) });
      const sent = await fetch(`${servers[0]!.url}/api/owner/court/${courts[1]!.courtId}/photo`, {
        method: 'PUT',
        headers: { ...headers, authorization: `Bearer ${owner}` },
        body: payload,
      });
      expect(sent.status).toBe(200);
      const { photo } = (await sent.json()) as { photo: string };
      for (const server of servers) {
        const served = await fetch(`${server.url}${photo}`);
        expect(served.status).toBe(200);
        expect(served.headers.get('content-type')).toBe('image/webp');
      }
      // Kept where the configuration says, and only there.
      const rows = await db.selectFrom('upload_blobs').select('key').execute();
      expect(rows.length > 0).toBe(storage === 'database');
    });

    it('sweeps each lapsed hold in exactly one process, though all three run the sweep', async () => {
      const tag = `${Date.now()}`.slice(-6);
      const players = await Promise.all(
        Array.from({ length: 6 }, async (_, index) => {
          const signedUp = await call<AuthResponse>(proxy.url, '/api/auth/register', {
            body: {
              Name: 'Holding Player',
              username: `holder${index}${tag}${redis ? 'r' : 'p'}`,
              phone: `+3462${index}${redis ? '2' : '3'}${tag.slice(-5)}`,
              password: 'secret-pass-1',
              isPadel: true,
              isFootball: false,
            },
          });
          expect(signedUp.status, JSON.stringify(signedUp.body)).toBe(201);
          return signedUp.body.token;
        }),
      );
      // Each player holds three hours with an unpaid card payment (the most one may hold).
      const held = await Promise.all(
        players.flatMap((token, index) =>
          [0, 1, 2].map(async (hold) => {
            const court = courts[hold % 2]!;
            const date = clubDateIn(30 + (index % 3), court.timeZone);
            const answer = await call<BookingPaymentResponse>(
              proxy.url,
              '/api/booking/payment/card',
              { token, body: bookingBody(court, date, 8 + 3 * Math.floor(index / 3) + hold) },
            );
            expect(answer.status, JSON.stringify(answer.body)).toBe(201);
            return answer.body.booking.id;
          }),
        ),
      );
      // Their time runs out at once.
      const past = new Date(Date.now() - 60_000).toISOString();
      await db
        .updateTable('court_holds')
        .set({ held_until: past })
        .where('owner_id', 'in', held)
        .execute();
      await db
        .updateTable('court_claims')
        .set({ held_until: past })
        .where('owner_id', 'in', held)
        .execute();
      await expect
        .poll(
          async () =>
            (
              await db.selectFrom('bookings').select('status').where('id', 'in', held).execute()
            ).filter((row) => row.status === 'expired').length,
          { timeout: 20_000, interval: 250 },
        )
        .toBe(held.length);

      // A process logs a hold's line after its transaction commits: wait for every line,
      // then for two more sweep periods, in which a second sweep of a hold would show.
      const sweptBy = () => {
        const found = new Map<string, number[]>(held.map((id) => [id, []]));
        servers.forEach((server, index) => {
          for (const line of server.recorded()) {
            const { owner } = JSON.parse(line) as { owner: { id: string } };
            found.get(owner.id)?.push(index);
          }
        });
        return found;
      };
      await expect
        .poll(() => [...sweptBy().values()].filter((by) => by.length === 0).length, {
          timeout: 10_000,
        })
        .toBe(0);
      await sleep(2_000);
      for (const [id, by] of sweptBy()) expect(by, id).toHaveLength(1);
    }, 60_000);

    it('keeps every acknowledged booking when a process is killed mid-storm, and goes on serving', async () => {
      const queue: Array<{ court: TestCourt; date: string; hour: number }> = [];
      for (let day = 45; day <= 58; day++)
        for (const court of courts)
          for (let hour = 8; hour <= 21; hour++)
            queue.push({ court, date: clubDateIn(day, court.timeZone), hour });
      const acknowledged: string[] = [];
      const statuses: number[] = [];
      let killed: Promise<unknown> | null = null;
      const worker = async () => {
        while (acknowledged.length < 90) {
          const slot = queue.shift();
          if (!slot) return;
          const answer = await walkIn(proxy.url, slot.court, slot.date, slot.hour).catch(() => ({
            status: 0,
            body: null,
          }));
          statuses.push(answer.status);
          if (answer.status !== 201) continue;
          acknowledged.push(answer.body!.booking.id);
          // The others still have requests in flight, some on the process that goes.
          if (acknowledged.length === 30) killed = servers[2]!.stop('SIGKILL');
        }
      };
      await Promise.all(Array.from({ length: 6 }, worker));
      await killed;
      expect(killed).not.toBeNull();
      // Only requests cut off on the killed process fail (the proxy answers 502 for them).
      const failed = statuses.filter((status) => status !== 201);
      expect(failed.every((status) => status === 502)).toBe(true);
      expect(failed.length).toBeLessThanOrEqual(6);

      // The two left serve everything, through the proxy and directly.
      const after = await Promise.all(
        queue.splice(0, 9).map((slot) => walkIn(proxy.url, slot.court, slot.date, slot.hour)),
      );
      expect(after.map((answer) => answer.status)).toEqual(Array(9).fill(201));
      for (const server of servers.slice(0, 2))
        expect((await fetch(`${server.url}/api/health/ready`)).status).toBe(200);

      const ids = [...acknowledged, ...after.map((answer) => answer.body.booking.id)];
      const stored = await db
        .selectFrom('bookings')
        .select(['id', 'status'])
        .where('id', 'in', ids)
        .execute();
      expect(stored).toHaveLength(ids.length);
      expect(stored.every((row) => row.status === 'confirmed')).toBe(true);
      const doubled = await db
        .selectFrom('court_claims')
        .select(['court_id', 'slot_start'])
        .select((eb) => eb.fn.countAll().as('claims'))
        .groupBy(['court_id', 'slot_start'])
        .having((eb) => eb.fn.countAll(), '>', 1)
        .execute();
      expect(doubled).toEqual([]);
      const live = await db
        .selectFrom('bookings')
        .select(['court_id', 'starts_at'])
        .select((eb) => eb.fn.countAll().as('bookings'))
        .where('status', 'in', ['held', 'confirmed'])
        .groupBy(['court_id', 'starts_at'])
        .having((eb) => eb.fn.countAll(), '>', 1)
        .execute();
      expect(live).toEqual([]);
    }, 60_000);
  });
});
