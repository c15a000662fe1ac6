import {
  clubPageSchema,
  coarseCoordinate,
  distanceKm,
  errorBodySchema,
  type LatLng,
  type Sport,
} from '@courtside/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aUser } from '#test/helpers/builders.js';
import { everyPage } from '#test/helpers/pages.js';
import { createTestContext, type TestContext } from '#test/helpers/test-app.js';
import { newId } from '#server/lib/ids.js';
import { createClubsRepo } from './clubs.repo.js';

interface PlacedClub extends LatLng {
  id: string;
  name: string;
  sport: Sport;
  capacity: number;
}

// A small deterministic generator: a failing order can be replayed.
function generator(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const madrid = { latitude: 40.42, longitude: -3.7 };

/** 300 clubs around Madrid, some far away, four on one spot (a tie broken by id). */
function plannedClubs(): PlacedClub[] {
  const random = generator(2027);
  const spot = { latitude: 40.5, longitude: -3.6 };
  return Array.from({ length: 300 }, (_, index) => {
    const far = index % 25 === 0;
    const position =
      index % 75 === 1
        ? spot
        : far
          ? { latitude: random() * 170 - 85, longitude: random() * 360 - 180 }
          : {
              latitude: madrid.latitude + (random() - 0.5) * 6,
              longitude: madrid.longitude + (random() - 0.5) * 8,
            };
    const sport: Sport = random() < 0.7 ? 'padel' : 'football';
    const capacity = sport === 'padel' ? (random() < 0.5 ? 2 : 4) : [5, 8, 11][index % 3]!;
    const name = `Club ${String.fromCharCode(65 + (index % 26))}${Math.floor(random() * 40)}`;
    return { id: newId(), name, sport, capacity, ...position };
  });
}

describe('GET /user/club/nearby', () => {
  let ctx: TestContext;
  let token: string;
  const placed = plannedClubs();

  beforeAll(async () => {
    ctx = await createTestContext();
    const owner = await aUser(ctx, 'owner', 'Owner');
    token = (await aUser(ctx)).token;
    const repo = createClubsRepo(ctx.db);
    const createdAt = new Date().toISOString();
    for (const club of placed) {
      await repo.insertClub({
        id: club.id,
        owner_id: owner.id,
        name: club.name,
        address: 'Street 1',
        latitude: club.latitude,
        longitude: club.longitude,
        time_zone: 'Europe/Madrid',
        currency: 'EUR',
        photo: null,
        created_at: createdAt,
      });
      await repo.insertCourt({
        id: newId(),
        club_id: club.id,
        name: 'Court 1',
        sport: club.sport,
        capacity: club.capacity,
        photo: null,
        description: null,
        created_at: createdAt,
      });
    }
  });

  afterAll(() => ctx.close());

  const get = (query: string) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/user/club/nearby?${query}`,
      headers: { authorization: `Bearer ${token}` },
    });

  /** Follows the cursors to the end, checking every page's size on the way. */
  const everyClubPage = (query: Record<string, string>, limit: number) =>
    everyPage(
      (url) => get(url.slice(url.indexOf('?') + 1)),
      `/user/club/nearby?${new URLSearchParams(query)}`,
      limit,
      clubPageSchema.parse,
    );

  const nearestByBruteForce = (origin: LatLng, keep: (club: PlacedClub) => boolean) =>
    placed
      .filter(keep)
      .map((club) => ({ id: club.id, distance: distanceKm(origin, club) }))
      .sort((a, b) => a.distance - b.distance || (a.id < b.id ? -1 : 1));

  it.each([
    { origin: madrid, limit: 20 },
    { origin: { latitude: 40.5, longitude: -3.6 }, limit: 7 },
    { origin: { latitude: -33.87, longitude: 151.21 }, limit: 50 },
    { origin: { latitude: 89.99, longitude: 179.99 }, limit: 13 },
  ])('gives every club nearest first, as the haversine orders them, from $origin', async (c) => {
    const pages = await everyClubPage(
      { latitude: String(c.origin.latitude), longitude: String(c.origin.longitude) },
      c.limit,
    );
    const listed = pages.flatMap((page) => page.items);
    const expected = nearestByBruteForce(c.origin, () => true);
    // Every club once, in the brute force's order: no gap, no repeat across the pages.
    expect(listed.map((club) => club.id)).toEqual(expected.map((club) => club.id));
    expect(listed.map((club) => club.distance)).toEqual(expected.map((club) => club.distance));
  });

  it('keeps only clubs with an open court of the sport and capacity asked', async () => {
    const pages = await everyClubPage(
      { type: 'padel', capacity: '2', latitude: '40.42', longitude: '-3.7' },
      17,
    );
    const listed = pages.flatMap((page) => page.items);
    const expected = nearestByBruteForce(
      madrid,
      (club) => club.sport === 'padel' && club.capacity === 2,
    );
    expect(expected.length).toBeGreaterThan(40);
    expect(listed.map((club) => club.id)).toEqual(expected.map((club) => club.id));
    expect(listed.every((club) => club.courts.every((court) => court.type === 'padel'))).toBe(true);
  });

  it('lists by name without a position, as the whole list orders them', async () => {
    const pages = await everyClubPage({ type: 'football' }, 9);
    const listed = pages.flatMap((page) => page.items);
    expect(listed.every((club) => club.distance === null)).toBe(true);
    const all = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/club/all?type=football',
      headers: { authorization: `Bearer ${token}` },
    });
    const whole = all.json<Array<{ id: string }>>().map((club) => club.id);
    expect(listed.map((club) => club.id)).toEqual(whole);
    expect(whole).toHaveLength(placed.filter((club) => club.sport === 'football').length);
  });

  it('uses only a coarse position: a precise one gives the same page', async () => {
    const precise = clubPageSchema.parse(
      (await get('latitude=40.41678&longitude=-3.70379&limit=10')).json(),
    );
    const coarse = clubPageSchema.parse(
      (await get('latitude=40.42&longitude=-3.7&limit=10')).json(),
    );
    expect(precise).toEqual(coarse);
    expect(coarseCoordinate(40.41678)).toBe(40.42);
  });

  it('gives 20 clubs unless asked, and never more than 50', async () => {
    const page = clubPageSchema.parse((await get('latitude=40.42&longitude=-3.7')).json());
    expect(page.items).toHaveLength(20);
    expect((await get('limit=50')).statusCode).toBe(200);
    for (const query of ['limit=0', 'limit=51', 'limit=ten']) {
      const res = await get(query);
      expect(res.statusCode, query).toBe(400);
      expect(errorBodySchema.safeParse(res.json()).success).toBe(true);
    }
  });

  it('refuses half a position, a position off the map and a cursor of another ordering', async () => {
    const byName = clubPageSchema.parse((await get('limit=5')).json());
    const near = clubPageSchema.parse((await get('limit=5&latitude=40&longitude=-3')).json());
    for (const query of [
      'latitude=40',
      'longitude=-3',
      'latitude=91&longitude=0',
      'latitude=0&longitude=181',
      'latitude=1e2&longitude=0',
      'cursor=not-a-cursor',
      'cursor=%2F%2F%2F',
      `cursor=${byName.nextCursor}&latitude=40&longitude=-3`,
      `cursor=${near.nextCursor}`,
    ]) {
      expect((await get(query)).statusCode, query).toBe(400);
    }
  });

  it('answers signed-in people only', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/user/club/nearby' });
    expect(res.statusCode).toBe(401);
  });
});
