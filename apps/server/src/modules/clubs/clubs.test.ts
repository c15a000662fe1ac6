import {
  clubHourToUtc,
  clubListSchema,
  clubToday,
  courtDetailListSchema,
  courtDetailSchema,
  errorBodySchema,
  myClubSchema,
  priceListSchema,
  utcToClubLocal,
} from '@courtside/shared';
import type { Insertable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  aBooking,
  aClub,
  aPlayerWithCoins,
  aUser,
  type ClubPlan,
  type TestClubWithCourts,
} from '#test/helpers/builders.js';
import {
  bearer,
  createTestContext,
  loginAs,
  registerPlayer,
  type TestContext,
} from '#test/helpers/test-app.js';
import type { BookingsTable } from '#server/db/database.js';
import { newId } from '#server/lib/ids.js';
import { slotStartsFor } from '#server/modules/court-time/court-time.service.js';
import { addToDate } from '#server/seed/local-time.js';
import { createClubsRepo } from './clubs.repo.js';
import { applicablePrice } from './pricing.js';

const timeZone = 'Europe/Madrid';

/** Three clubs: padel and football, padel only, football only; a few courts price themselves. */
const clubPlans = {
  retiro: {
    name: 'Retiro Padel & Football',
    prices: { padel: 2400, football: 6000 },
    courts: [
      { name: 'Padel 1 (Double)', sport: 'padel', capacity: 4, courtType: 'covered' },
      { name: 'Padel 2 (Double)', sport: 'padel', capacity: 4, courtType: 'outdoor' },
      {
        name: 'Padel 3 (Single)',
        sport: 'padel',
        capacity: 2,
        pricePerHour: 1800,
        courtType: 'outdoor',
      },
      { name: 'Pitch A — 5-a-side', sport: 'football', capacity: 5 },
      { name: 'Pitch B — 8-a-side', sport: 'football', capacity: 8 },
    ],
  },
  chamberi: {
    name: 'Chamberí Indoor Padel',
    prices: { padel: 2800 },
    courts: [
      { name: 'Court 1 (Double)', sport: 'padel', capacity: 4 },
      { name: 'Court 2 (Double)', sport: 'padel', capacity: 4 },
      { name: 'Court 3 (Single)', sport: 'padel', capacity: 2 },
      { name: 'Court 4 (Single)', sport: 'padel', capacity: 2 },
    ],
  },
  canal: {
    name: 'Canal Football Park',
    prices: { football: 6500 },
    courts: [
      { name: 'Pitch 1 — 5-a-side', sport: 'football', capacity: 5 },
      { name: 'Stadium — 11-a-side', sport: 'football', capacity: 11, pricePerHour: 12000 },
    ],
  },
} satisfies Record<string, ClubPlan>;
type ClubKey = keyof typeof clubPlans;
const clubName = (key: ClubKey) => clubPlans[key].name;

/** A club-local day a number of days from today in the clubs' zone. */
const clubDay = (days: number) => addToDate(clubToday(timeZone, new Date()), days, 'day');

describe('clubs and courts', () => {
  let ctx: TestContext;
  let tokens: Record<'player' | 'owner' | 'owner2', string>;
  let booker: string;
  const clubs = {} as Record<ClubKey, TestClubWithCourts>;

  beforeAll(async () => {
    ctx = await createTestContext();
    clubs.retiro = await aClub(ctx, clubPlans.retiro);
    clubs.chamberi = await aClub(ctx, clubPlans.chamberi);
    clubs.canal = await aClub(ctx, clubPlans.canal);
    tokens = {
      player: (await aUser(ctx)).token,
      owner: clubs.retiro.owner.token,
      owner2: clubs.chamberi.owner.token,
    };
    // Tomorrow at Retiro: Padel 1 at 9:00, 18:00 for 120 minutes and 20:00; Padel 3 at 17:00.
    const player = await aPlayerWithCoins(ctx, 2000);
    booker = player.id;
    const tomorrow = clubDay(1);
    const [padel1, , padel3] = clubs.retiro.courts;
    for (const [court, hour, duration] of [
      [padel1!, 9, 60],
      [padel1!, 18, 120],
      [padel1!, 20, 60],
      [padel3!, 17, 60],
    ] as const)
      await aBooking(ctx, player, court, { date: tomorrow, hour, duration, method: 'coins' });
  });
  afterAll(() => ctx.close());

  const get = (url: string, token = tokens.player) =>
    ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(token) });

  const clubId = async (key: ClubKey) => clubs[key].clubId;

  const courtId = async (key: ClubKey, courtName: string) =>
    clubs[key].courts.find((court) => court.name === courtName)!.courtId;

  const expectNotFound = (res: { statusCode: number; json: () => unknown }) => {
    expect(res.statusCode).toBe(404);
    expect(errorBodySchema.parse(res.json()).code).toBe('NOT_FOUND');
  };

  /** A booking as the booking code leaves it: live bookings and holds claim their hour. */
  const insertBooking = async (
    court: string,
    date: string,
    hour: number,
    overrides: Partial<Insertable<BookingsTable>> = {},
  ) => {
    const id = newId();
    const startsAt = new Date(clubHourToUtc(date, hour, timeZone)!);
    await ctx.db
      .insertInto('bookings')
      .values({
        id,
        user_id: booker,
        court_id: court,
        starts_at: startsAt.toISOString(),
        ends_at: new Date(startsAt.getTime() + 3_600_000).toISOString(),
        duration_minutes: 60,
        status: 'confirmed',
        hold_expires_at: null,
        amount: 2400,
        currency: 'USD',
        made_by_owner: 0,
        created_at: new Date().toISOString(),
        ...overrides,
      })
      .execute();
    const status = overrides.status ?? 'confirmed';
    if (status === 'confirmed' || status === 'held')
      await ctx.db
        .insertInto('court_claims')
        .values(
          slotStartsFor(startsAt.toISOString(), 60).map((slot_start) => ({
            court_id: court,
            slot_start,
            owner_kind: 'booking' as const,
            owner_id: id,
            held_until: status === 'held' ? (overrides.hold_expires_at ?? null) : null,
          })),
        )
        .execute();
  };

  describe('GET /user/club/all', () => {
    it('lists only clubs with padel courts, each with only its padel courts', async () => {
      const res = await get('/user/club/all?type=padel');
      expect(res.statusCode).toBe(200);
      const clubs = clubListSchema.parse(res.json());
      const names = clubs.map((club) => club.name);
      expect(names).toContain(clubName('retiro'));
      expect(names).not.toContain(clubName('canal'));
      expect(clubs).toHaveLength(2);
      for (const club of clubs) {
        expect(club.type).toBe('padel');
        expect(club.courts.length).toBeGreaterThan(0);
        expect(club.courts.every((court) => court.type === 'padel')).toBe(true);
      }
      const retiro = clubs.find((club) => club.name === clubName('retiro'))!;
      expect(retiro.courts.map((court) => court.capacity).sort()).toEqual([2, 4, 4]);
    });

    it("says which types of padel court each club has, for a match's court type", async () => {
      const clubs = clubListSchema.parse((await get('/user/club/all?type=padel')).json());
      const typesOf = (key: ClubKey) =>
        clubs.find((club) => club.name === clubName(key))?.courtTypes;
      expect(typesOf('retiro')).toEqual(['outdoor', 'covered']);
      expect(typesOf('chamberi')).toEqual(['indoor']);
      const football = clubListSchema.parse((await get('/user/club/all?type=football')).json());
      expect(football.find((club) => club.name === clubName('canal'))?.courtTypes).toEqual([]);
    });

    it('lists football clubs with their 5, 8 and 11-a-side pitches', async () => {
      const clubs = clubListSchema.parse((await get('/user/club/all?type=football')).json());
      expect(clubs.map((club) => club.name)).not.toContain(clubName('chamberi'));
      const courts = clubs.flatMap((club) => club.courts);
      expect(courts.every((court) => court.type === 'football')).toBe(true);
      expect([...new Set(courts.map((court) => court.capacity))].sort((a, b) => a - b)).toEqual([
        5, 8, 11,
      ]);
    });

    it('lists every club with all its courts when no type is given', async () => {
      const clubs = clubListSchema.parse((await get('/user/club/all')).json());
      expect(clubs).toHaveLength(3);
      expect(clubs.every((club) => club.type === null)).toBe(true);
      expect(clubs.flatMap((club) => club.courts)).toHaveLength(5 + 4 + 2);
    });

    it('refuses an unknown sport', async () => {
      expect((await get('/user/club/all?type=tennis')).statusCode).toBe(400);
    });
  });

  describe('GET /user/club/:clubId/court', () => {
    it("answers only the listed courts of the club, ignoring other clubs' ids", async () => {
      const retiro = await clubId('retiro');
      const wanted = [
        await courtId('retiro', 'Padel 1 (Double)'),
        await courtId('retiro', 'Padel 3 (Single)'),
      ];
      const foreign = await courtId('chamberi', 'Court 1 (Double)');
      const res = await get(`/user/club/${retiro}/court?court=${[...wanted, foreign].join(',')}`);
      expect(res.statusCode).toBe(200);
      const courts = courtDetailListSchema.parse(res.json());
      expect(courts.map((court) => court.id).sort()).toEqual([...wanted].sort());
      expect(courts.every((court) => court.club.id === retiro)).toBe(true);
    });

    it('prices each court per 60 minutes by its most specific price', async () => {
      const res = await get(`/user/club/${await clubId('retiro')}/court`);
      const courts = courtDetailListSchema.parse(res.json());
      const priceOf = (name: string) => courts.find((court) => court.name === name)?.price;
      expect(courts).toHaveLength(5);
      expect(priceOf('Padel 1 (Double)')).toBe(2400);
      expect(priceOf('Padel 3 (Single)')).toBe(1800);
      expect(priceOf('Pitch A — 5-a-side')).toBe(6000);
      expect(courts.every((court) => court.currency === 'USD')).toBe(true);
    });

    it("shows a day's taken slots in the club's local time, as stored", async () => {
      const retiro = await clubId('retiro');
      const court = await courtId('retiro', 'Padel 1 (Double)');
      const date = clubDay(1);
      const res = await get(`/user/club/${retiro}/court?court=${court}&date=${date}`);
      const [detail] = courtDetailListSchema.parse(res.json());
      // Half hours that follow each other are one entry: the 120-minute booking at 18:00 and
      // the 60-minute one at 20:00 hold 18:00 to 21:00.
      expect(detail?.bookings).toEqual([
        { date, startTime: '09:00', endTime: '10:00', duration: 60 },
        { date, startTime: '18:00', endTime: '21:00', duration: 180 },
      ]);

      const claimed = await ctx.db
        .selectFrom('court_claims')
        .select('slot_start')
        .where('court_id', '=', court)
        .orderBy('slot_start')
        .execute();
      const claimedThatDay = claimed
        .map((row) => utcToClubLocal(row.slot_start, timeZone))
        .filter((start) => start.date === date);
      const shown = detail?.bookings.reduce((minutes, b) => minutes + b.duration, 0);
      expect(shown).toBe(claimedThatDay.length * 30);
    });

    it("shows the club's today when no date is given", async () => {
      const court = await courtId('chamberi', 'Court 3 (Single)');
      const today = clubDay(0);
      await insertBooking(court, today, 21);
      const res = await get(`/user/club/${await clubId('chamberi')}/court?court=${court}`);
      const [detail] = courtDetailListSchema.parse(res.json());
      expect(detail?.bookings).toEqual([
        { date: today, startTime: '21:00', endTime: '22:00', duration: 60 },
      ]);
    });

    it('hides expired holds and cancelled bookings, and shows holds still running', async () => {
      const court = await courtId('retiro', 'Padel 2 (Double)');
      const date = clubDay(20);
      const minutesFromNow = (minutes: number) =>
        new Date(Date.now() + minutes * 60_000).toISOString();
      await insertBooking(court, date, 10, {
        status: 'held',
        hold_expires_at: minutesFromNow(-1),
      });
      await insertBooking(court, date, 12, { status: 'held', hold_expires_at: minutesFromNow(10) });
      await insertBooking(court, date, 14, { status: 'cancelled' });
      await insertBooking(court, date, 16, { status: 'expired' });
      const res = await get(
        `/user/club/${await clubId('retiro')}/court?court=${court}&date=${date}`,
      );
      const [detail] = courtDetailListSchema.parse(res.json());
      expect(detail?.bookings.map((b) => b.startTime)).toEqual(['12:00']);
    });

    it('answers 404 for an unknown club and 400 for a malformed date', async () => {
      expectNotFound(await get(`/user/club/${newId()}/court`));
      const retiro = await clubId('retiro');
      expect((await get(`/user/club/${retiro}/court?date=2026-02-30`)).statusCode).toBe(400);
    });
  });

  describe('GET /user/court/:id', () => {
    it('answers one court with its club, price and the asked day', async () => {
      const court = await courtId('retiro', 'Padel 3 (Single)');
      const date = clubDay(1);
      const res = await get(`/user/court/${court}?date=${date}`);
      expect(res.statusCode).toBe(200);
      const detail = courtDetailSchema.parse(res.json());
      expect(detail).toMatchObject({
        id: court,
        type: 'padel',
        capacity: 2,
        price: 1800,
        club: { name: clubName('retiro'), timeZone: timeZone },
        bookings: [{ date, startTime: '17:00', endTime: '18:00', duration: 60 }],
      });
    });

    it('answers 404 for an unknown court', async () => {
      expectNotFound(await get(`/user/court/${newId()}`));
    });
  });

  describe('GET /user/court/all', () => {
    it('lists every court of one sport', async () => {
      const courts = courtDetailListSchema.parse(
        (await get('/user/court/all?type=football')).json(),
      );
      const stored = await ctx.db
        .selectFrom('courts')
        .select('id')
        .where('sport', '=', 'football')
        .execute();
      expect(courts.map((court) => court.id).sort()).toEqual(stored.map((row) => row.id).sort());
      expect(courts.every((court) => court.type === 'football' && court.price !== null)).toBe(true);
    });

    it("carries each court's taken slots of the asked day", async () => {
      const date = clubDay(1);
      const courts = courtDetailListSchema.parse(
        (await get(`/user/court/all?date=${date}`)).json(),
      );
      const retiroP1 = await courtId('retiro', 'Padel 1 (Double)');
      const p1 = courts.find((court) => court.id === retiroP1);
      expect(p1?.bookings.map((b) => `${b.startTime}-${b.endTime}`)).toEqual([
        '09:00-10:00',
        '18:00-21:00',
      ]);
      expect(courts.flatMap((court) => court.bookings).every((b) => b.date === date)).toBe(true);
    });
  });

  describe('GET /user/court (owner)', () => {
    it("lists only the caller's own courts", async () => {
      const chamberi = await clubId('chamberi');
      const courts = courtDetailListSchema.parse((await get('/user/court', tokens.owner2)).json());
      expect(courts).toHaveLength(4);
      expect(courts.every((court) => court.club.id === chamberi)).toBe(true);
    });

    it('refuses a player', async () => {
      expect((await get('/user/court')).statusCode).toBe(403);
    });
  });

  describe('GET /booking/club/:clubId/price', () => {
    it("lists the club's prices, most specific first", async () => {
      const res = await get(`/booking/club/${await clubId('retiro')}/price`);
      expect(res.statusCode).toBe(200);
      const prices = priceListSchema.parse(res.json());
      expect(prices.map((p) => p.price)).toHaveLength(3);
      expect(prices[0]).toMatchObject({ price: 1800, courtId: expect.any(String) });
    });

    it("puts the court's applicable price first", async () => {
      const retiro = await clubId('retiro');
      const firstFor = async (courtName: string) =>
        priceListSchema.parse(
          (
            await get(`/booking/club/${retiro}/price?court=${await courtId('retiro', courtName)}`)
          ).json(),
        )[0];
      expect(await firstFor('Padel 1 (Double)')).toMatchObject({
        price: 2400,
        sport: 'padel',
        courtId: null,
      });
      expect(await firstFor('Padel 3 (Single)')).toMatchObject({
        price: 1800,
        courtId: await courtId('retiro', 'Padel 3 (Single)'),
      });
      expect(await firstFor('Pitch B — 8-a-side')).toMatchObject({
        price: 6000,
        sport: 'football',
      });
    });

    it("answers 404 for an unknown club or another club's court", async () => {
      expectNotFound(await get(`/booking/club/${newId()}/price`));
      const foreign = await courtId('chamberi', 'Court 1 (Double)');
      expectNotFound(await get(`/booking/club/${await clubId('retiro')}/price?court=${foreign}`));
    });
  });

  describe('GET /user/me/club', () => {
    it("answers the owner's club with its courts and their upcoming bookings", async () => {
      const res = await get('/user/me/club', tokens.owner);
      expect(res.statusCode).toBe(200);
      const club = myClubSchema.parse(res.json());
      expect(club.name).toBe(clubName('retiro'));
      expect(club.courts).toHaveLength(5);
      const nowIso = new Date().toISOString();
      const upcoming = await ctx.db
        .selectFrom('court_claims')
        .innerJoin('courts', 'courts.id', 'court_claims.court_id')
        .select('court_claims.slot_start')
        .where('courts.club_id', '=', club.id)
        .where((eb) =>
          eb.or([
            eb('court_claims.held_until', 'is', null),
            eb('court_claims.held_until', '>', nowIso),
          ]),
        )
        .where('court_claims.slot_start', '>=', new Date(Date.now() - 3_600_000).toISOString())
        .execute();
      const shown = club.courts.flatMap((court) => court.bookings);
      const shownMinutes = shown.reduce((minutes, b) => minutes + b.duration, 0);
      expect(shownMinutes).toBe(upcoming.length * 30);
      expect(shown.every((b) => b.date >= clubDay(0))).toBe(true);
    });

    it('refuses a player and answers 404 to an owner without a club', async () => {
      expect((await get('/user/me/club')).statusCode).toBe(403);
      const fresh = await registerPlayer(ctx.app);
      await ctx.db.updateTable('users').set({ role: 'owner' }).where('id', '=', fresh.id).execute();
      const user = await ctx.db
        .selectFrom('users')
        .select('username')
        .where('id', '=', fresh.id)
        .executeTakeFirstOrThrow();
      const { token } = await loginAs(ctx.app, user.username, 'secret-pass-1');
      expectNotFound(await get('/user/me/club', token));
      expect(courtDetailListSchema.parse((await get('/user/court', token)).json())).toEqual([]);
    });
  });

  describe('the price a booking is placed at', () => {
    it('resolves a court price by court, then sport, then club-wide, and null without one', async () => {
      // Straight from the database: the service keeps a place for a second (booking-place.test).
      const repo = {
        pricePerHour: async (id: string) => {
          const found = await createClubsRepo(ctx.db).courtWithPrices(id);
          const price = found && applicablePrice(found.place.court, found.prices);
          return price ? { amount: price.amount_per_hour, currency: price.currency } : null;
        },
      };
      expect(await repo.pricePerHour(await courtId('retiro', 'Padel 3 (Single)'))).toEqual({
        amount: 1800,
        currency: 'USD',
      });
      expect(await repo.pricePerHour(await courtId('retiro', 'Padel 1 (Double)'))).toEqual({
        amount: 2400,
        currency: 'USD',
      });
      expect(await repo.pricePerHour(newId())).toBeNull();

      // Canal prices football only: a new padel court there has no price until a club-wide one.
      const canal = await clubId('canal');
      const padel = newId();
      await ctx.db
        .insertInto('courts')
        .values({
          id: padel,
          club_id: canal,
          name: 'New padel court',
          sport: 'padel',
          capacity: 4,
          photo: null,
          description: null,
          created_at: new Date().toISOString(),
        })
        .execute();
      expect(await repo.pricePerHour(padel)).toBeNull();
      expect(courtDetailSchema.parse((await get(`/user/court/${padel}`)).json()).price).toBeNull();

      await ctx.db
        .insertInto('prices')
        .values({
          id: newId(),
          club_id: canal,
          sport: null,
          court_id: null,
          amount_per_hour: 3000,
          currency: 'USD',
        })
        .execute();
      expect(await repo.pricePerHour(padel)).toEqual({ amount: 3000, currency: 'USD' });
      expect(await repo.pricePerHour(await courtId('canal', 'Stadium — 11-a-side'))).toEqual({
        amount: 12000,
        currency: 'USD',
      });
    });
  });
});
