import { gridCellOf, type ClubPage } from '@courtside/shared';
import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { chromium } from 'playwright-core';
import type { Database } from '../apps/server/src/db/database.js';
import { newId } from '../apps/server/src/lib/ids.js';
import { demoPassword } from '../apps/server/src/seed/demo.js';
import { chromiumArgs, chromiumPath } from '../apps/web/e2e/support/chromium.js';
import { callApi } from './api-client.js';
import type { ChildServer } from './child-server.js';

export interface NearbyFigures {
  label: string;
  clubs: number;
  calls: number;
  medianMs: number;
  p95Ms: number;
  maxBytes: number;
  /** Find club in Chromium at 390 px: from opening the address to the first club on screen. */
  firstClubMs: number;
  /** Every element of the page once the first clubs show. */
  domNodes: number;
}

export const nearbyTargets = { p95Ms: 50, bytes: 50_000, firstClubMs: 1_000 };
const calls = 60;
const warmUps = 5;
const batch = 300;
const courtsPerClub = 4;
// Spain's mainland, roughly: where the demo world's clubs are.
const area = { south: 36.5, north: 43.5, west: -9, east: 3 };

function generator(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** `count` padel clubs of four courts each, spread over the area, written as rows. */
export async function seedClubs(db: Kysely<Database>, count: number): Promise<void> {
  const owner = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', 'owner')
    .executeTakeFirstOrThrow();
  const random = generator(count);
  const createdAt = new Date().toISOString();
  for (let start = 0; start < count; start += batch) {
    const clubs = Array.from({ length: Math.min(batch, count - start) }, (_, index) => {
      const latitude = area.south + random() * (area.north - area.south);
      const longitude = area.west + random() * (area.east - area.west);
      return {
        id: newId(),
        owner_id: owner.id,
        name: `Bench Padel ${start + index + 1}`,
        address: `Calle ${start + index + 1}`,
        latitude,
        longitude,
        cell: gridCellOf({ latitude, longitude }),
        time_zone: 'Europe/Madrid',
        currency: 'EUR',
        photo: null,
        created_at: createdAt,
      };
    });
    await db.insertInto('clubs').values(clubs).execute();
    const courts = clubs.flatMap((club) =>
      Array.from({ length: courtsPerClub }, (_, index) => ({
        id: newId(),
        club_id: club.id,
        name: `Court ${index + 1}`,
        sport: 'padel' as const,
        capacity: index % 2 === 0 ? 4 : 2,
        photo: null,
        description: null,
        created_at: createdAt,
      })),
    );
    await db.insertInto('courts').values(courts).execute();
  }
  // The rows arrive at once here; in a running platform autovacuum would have visited them.
  if (db.getExecutor().adapter instanceof PostgresAdapter)
    await sql`vacuum analyze clubs, courts`.execute(db);
}

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;

/** The first page of padel clubs near points of the area, one call at a time. */
async function measureFirstPages(server: ChildServer, token: string) {
  const random = generator(7);
  const timings: number[] = [];
  let maxBytes = 0;
  for (let call = 0; call < warmUps + calls; call += 1) {
    const latitude = (area.south + random() * (area.north - area.south)).toFixed(2);
    const longitude = (area.west + random() * (area.east - area.west)).toFixed(2);
    const path = `/user/club/nearby?type=padel&latitude=${latitude}&longitude=${longitude}`;
    const started = performance.now();
    const answer = await callApi(server.url, 'GET', path, { token });
    const took = performance.now() - started;
    const page = answer.body as ClubPage;
    if (answer.status !== 200 || page.items.length !== 20)
      throw new Error(`clubs nearby answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    if (call < warmUps) continue;
    timings.push(took);
    maxBytes = Math.max(maxBytes, answer.bytes);
  }
  timings.sort((a, b) => a - b);
  return { medianMs: percentile(timings, 0.5), p95Ms: percentile(timings, 0.95), maxBytes };
}

/** Find club at 390 px in Chromium, signed in, at a position in Madrid. */
async function measureScreen(server: ChildServer) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const context = await browser.newContext({
      baseURL: server.url,
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      serviceWorkers: 'block',
    });
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 40.4168, longitude: -3.7038 });
    const page = await context.newPage();
    await page.goto('/login');
    await page.locator('input[autocomplete="username"]').fill('player');
    await page.locator('input[autocomplete="current-password"]').fill(demoPassword);
    await page.locator('button[type="submit"]').click();
    await page.waitForURL('**/user');
    const started = performance.now();
    await page.goto('/user/find-padel-court');
    await page.locator('ul[aria-label="Clubs"] li h2').first().waitFor({ state: 'visible' });
    const firstClubMs = performance.now() - started;
    const domNodes = await page.evaluate<number>("document.getElementsByTagName('*').length");
    return { firstClubMs, domNodes };
  } finally {
    await browser.close();
  }
}

/** The padel clubs near a point on a database grown to `count` clubs (plus the demo world's). */
export async function measureNearby(
  server: ChildServer,
  token: string,
  label: string,
  count: number,
): Promise<NearbyFigures> {
  const reads = await measureFirstPages(server, token);
  const screen = await measureScreen(server);
  return { label, clubs: count, calls, ...reads, ...screen };
}

export function nearbyTargetsMet(figures: NearbyFigures[]): boolean {
  return figures.every(
    (f) =>
      f.p95Ms < nearbyTargets.p95Ms &&
      f.maxBytes < nearbyTargets.bytes &&
      f.firstClubMs < nearbyTargets.firstClubMs,
  );
}
