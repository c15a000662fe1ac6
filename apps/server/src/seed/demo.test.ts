import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distanceKm, sportCategoryIds } from '@courtside/shared';
import type { Database } from '#server/db/database.js';
import { createTestDatabase, testDialect, type TestDatabase } from '#test/helpers/test-database.js';
import { createDatabase } from '#server/db/dialect.js';
import { migrateToLatest } from '#server/db/migrate.js';
import type { Clock } from '#server/lib/clock.js';
import { verifyPassword } from '#server/modules/auth/password.js';
import { demoAccounts, demoPassword, seedDemoWorld } from './demo.js';
import { windowSlotStarts } from '#server/modules/court-time/court-time.service.js';

dayjs.extend(utc);
dayjs.extend(timezone);

// A week before Madrid leaves summer time, so the coming weeks cross a DST change.
const now = new Date('2026-10-20T10:00:00.000Z');
const clock: Clock = { now: () => now };
const publicDir = fileURLToPath(new URL('../../../web/public', import.meta.url));

const seededTables = [
  'users',
  'clubs',
  'courts',
  'prices',
  'coaches',
  'event_categories',
  'coin_packs',
  'bat_brands',
  'payments',
  'bookings',
  'activities',
  'activity_occurrences',
  'activity_participants',
  'championships',
  'championship_requests',
  'court_claims',
  'court_holds',
  'matches',
  'match_seats',
  'match_requests',
  'match_partner_answers',
  'coin_ledger',
  'coin_accounts',
  'notifications',
] as const satisfies readonly (keyof Database)[];

async function tableCounts(db: Kysely<Database>): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of seededTables) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.count);
  }
  return counts;
}

describe(`demo world on ${testDialect}`, () => {
  let testDb: TestDatabase;
  let db: Kysely<Database>;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    db = createDatabase(testDb.target);
    await migrateToLatest(db);
    await seedDemoWorld(db, clock);
  });

  afterAll(async () => {
    await db.destroy();
    await testDb.drop();
  });

  it('creates the five demo accounts with their roles and the demo password', async () => {
    const users = await db
      .selectFrom('users')
      .select(['username', 'role', 'password_hash', 'phone'])
      .where('username', 'in', Object.values(demoAccounts))
      .execute();
    const roles = Object.fromEntries(users.map((u) => [u.username, u.role]));
    expect(roles).toEqual({
      owner: 'owner',
      owner2: 'owner',
      player: 'player',
      player2: 'player',
      player3: 'player',
    });
    for (const user of users) {
      expect(user.phone).toMatch(/^\+?\d+$/);
      expect(await verifyPassword(user.password_hash, demoPassword)).toBe(true);
    }
  });

  it('places at least six clubs within 15 km of each other, each with several courts', async () => {
    const clubs = await db.selectFrom('clubs').selectAll().execute();
    expect(clubs.length).toBeGreaterThanOrEqual(6);
    for (const a of clubs) {
      expect(a.time_zone).toBe('Europe/Madrid');
      for (const b of clubs) expect(distanceKm(a, b)).toBeLessThan(15);
    }
    const courts = await db.selectFrom('courts').select(['club_id']).execute();
    for (const club of clubs) {
      expect(courts.filter((c) => c.club_id === club.id).length).toBeGreaterThanOrEqual(3);
    }
  });

  it("gives owner's club padel and football courts and owner2 a club of their own", async () => {
    const sportsOf = async (username: string) => {
      const rows = await db
        .selectFrom('courts')
        .innerJoin('clubs', 'clubs.id', 'courts.club_id')
        .innerJoin('users', 'users.id', 'clubs.owner_id')
        .where('users.username', '=', username)
        .select('courts.sport')
        .distinct()
        .execute();
      return rows.map((r) => r.sport).sort();
    };
    expect(await sportsOf(demoAccounts.owner)).toEqual(['football', 'padel']);
    expect((await sportsOf(demoAccounts.owner2)).length).toBeGreaterThan(0);
  });

  it('lets every court-type filter find at least two clubs, each with a price', async () => {
    const courts = await db.selectFrom('courts').select(['club_id', 'sport', 'capacity']).execute();
    for (const [sport, capacity] of [
      ['padel', 2],
      ['padel', 4],
      ['football', 5],
      ['football', 8],
      ['football', 11],
    ] as const) {
      const clubIds = new Set(
        courts.filter((c) => c.sport === sport && c.capacity === capacity).map((c) => c.club_id),
      );
      expect(clubIds.size, `${sport} ${capacity}`).toBeGreaterThanOrEqual(2);
    }
    const prices = await db.selectFrom('prices').selectAll().execute();
    for (const court of courts) {
      const price = prices.find((p) => p.club_id === court.club_id && p.sport === court.sport);
      expect(price?.amount_per_hour).toBeGreaterThan(0);
    }
  });

  it('has the two sport categories with fixed ids and a category with subcategories', async () => {
    const categories = await db.selectFrom('event_categories').selectAll().execute();
    const byId = new Map(categories.map((c) => [c.id, c]));
    expect(byId.get(sportCategoryIds.padel)).toMatchObject({
      name: 'Padel',
      route: 'find-padel-court',
      parent_id: null,
    });
    expect(byId.get(sportCategoryIds.football)).toMatchObject({
      name: 'Football',
      route: 'find-football-court',
      parent_id: null,
    });
    const parents = new Set(categories.map((c) => c.parent_id).filter((id) => id !== null));
    expect(parents.size).toBeGreaterThan(0);
    for (const id of parents) expect(byId.get(id)?.parent_id).toBeNull();
  });

  it('books upcoming and past slots in club hours, each paid and claiming exactly its hours', async () => {
    const bookings = await db
      .selectFrom('bookings')
      .innerJoin('payments', 'payments.id', 'bookings.payment_id')
      .innerJoin('users', 'users.id', 'bookings.user_id')
      .select([
        'bookings.id',
        'bookings.court_id',
        'bookings.starts_at',
        'bookings.ends_at',
        'bookings.duration_minutes',
        'bookings.amount',
        'bookings.made_by_owner',
        'payments.amount as paid',
        'payments.status as payment_status',
        'payments.method',
        'payments.subject_id',
        'users.username',
      ])
      .execute();
    const claims = await db.selectFrom('court_claims').selectAll().execute();

    const upcoming = bookings.filter((b) => b.starts_at > now.toISOString());
    expect(upcoming.length).toBeGreaterThanOrEqual(20);
    for (const username of ['player', 'player2', 'player3']) {
      expect(upcoming.some((b) => b.username === username)).toBe(true);
    }
    expect(upcoming.some((b) => b.made_by_owner === 1)).toBe(true);
    expect(bookings.some((b) => b.username === 'player' && b.ends_at < now.toISOString())).toBe(
      true,
    );
    expect(new Set(bookings.map((b) => b.duration_minutes))).toEqual(new Set([60, 120]));

    for (const booking of bookings) {
      const cashToCome = booking.method === 'cash' && booking.starts_at > now.toISOString();
      expect(booking.payment_status).toBe(cashToCome ? 'due_at_club' : 'succeeded');
      expect(booking.paid).toBe(booking.amount);
      expect(booking.subject_id).toBe(booking.id);
      const start = dayjs(booking.starts_at).tz('Europe/Madrid');
      expect(start.minute()).toBe(0);
      expect(start.hour()).toBeGreaterThanOrEqual(6);
      expect(start.hour()).toBeLessThanOrEqual(22);
      const own = claims
        .filter((c) => c.owner_id === booking.id)
        .map((c) => [c.court_id, c.slot_start, c.owner_kind]);
      const expected = windowSlotStarts(booking.starts_at, booking.ends_at).map((hour) => [
        booking.court_id,
        hour,
        'booking',
      ]);
      expect(own.sort()).toEqual(expected);
      expect(expected).toHaveLength(booking.duration_minutes / 30);
    }
  });

  it('claims the court hours of every activity occurrence and championship', async () => {
    const claims = await db.selectFrom('court_claims').selectAll().execute();
    const occurrences = await db
      .selectFrom('activity_occurrences')
      .innerJoin('activities', 'activities.id', 'activity_occurrences.activity_id')
      .select(['activity_occurrences.id', 'court_id', 'starts_at', 'ends_at'])
      .execute();
    const championships = await db.selectFrom('championships').selectAll().execute();
    expect(occurrences.length).toBeGreaterThan(0);
    expect(championships.length).toBeGreaterThan(0);
    for (const [subjects, kind] of [
      [occurrences, 'activity'],
      [championships, 'championship'],
    ] as const) {
      for (const subject of subjects) {
        const own = claims.filter((c) => c.owner_id === subject.id);
        expect(own.every((c) => c.owner_kind === kind && c.court_id === subject.court_id)).toBe(
          true,
        );
        expect(own.map((c) => c.slot_start).sort()).toEqual(
          windowSlotStarts(subject.starts_at, subject.ends_at),
        );
      }
    }
  });

  it('fills matches, championship requests and the coin balance', async () => {
    const seats = await db.selectFrom('match_seats').selectAll().execute();
    const matches = await db.selectFrom('matches').selectAll().execute();
    for (const match of matches) {
      const owner = seats.find((s) => s.match_id === match.id && s.seat === 0);
      expect(owner?.user_id).toBe(match.owner_id);
    }
    const statuses = await db.selectFrom('match_requests').select('status').execute();
    expect(statuses.some((r) => r.status === 'pending')).toBe(true);
    // Every padel court is indoor, outdoor or covered, and every match holds its court hours.
    const courts = await db.selectFrom('courts').select(['sport', 'court_type']).execute();
    expect(courts.filter((c) => c.sport === 'padel' && c.court_type === null)).toEqual([]);
    expect(courts.some((c) => c.sport === 'padel')).toBe(true);
    const claims = await db.selectFrom('court_claims').select(['owner_id', 'court_id']).execute();
    for (const match of matches.filter((m) => m.status === 'open')) {
      const held = claims.filter((claim) => claim.owner_id === match.id);
      expect(held, match.id).toHaveLength(match.duration_minutes / 30);
      expect(held.every((claim) => claim.court_id === match.court_id)).toBe(true);
    }

    const requests = await db.selectFrom('championship_requests').selectAll().execute();
    expect(requests.some((r) => r.status === 'pending')).toBe(true);
    expect(requests.some((r) => r.status === 'confirmed' && r.payment_id === null)).toBe(true);
    expect(requests.some((r) => r.payment_id !== null)).toBe(true);

    const balance = await db
      .selectFrom('coin_ledger')
      .innerJoin('users', 'users.id', 'coin_ledger.user_id')
      .where('users.username', '=', demoAccounts.player)
      .select((eb) => eb.fn.sum<number>('delta').as('coins'))
      .executeTakeFirstOrThrow();
    expect(Number(balance.coins)).toBeGreaterThan(0);
  });

  it('ships every picture it refers to, each a small SVG', async () => {
    const photos = [
      ...(await db.selectFrom('users').select('photo').execute()),
      ...(await db.selectFrom('clubs').select('photo').execute()),
      ...(await db.selectFrom('courts').select('photo').execute()),
      ...(await db.selectFrom('event_categories').select('photo').execute()),
      ...(await db.selectFrom('coin_packs').select('photo').execute()),
    ].flatMap((row) => (row.photo ? [row.photo] : []));
    expect(photos.length).toBeGreaterThan(40);
    for (const photo of photos) {
      expect(photo).toMatch(/^\/assets\/img\/.+\.svg$/);
      const file = join(publicDir, photo);
      expect(existsSync(file), photo).toBe(true);
      expect(statSync(file).size, photo).toBeLessThan(8 * 1024);
    }
  });

  it('changes nothing when seeded a second time', async () => {
    const before = await tableCounts(db);
    await seedDemoWorld(db, clock);
    expect(await tableCounts(db)).toEqual(before);
  });
});
