import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.js';
import type { Database } from '#server/db/database.js';
import { createDatabase } from '#server/db/dialect.js';
import { migrateToLatest } from '#server/db/migrate.js';
import { inTransaction } from '#server/db/transaction.js';
import { createLiveFeed } from '#server/modules/notifications/notifications.service.js';
import { aClub, aUser } from './helpers/builders.js';
import { bookingBody, clubDateIn, pay } from './helpers/booking-fixtures.js';
import { bearer, loginAs, registerPlayer } from './helpers/test-app.js';
import { openEventStream } from './helpers/event-stream-client.js';
import { createTestDatabase, testDialect, type TestDatabase } from './helpers/test-database.js';

const redisUrl = process.env.TEST_REDIS_URL ?? null;
// This run's channels alone, whatever else shares the Redis.
const namespace = `courtside-test-${process.pid}`;

/**
 * Two server processes on one database, as a deployment with two instances runs: a reader
 * connected to one hears, live, of a notification written by the other, and what one changes
 * that the other keeps for a moment (token versions, courts) is dropped there at once. Each
 * app has its own connection pool and its own feed, so nothing is shared but the database
 * (or Redis).
 */
function acrossProcesses(label: string, via: 'database' | 'redis') {
  describe(`two server processes, ${label}`, () => {
    let database: TestDatabase;
    const apps: Array<{ app: FastifyInstance; db: Kysely<Database>; url: string }> = [];
    beforeAll(async () => {
      database = await createTestDatabase();
      const jwtSecret = randomBytes(32).toString('hex');
      for (let index = 0; index < 2; index++) {
        const db = createDatabase(database.target);
        if (index === 0) await migrateToLatest(db);
        const app = await buildApp({
          db,
          jwtSecret,
          logLevel: 'silent',
          holdSweepMs: 0,
          paymentsSandbox: true,
          liveFeed: (log) =>
            createLiveFeed(
              database.target,
              via === 'redis' && redisUrl ? { url: redisUrl, namespace } : null,
              log,
            ),
        });
        apps.push({ app, db, url: await app.listen({ host: '127.0.0.1', port: 0 }) });
      }
    });
    afterAll(async () => {
      for (const { app, db } of apps) {
        await app.close();
        await db.destroy();
      }
      await database.drop();
    });

    it('reaches a reader on the other process once the change commits, and never if it rolls back', async () => {
      const [listening, writing] = apps as [(typeof apps)[0], (typeof apps)[0]];
      const reader = await aUser({ app: listening.app, db: listening.db });
      const stream = await openEventStream(
        `${listening.url}/api/user/me/notifications/stream`,
        reader.token,
      );
      const { notifications } = writing.app.services;
      try {
        expect(await stream.next()).toEqual({ event: 'unread', data: { unread: 0 } });
        await expect(
          inTransaction(writing.db, async (tx) => {
            await notifications.record(tx, reader.id, 'match_cancelled', {});
            throw new Error('rolled back');
          }),
        ).rejects.toThrow('rolled back');
        expect(await stream.next(1_000)).toBeNull();

        await inTransaction(writing.db, (tx) =>
          notifications.record(tx, reader.id, 'match_request_received', { requester: 'Ana' }),
        );
        expect(await stream.next()).toEqual({ event: 'unread', data: { unread: 1 } });
      } finally {
        stream.close();
      }
    });

    // Each process keeps token versions and courts for a second; these must not wait for it.
    const soonerThanTheirLife = 400;

    it('refuses a token on the other process as soon as its holder signs out', async () => {
      const [first, second] = apps as [(typeof apps)[0], (typeof apps)[0]];
      const user = await aUser({ app: first.app, db: first.db });
      const me = (app: FastifyInstance) =>
        app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(user.token) });
      expect((await me(second.app)).statusCode).toBe(200); // the second now keeps the version
      const signedOut = await first.app.inject({
        method: 'POST',
        url: '/api/auth/sign-out',
        headers: bearer(user.token),
      });
      expect(signedOut.statusCode).toBe(204);
      const started = performance.now();
      await expect
        .poll(async () => (await me(second.app)).statusCode, { interval: 10, timeout: 2_000 })
        .toBe(401);
      expect(performance.now() - started).toBeLessThan(soonerThanTheirLife);
    });

    it("refuses a logged-out session's token on the other process at once, and only that one", async () => {
      const [first, second] = apps as [(typeof apps)[0], (typeof apps)[0]];
      const player = await registerPlayer(first.app, { password: 'right-password' });
      const phone = await loginAs(first.app, player.username, 'right-password');
      const me = (token: string) =>
        second.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
      // The second now keeps both sessions as live.
      expect((await me(player.token)).statusCode).toBe(200);
      expect((await me(phone.token)).statusCode).toBe(200);
      const loggedOut = await first.app.inject({
        method: 'POST',
        url: '/api/auth/sign-out',
        headers: bearer(player.token),
      });
      expect(loggedOut.statusCode).toBe(204);
      const started = performance.now();
      await expect
        .poll(async () => (await me(player.token)).statusCode, { interval: 10, timeout: 2_000 })
        .toBe(401);
      expect(performance.now() - started).toBeLessThan(soonerThanTheirLife);
      expect((await me(phone.token)).statusCode).toBe(200);
    });

    it('sees a court retired on the other process at once', async () => {
      const [first, second] = apps as [(typeof apps)[0], (typeof apps)[0]];
      const { owner, courts } = await aClub({ app: first.app, db: first.db });
      const courtId = courts[0]!.courtId;
      const retiredThere = async () =>
        (await second.app.services.clubs.bookingPlace(courtId))?.court.retired_at ?? null;
      expect(await retiredThere()).toBeNull(); // the second now keeps the court
      const retired = await first.app.inject({
        method: 'POST',
        url: `/api/owner/court/${courtId}/retire`,
        headers: bearer(owner.token),
      });
      expect(retired.statusCode, retired.body).toBe(200);
      const started = performance.now();
      await expect.poll(retiredThere, { interval: 10, timeout: 2_000 }).not.toBeNull();
      expect(performance.now() - started).toBeLessThan(soonerThanTheirLife);
    });

    it('books on the other process at the price its owner set, from the moment the change answers', async () => {
      const [first, second] = apps as [(typeof apps)[0], (typeof apps)[0]];
      const { owner, courts } = await aClub({ app: first.app, db: first.db });
      const court = courts[0]!;
      const setPrice = (price: number) =>
        first.app.inject({
          method: 'PUT',
          url: `/api/owner/court/${court.courtId}`,
          headers: bearer(owner.token),
          payload: {
            name: court.name,
            type: 'padel',
            capacity: 4,
            courtType: 'indoor',
            price,
            peaks: [],
          },
        });
      const keptThere = async () =>
        (await second.app.services.clubs.bookingPlace(court.courtId))?.price?.amount;
      // Before, one try in a few was priced from the old reading: thirty tries show it.
      for (let round = 0; round < 30; round++) {
        const price = 3_000 + round * 10;
        expect(await keptThere(), `round ${round}`).not.toBe(price); // kept at the old price
        const changed = await setPrice(price);
        expect(changed.statusCode, changed.body).toBe(200);
        const date = clubDateIn(2 + Math.floor(round / 14), court.timeZone);
        const walkIn = { customerName: `Walk-in ${round}` };
        const booked = await pay(second.app, owner.token, 'cash', {
          ...bookingBody(court, date, 8 + (round % 14), 60, walkIn),
        });
        expect(booked.statusCode, booked.body).toBe(201);
        expect(
          booked.json<{ booking: { amount: number } }>().booking.amount,
          `round ${round}`,
        ).toBe(price);
      }
    });
  });
}

if (testDialect === 'postgres') acrossProcesses('over PostgreSQL NOTIFY', 'database');
if (redisUrl) acrossProcesses(`over Redis, on ${testDialect}`, 'redis');
if (testDialect !== 'postgres' && !redisUrl)
  describe('live notifications across two server processes', () => {
    it.skip('need PostgreSQL (TEST_DATABASE_URL) or Redis (TEST_REDIS_URL)', () => {});
  });
