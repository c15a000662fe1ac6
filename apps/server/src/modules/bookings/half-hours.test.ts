import {
  bookingPaymentResponseSchema,
  clubHourToUtc,
  clubSaleTermsSchema,
  matchSchema,
  courtDetailListSchema,
  weekdayOf,
  type ClubSaleTerms,
} from '@courtside/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingBody,
  clubDateIn,
  pay,
  takenSpansOf,
  type TestCourt,
} from '#test/helpers/booking-fixtures.js';
import { aClub, aUser, type TestClubWithCourts, type TestUser } from '#test/helpers/builders.js';
import { bearer, createTestContext, type TestContext } from '#test/helpers/test-app.js';
import { testDialect } from '#test/helpers/test-database.js';
import { api as matchApi, matchForm } from '#test/helpers/match-fixtures.js';

const halfHourly: ClubSaleTerms = {
  padel: { lengths: [60, 90], startEvery: 30 },
  football: { lengths: [60, 120], startEvery: 60 },
};

describe(`court time in half hours (${testDialect})`, () => {
  let ctx: TestContext;
  let club: TestClubWithCourts;
  let padel: TestCourt;
  let pitch: TestCourt;
  let player: TestUser;
  let day = 1;
  /** The next club-local weekday (Monday to Friday) not used yet: its evenings are peak. */
  const nextWeekday = () => {
    for (;;) {
      const date = clubDateIn((day += 1), padel.timeZone);
      if (![0, 6].includes(weekdayOf(date))) return date;
    }
  };

  beforeAll(async () => {
    ctx = await createTestContext();
    club = await aClub(ctx, {
      prices: { all: 2400 },
      courts: [{ name: 'Padel 1' }, { name: 'Pitch A', sport: 'football' }],
    });
    [padel, pitch] = club.courts as [TestCourt, TestCourt];
    player = await aUser(ctx);
    // Weekday evenings from 20:00 cost more.
    const peak = await ctx.app.inject({
      method: 'PUT',
      url: `/api/owner/court/${padel.courtId}`,
      headers: bearer(club.owner.token),
      payload: {
        name: 'Padel 1',
        type: 'padel',
        capacity: 4,
        courtType: 'indoor',
        price: 2400,
        peaks: [{ weekdays: [1, 2, 3, 4, 5], fromHour: 20, toHour: 23, price: 3600 }],
      },
    });
    expect(peak.statusCode, peak.body).toBe(200);
  });
  afterAll(() => ctx.close());

  const setTerms = (token: string, terms: unknown) =>
    ctx.app.inject({
      method: 'PUT',
      url: '/api/owner/sales',
      headers: bearer(token),
      payload: terms as Record<string, unknown>,
    });
  /** Books for a new player each time: a player has few upcoming cash bookings at one club. */
  const book = async (date: string, hour: number, duration: 60 | 90 | 120, court = padel) =>
    pay(ctx.app, (await aUser(ctx)).token, 'cash', bookingBody(court, date, hour, duration));

  describe('what a club sells', () => {
    it("sells the spec's 60 and 120 minutes on the hour until the owner chooses", async () => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/owner/sales',
        headers: bearer(club.owner.token),
      });
      expect(clubSaleTermsSchema.parse(res.json())).toEqual({
        padel: { lengths: [60, 120], startEvery: 60 },
        football: { lengths: [60, 120], startEvery: 60 },
      });
      const date = nextWeekday();
      expect((await book(date, 19.5, 60)).statusCode).toBe(400);
      expect((await book(date, 19, 90)).statusCode).toBe(400);
    });

    it('is set by the owner alone, with at least one length, and players read it on the court', async () => {
      expect((await setTerms(player.token, halfHourly)).statusCode).toBe(403);
      const empty = { ...halfHourly, padel: { lengths: [], startEvery: 30 } };
      const refused = await setTerms(club.owner.token, empty);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().details).toEqual([
        expect.objectContaining({ field: 'body.padel.lengths' }),
      ]);
      const twice = { ...halfHourly, padel: { lengths: [90, 90], startEvery: 30 } };
      expect((await setTerms(club.owner.token, twice)).statusCode).toBe(400);
      const unordered = { ...halfHourly, padel: { lengths: [90, 60], startEvery: 30 } };
      const saved = await setTerms(club.owner.token, unordered);
      expect(saved.statusCode, saved.body).toBe(200);
      expect(clubSaleTermsSchema.parse(saved.json())).toEqual(halfHourly);

      const courts = courtDetailListSchema.parse(
        (
          await ctx.app.inject({
            method: 'GET',
            url: `/api/user/club/${club.clubId}/court`,
            headers: bearer(player.token),
          })
        ).json(),
      );
      expect(courts.find((court) => court.id === padel.courtId)?.sale).toEqual(halfHourly.padel);
      expect(courts.find((court) => court.id === pitch.courtId)?.sale).toEqual(halfHourly.football);
    });

    it("refuses what the sport's terms do not sell: a length, or a half-hour start", async () => {
      const date = nextWeekday();
      const longPadel = await book(date, 10, 120);
      expect(longPadel.statusCode).toBe(400);
      expect(longPadel.json().details).toEqual([
        expect.objectContaining({ field: 'body.duration' }),
      ]);
      const halfPastOnThePitch = await book(date, 10.5, 60, pitch);
      expect(halfPastOnThePitch.statusCode).toBe(400);
      expect(halfPastOnThePitch.json().details).toEqual([
        expect.objectContaining({ field: 'body.startTime' }),
      ]);
      const quarterPast = await pay(ctx.app, player.token, 'cash', {
        ...bookingBody(padel, date, 10, 60),
        startTime: '10:15',
        endTime: '11:15',
      });
      expect(quarterPast.statusCode).toBe(400);
      expect((await book(date, 10, 120, pitch)).statusCode).toBe(201);
    });
  });

  describe('a 90-minute game from the half hour', () => {
    it('costs each half hour at half its hour’s price, peak included', async () => {
      const date = nextWeekday();
      // 19:30-21:00: half an hour at 2400 an hour, an hour at the 3600 peak.
      const evening = await book(date, 19.5, 90);
      expect(evening.statusCode, evening.body).toBe(201);
      const booked = bookingPaymentResponseSchema.parse(evening.json());
      expect(booked.booking).toMatchObject({
        date,
        startTime: '19:30',
        endTime: '21:00',
        duration: 90,
        amount: 1200 + 3600,
      });
      // 10:30-12:00, all at the base price.
      const morning = bookingPaymentResponseSchema.parse((await book(date, 10.5, 90)).json());
      expect(morning.booking.amount).toBe(3600);
      expect(await takenSpansOf(ctx.app, player.token, padel, date)).toEqual([
        '10:30-12:00',
        '19:30-21:00',
      ]);
    });

    it('meets the games before and after it at its edges and overlaps none at any boundary', async () => {
      const date = nextWeekday();
      expect((await book(date, 19.5, 90)).statusCode).toBe(201);
      for (const [hour, duration] of [
        [19, 60], // 19:00-20:00 runs into 19:30
        [20, 60], // inside
        [20.5, 60], // from its last half hour
        [18.5, 90], // 18:30-20:00
        [19.5, 60], // the same start
      ] as const)
        expect((await book(date, hour, duration)).statusCode, `${hour} ${duration}`).toBe(409);
      expect((await book(date, 18, 90)).statusCode).toBe(201); // 18:00-19:30
      expect((await book(date, 21, 60)).statusCode).toBe(201); // 21:00-22:00
      expect(await takenSpansOf(ctx.app, player.token, padel, date)).toEqual(['18:00-22:00']);
    });

    it('under a storm of overlapping starts, never lets two bookings share a half hour', async () => {
      const date = nextWeekday();
      const tries = [
        [18, 90],
        [18.5, 90],
        [19, 90],
        [19, 60],
        [19.5, 60],
        [20, 90],
        [20.5, 60],
        [21, 60],
      ] as const;
      const players = await Promise.all(tries.map(() => aUser(ctx)));
      const answers = await Promise.all(
        tries.map(([hour, duration], index) =>
          pay(ctx.app, players[index]!.token, 'cash', bookingBody(padel, date, hour, duration)),
        ),
      );
      expect(answers.every((res) => [201, 409].includes(res.statusCode))).toBe(true);
      const won = answers
        .filter((res) => res.statusCode === 201)
        .map((res) => bookingPaymentResponseSchema.parse(res.json()).booking)
        .sort((a, b) => a.startsAt.localeCompare(b.startsAt));
      expect(won.length).toBeGreaterThan(0);
      // No two games the storm left overlap, and each holds all its half hours.
      for (let index = 1; index < won.length; index += 1)
        expect(won[index]!.startsAt >= won[index - 1]!.endsAt).toBe(true);
      const claims = await ctx.db
        .selectFrom('court_claims')
        .select(['slot_start', 'owner_id'])
        .where(
          'owner_id',
          'in',
          won.map((booking) => booking.id),
        )
        .execute();
      expect(claims).toHaveLength(won.reduce((halves, b) => halves + b.duration / 30, 0));
    });
  });

  describe('a match of 90 minutes from the half hour', () => {
    const matchAt = (date: string, hour: number) =>
      new Date(
        Date.parse(clubHourToUtc(date, Math.floor(hour), padel.timeZone)!) + (hour % 1) * 3_600_000,
      ).toISOString();

    it('claims its three half hours and shares their price; a booking cannot take them', async () => {
      const date = nextWeekday();
      const organizer = await aUser(ctx);
      const form = matchForm(club.clubId, matchAt(date, 19.5), { duration: 90 });
      const created = await matchApi(ctx.app, organizer.token).create(form);
      expect(created.statusCode, created.body).toBe(201);
      expect(matchSchema.parse(created.json()).court).toMatchObject({
        price: 1200 + 3600,
        pricePerPlayer: 1200,
      });
      expect(await takenSpansOf(ctx.app, player.token, padel, date)).toEqual(['19:30-21:00']);
      expect((await book(date, 20, 60)).statusCode).toBe(409);
      expect((await book(date, 21, 60)).statusCode).toBe(201);
    });

    it("refuses a length or a start the club's padel terms do not sell", async () => {
      const date = nextWeekday();
      const organizer = matchApi(ctx.app, (await aUser(ctx)).token);
      const long = await organizer.create(
        matchForm(club.clubId, matchAt(date, 10), { duration: 120 }),
      );
      expect(long.statusCode).toBe(400);
      expect(long.json().details).toEqual([expect.objectContaining({ field: 'duration' })]);
      const sixty = await organizer.create(matchForm(club.clubId, matchAt(date, 10.5)));
      expect(sixty.statusCode, sixty.body).toBe(201);
    });
  });
});
