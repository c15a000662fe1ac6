import type { AuthResponse, MyClub } from '@courtside/shared';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '#server/seed/demo.js';
import { bookingBody, clubDateIn, type TestCourt } from './helpers/booking-fixtures.js';
import {
  buildServer,
  databaseUrlOf,
  startBuiltServer,
  type BuiltServer,
} from './helpers/built-server.js';
import { createTestDatabase, testDialect, type TestDatabase } from './helpers/test-database.js';

// The server is started, loaded and stopped several times, as deploys do. Each load is cycles
// of a burst, a trickle that leaves the event loop idle between requests while the heap still
// grows, an idle pause and a forced full collection. Idle turns are when V8 finishes its
// collections from a task of its own, which is where a native addon that frees its objects
// wrongly brings the process down (better-sqlite3 before 13 on Node.js 24.19 and later, most
// often while start-up migrates and seeds).
const lifetimes = 4;
const cyclesPerLifetime = 2;
const concurrentClients = 8;
const burstRequests = 240;
const trickleRequests = 120;
const trickleGapMs = 10;
const idlePauseMs = 2_000;
// One request in four books a court; the others read what players read most.
const bookingEvery = 4;
const requestsInAll = lifetimes * cyclesPerLifetime * (burstRequests + trickleRequests);

interface Request {
  path: string;
  init: RequestInit;
  expected: number;
}

/**
 * The built server, started as `npm start` starts it on a new database (migrations, demo
 * world), stays up through a long mix of reads and bookings, answers every request as it
 * should, and ends with code 0 on SIGTERM, every time.
 */
describe(`the built server over a long run, ${testDialect}`, () => {
  let database: TestDatabase;
  let uploads: string;
  let server: BuiltServer | undefined;
  const env: Record<string, string> = {};

  beforeAll(async () => {
    await buildServer();
    database = await createTestDatabase();
    uploads = mkdtempSync(join(tmpdir(), 'courtside-soak-uploads-'));
    Object.assign(env, {
      DATABASE_URL: databaseUrlOf(database.target),
      JWT_SECRET: randomBytes(32).toString('hex'),
      SEED_DEMO: 'true',
      UPLOADS_DIR: uploads,
    });
  });
  afterAll(async () => {
    await server?.stop('SIGKILL');
    await database.drop();
    rmSync(uploads, { recursive: true, force: true });
  });

  it('stays up, answers every request and exits with 0 on SIGTERM', async () => {
    server = await startBuiltServer(env);
    const owner = await signInOwner(server.url);
    const { courts, slots } = await ownerCourtsAndFreeSlots(
      server.url,
      owner,
      Math.ceil(requestsInAll / bookingEvery),
    );
    const requests = mixedRequests(owner, courts, slots);

    const wrong: Array<{ path: string; status: number }> = [];
    let answered = 0;
    for (let lifetime = 0; lifetime < lifetimes; lifetime++) {
      const running = server ?? (server = await startBuiltServer(env));
      const call = async ({ path, init, expected }: Request) => {
        const response = await fetch(`${running.url}/api${path}`, init);
        await response.arrayBuffer();
        if (response.status !== expected) wrong.push({ path, status: response.status });
        answered += 1;
      };
      /** `count` requests from `clients` at once, each client waiting `gapMs` between its own. */
      const traffic = async (clients: number, count: number, gapMs: number) => {
        let left = count;
        const client = async () => {
          while (left-- > 0) {
            await call(requests.next());
            if (gapMs > 0) await sleep(gapMs);
          }
        };
        await Promise.all(Array.from({ length: clients }, client));
      };

      for (let cycle = 0; cycle < cyclesPerLifetime; cycle++) {
        await traffic(concurrentClients, burstRequests, 0);
        await traffic(1, trickleRequests, trickleGapMs);
        await sleep(idlePauseMs);
        await running.collectGarbage();
        const health = await fetch(`${running.url}/api/health`);
        expect(health.status, running.output()).toBe(200);
      }

      const ended = await running.stop('SIGTERM');
      server = undefined;
      expect(ended, running.output()).toEqual({ code: 0, signal: null });
      expect(running.output()).not.toMatch(/Assertion failed|Segmentation fault|core dumped/);
    }

    expect(wrong).toEqual([]);
    expect(answered).toBe(requestsInAll);
  }, 240_000);
});

async function signInOwner(url: string): Promise<Record<string, string>> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone: 'owner', password: demoPassword }),
  });
  expect(response.status).toBe(200);
  const { token } = (await response.json()) as AuthResponse;
  return { authorization: `Bearer ${token}` };
}

/**
 * The demo owner's courts and `count` hours free on them, latest days first (the demo world
 * fills the coming weeks), from the same day read the booking screen uses.
 */
async function ownerCourtsAndFreeSlots(
  url: string,
  owner: Record<string, string>,
  count: number,
): Promise<{ courts: TestCourt[]; slots: Array<[TestCourt, string, number]> }> {
  const read = async (path: string) =>
    (await fetch(`${url}/api${path}`, { headers: owner })).json() as Promise<unknown>;
  const club = (await read('/user/me/club')) as MyClub;
  const courts: TestCourt[] = club.courts.map((court) => ({
    courtId: court.id,
    clubId: club.id,
    name: court.name,
    timeZone: club.timeZone,
  }));
  const slots: Array<[TestCourt, string, number]> = [];
  for (let days = 59; days > 0 && slots.length < count; days--) {
    for (const court of courts) {
      const date = clubDateIn(days, court.timeZone);
      const taken = (await read(`/booking?date=${date}&court=${court.courtId}`)) as Array<{
        startTime: string;
        duration: number;
      }>;
      const takenHours = new Set(
        taken.flatMap(({ startTime, duration }) => {
          const start = Number(startTime.slice(0, 2));
          return Array.from({ length: duration / 60 }, (_, offset) => start + offset);
        }),
      );
      for (let hour = 8; hour <= 21; hour++)
        if (!takenHours.has(hour)) slots.push([court, date, hour]);
    }
  }
  expect(slots.length).toBeGreaterThanOrEqual(count);
  return { courts, slots };
}

/** Walk-in bookings on free hours (one in `bookingEvery`) among the reads players make most. */
function mixedRequests(
  owner: Record<string, string>,
  courts: readonly TestCourt[],
  slots: Array<[TestCourt, string, number]>,
) {
  let sent = 0;
  return {
    next(): Request {
      const index = sent++;
      if (index % bookingEvery === 0) {
        const body = bookingBody(...slots.shift()!, 60, { customerName: 'Walk-in' });
        return {
          path: '/booking/payment/cash',
          init: {
            method: 'POST',
            headers: { ...owner, 'content-type': 'application/json' },
            body: JSON.stringify(body),
          },
          expected: 201,
        };
      }
      const court = courts[index % courts.length]!;
      const date = clubDateIn(index % 14, court.timeZone);
      const path = [
        '/user/club/all?type=padel',
        `/booking?date=${date}&court=${court.courtId}`,
        `/user/court/${court.courtId}?date=${date}`,
      ][index % 3]!;
      return { path, init: { headers: owner }, expected: 200 };
    },
  };
}
