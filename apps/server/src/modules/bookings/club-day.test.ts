import {
  utcToClubLocal,
  clubHourToUtc,
  bookingPaymentResponseSchema,
  clubBookingChangeSchema,
  clubDaySchema,
  dayClosedHoursSchema,
  errorBodySchema,
  halfHourStarts,
  notificationPageSchema,
  paymentSchema,
  weekdayOf,
} from '@courtside/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingBody,
  clubDateIn,
  coinsOf,
  decideCheckout,
  pay,
  takenHoursOf,
  type TestCourt,
} from '#test/helpers/booking-fixtures.js';
import { activityBody, aCoach } from '#test/helpers/activity-fixtures.js';
import { aChampionship, championshipBody } from '#test/helpers/championship-fixtures.js';
import { api as matchApi, matchForm } from '#test/helpers/match-fixtures.js';
import {
  aClub,
  aPadelPlayer,
  aPlayerWithCoins,
  aUser,
  type TestClubWithCourts,
  type TestUser,
} from '#test/helpers/builders.js';
import { openEventStream } from '#test/helpers/event-stream-client.js';
import { bearer, createTestContext, type TestContext } from '#test/helpers/test-app.js';
import { movableClock } from '#test/helpers/tokens.js';
import { inTransaction } from '#server/db/transaction.js';

const hourMs = 3_600_000;

describe("the owner's day", () => {
  const clock = movableClock();
  let ctx: TestContext;
  let club: TestClubWithCourts;
  let rival: TestClubWithCourts;
  let player: TestUser;
  let padel1: TestCourt;
  let padel2: TestCourt;
  let day = 3;
  const nextDate = () => clubDateIn((day += 1), padel1.timeZone, clock.now());

  beforeAll(async () => {
    ctx = await createTestContext({ clock, bookingRules: { maxFutureCashBookings: 100 } });
    club = await aClub(ctx, {
      prices: { all: 2400 },
      courts: [{ name: 'Padel 1' }, { name: 'Padel 2' }, { name: 'Pitch A', sport: 'football' }],
    });
    rival = await aClub(ctx, { courts: [{ name: 'Court R' }] });
    [padel1, padel2] = club.courts as [TestCourt, TestCourt];
    player = await aPlayerWithCoins(ctx, 1_000);
  });
  afterAll(() => ctx.close());

  const dayOf = (token: string, date: string) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/booking/club-day?date=${date}`,
      headers: bearer(token),
    });
  const clubCancel = (token: string, id: string, reason: unknown = 'Court lights broken') =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/booking/${id}/club-cancel`,
      headers: bearer(token),
      payload: { reason },
    });
  const move = (token: string, id: string, body: Record<string, unknown>) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/booking/${id}/move`,
      headers: bearer(token),
      payload: body,
    });
  const book = async (method: string, court: TestCourt, date: string, hour: number, dur = 60) => {
    const res = await pay(ctx.app, player.token, method, bookingBody(court, date, hour, dur as 60));
    expect(res.statusCode).toBe(201);
    return bookingPaymentResponseSchema.parse(res.json());
  };
  const bookingRow = (id: string) =>
    ctx.db.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const paymentRow = (id: string) =>
    ctx.db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  /** The player's notification of this kind (the clock stands still: several share a time). */
  const noticeOf = async (token: string, kind: string) => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/me/notifications?limit=50',
      headers: bearer(token),
    });
    return notificationPageSchema.parse(res.json()).items.filter((item) => item.kind === kind);
  };

  describe('the grid', () => {
    it('shows every court and what holds each hour, with who and how it is paid', async () => {
      const date = nextDate();
      const cash = await book('cash', padel1, date, 10, 120);
      const card = await book('card', padel2, date, 12);
      const walkIn = await pay(ctx.app, club.owner.token, 'cash', {
        ...bookingBody(padel2, date, 18),
        walkIn: true,
      });
      expect(walkIn.statusCode).toBe(201);
      const championship = '00000000-0000-4000-8000-00000000c0de';
      await inTransaction(ctx.db, (tx) =>
        ctx.app.services.courtTime.claim(tx, {
          courtId: padel1.courtId,
          slotStarts: [new Date(Date.parse(cash.booking.startsAt) + 6 * hourMs).toISOString()],
          owner: { kind: 'championship', id: championship },
        }),
      );

      const res = await dayOf(club.owner.token, date);
      expect(res.statusCode).toBe(200);
      const grid = clubDaySchema.parse(res.json());
      expect(grid.club.id).toBe(club.clubId);
      expect(grid.courts.map((court) => court.name)).toEqual(['Padel 1', 'Padel 2', 'Pitch A']);
      const cells = grid.cells.map((cell) => [
        cell.courtId === padel1.courtId ? 'P1' : 'P2',
        cell.startTime,
        cell.kind,
        cell.name,
      ]);
      // One cell per half hour of court time, each with the whole span of what holds it.
      expect(cells).toEqual([
        ['P1', '10:00', 'booking', 'Test'],
        ['P1', '10:30', 'booking', 'Test'],
        ['P1', '11:00', 'booking', 'Test'],
        ['P1', '11:30', 'booking', 'Test'],
        ['P2', '12:00', 'hold', 'Test'],
        ['P2', '12:30', 'hold', 'Test'],
        ['P1', '16:00', 'championship', null],
        ['P2', '18:00', 'booking', null],
        ['P2', '18:30', 'booking', null],
      ]);
      const first = grid.cells[0]!;
      expect(first).toMatchObject({
        ownerId: cash.booking.id,
        from: '10:00',
        to: '12:00',
        paymentId: cash.paymentId,
        paymentMethod: 'cash',
        paymentStatus: 'due_at_club',
        bookingStatus: 'confirmed',
        madeByOwner: false,
        amount: 4800,
      });
      expect(grid.cells[3]).toMatchObject({ ownerId: cash.booking.id, from: '10:00', to: '12:00' });
      expect(grid.cells[4]).toMatchObject({ ownerId: card.booking.id, paymentStatus: 'pending' });
      expect(grid.cells[7]).toMatchObject({ madeByOwner: true, paymentMethod: 'cash' });
    });

    it('shows matches, activities and championships as their own features describe them', async () => {
      const date = nextDate();
      const pitch = club.courts[2]!;
      const organiser = await aPadelPlayer(ctx, 'M', 'Organiser');
      const { phone } = await ctx.db
        .selectFrom('users')
        .select('phone')
        .where('id', '=', organiser.id)
        .executeTakeFirstOrThrow();
      const match = await matchApi(ctx.app, organiser.token).create(
        matchForm(club.clubId, clubHourToUtc(date, 9, padel1.timeZone)!, {
          duration: '120' as unknown as 120,
        }),
      );
      expect(match.statusCode, match.body).toBe(201);
      const coach = await aCoach(ctx.app, club.owner, club.clubId);
      const activity = await ctx.app.inject({
        method: 'POST',
        url: '/api/user/activity',
        headers: bearer(club.owner.token),
        payload: activityBody(padel2, coach.id, date),
      });
      expect(activity.statusCode).toBe(201);
      const days = Math.round(
        (Date.parse(date) - Date.parse(clubDateIn(0, pitch.timeZone, clock.now()))) / 86_400_000,
      );
      await aChampionship(
        ctx.app,
        club.owner,
        championshipBody(pitch, { days, hours: 2, now: clock.now() }),
      );

      const grid = clubDaySchema.parse((await dayOf(club.owner.token, date)).json());
      const shown = grid.cells
        .map(({ courtId, startTime, kind, name, phone, from, to }) => ({
          court: grid.courts.find((court) => court.id === courtId)?.name,
          startTime,
          kind,
          name,
          phone,
          from,
          to,
        }))
        .sort((a, b) => `${a.startTime}${a.court}`.localeCompare(`${b.startTime}${b.court}`));
      // Each of these holds whole hours: a cell for each half, the same but for its start.
      const onTheHour = shown.filter((cell) => cell.startTime.endsWith(':00'));
      expect(shown).toHaveLength(onTheHour.length * 2);
      expect(onTheHour).toEqual([
        {
          court: 'Padel 1',
          startTime: '09:00',
          kind: 'match',
          name: 'Organiser',
          phone,
          from: '09:00',
          to: '11:00',
        },
        {
          court: 'Padel 1',
          startTime: '10:00',
          kind: 'match',
          name: 'Organiser',
          phone,
          from: '09:00',
          to: '11:00',
        },
        {
          court: 'Pitch A',
          startTime: '10:00',
          kind: 'championship',
          name: 'Summer Cup',
          phone: null,
          from: '10:00',
          to: '12:00',
        },
        {
          court: 'Pitch A',
          startTime: '11:00',
          kind: 'championship',
          name: 'Summer Cup',
          phone: null,
          from: '10:00',
          to: '12:00',
        },
        {
          court: 'Padel 2',
          startTime: '18:00',
          kind: 'activity',
          name: 'Beginners Clinic',
          phone: null,
          from: '18:15',
          to: '19:00',
        },
      ]);
      expect(grid.cells.every((cell) => cell.paymentId === null && !cell.madeByOwner)).toBe(true);
    });

    it("carries the day's opening hours and closed hours with a closure's reason, as players read them", async () => {
      // A zone without daylight saving: every day has its 24 hours.
      const hours = await aClub(ctx, {
        timeZone: 'Asia/Riyadh',
        courts: [{ name: 'Pista 1' }, { name: 'Pista 2' }],
      });
      const [pista1, pista2] = hours.courts as [TestCourt, TestCourt];
      const { token } = hours.owner;
      const opened = clubDateIn(30, pista1.timeZone, clock.now());
      const holiday = clubDateIn(31, pista1.timeZone, clock.now());
      const works = clubDateIn(32, pista1.timeZone, clock.now());
      const days = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
        weekday,
        open: true,
        opens: '08:30',
        closes: '21:00',
      }));
      const setHours = await ctx.app.inject({
        method: 'PUT',
        url: '/api/owner/hours',
        headers: bearer(token),
        payload: { days },
      });
      expect(setHours.statusCode).toBe(200);
      const close = async (fromDate: string, reason: string, courtId: string | null = null) => {
        const res = await ctx.app.inject({
          method: 'POST',
          url: '/api/owner/closures',
          headers: bearer(token),
          payload: { courtId, fromDate, toDate: fromDate, reason },
        });
        expect(res.statusCode).toBe(201);
      };
      await close(holiday, 'Local holiday');
      await close(works, 'Resurfacing', pista2.courtId);
      const playersRead = async (date: string) =>
        dayClosedHoursSchema.parse(
          (
            await ctx.app.inject({
              method: 'GET',
              url: `/api/user/club/${hours.clubId}/closed?date=${date}`,
              headers: bearer(player.token),
            })
          ).json(),
        );
      const gridOf = async (date: string) => {
        const res = await dayOf(token, date);
        expect(res.statusCode).toBe(200);
        return clubDaySchema.parse(res.json()).hours;
      };

      const outside = [...halfHourStarts('00:00', '08:30'), ...halfHourStarts('21:00', '24:00')];
      const open = await gridOf(opened);
      expect(open).toEqual({
        date: opened,
        opening: { weekday: weekdayOf(opened), open: true, opens: '08:30', closes: '21:00' },
        courts: [
          { courtId: pista1.courtId, halfHours: outside, reason: null },
          { courtId: pista2.courtId, halfHours: outside, reason: null },
        ],
      });
      const allDay = halfHourStarts('00:00', '24:00');
      expect((await gridOf(holiday)).courts).toEqual([
        { courtId: pista1.courtId, halfHours: allDay, reason: 'Local holiday' },
        { courtId: pista2.courtId, halfHours: allDay, reason: 'Local holiday' },
      ]);
      expect((await gridOf(works)).courts).toEqual([
        { courtId: pista1.courtId, halfHours: outside, reason: null },
        { courtId: pista2.courtId, halfHours: allDay, reason: 'Resurfacing' },
      ]);
      // One source: the players' booking grid reads the same hours on each of these days.
      for (const date of [opened, holiday, works])
        expect(await gridOf(date)).toEqual(await playersRead(date));
    });

    it('is for owners, each seeing their own club only', async () => {
      const date = nextDate();
      await book('cash', padel1, date, 9);
      expect((await dayOf(player.token, date)).statusCode).toBe(403);
      const unsigned = await ctx.app.inject({
        method: 'GET',
        url: `/api/booking/club-day?date=${date}`,
      });
      expect(unsigned.statusCode).toBe(401);
      const theirs = clubDaySchema.parse((await dayOf(rival.owner.token, date)).json());
      expect(theirs.club.id).toBe(rival.clubId);
      expect(theirs.courts.map((court) => court.name)).toEqual(['Court R']);
      expect(theirs.cells).toEqual([]);
      expect((await dayOf(club.owner.token, 'not-a-date')).statusCode).toBe(400);
    });
  });

  describe('cancel with a reason', () => {
    it('refunds a card payment in full however late, frees the hour and tells the player', async () => {
      // The club's own date and hour: near midnight UTC, Madrid is already on the next day.
      const { date, hour } = utcToClubLocal(clock.now(), padel1.timeZone);
      // The soonest open hour today or tomorrow: well inside the 24 hours a player may not cancel in.
      const when =
        hour < 19
          ? { date, hour: 21 }
          : { date: clubDateIn(1, padel1.timeZone, clock.now()), hour: 7 };
      const held = await book('card', padel2, when.date, when.hour);
      await decideCheckout(ctx.app, held.formUrl!, 'approve');
      expect((await paymentRow(held.paymentId)).status).toBe('succeeded');
      const late = await ctx.app.inject({
        method: 'DELETE',
        url: `/api/booking/${held.booking.id}`,
        headers: bearer(player.token),
      });
      expect(errorBodySchema.parse(late.json()).code).toBe('TOO_LATE_TO_CANCEL');

      const res = await clubCancel(club.owner.token, held.booking.id, '  Court flooded  ');
      expect(res.statusCode).toBe(200);
      expect(clubBookingChangeSchema.parse(res.json())).toMatchObject({
        status: 'cancelled',
        refund: 'provider',
      });
      expect((await paymentRow(held.paymentId)).status).toBe('refunded');
      expect(await bookingRow(held.booking.id)).toMatchObject({
        status: 'cancelled',
        cancel_reason: 'Court flooded',
      });
      expect(await takenHoursOf(ctx.app, player.token, padel2, when.date)).not.toContain(
        held.booking.startTime,
      );
      expect(await noticeOf(player.token, 'booking_cancelled')).toMatchObject([
        { facts: { booking: held.booking.id, reason: 'Court flooded', refund: 'provider' } },
      ]);
    });

    it('gives coins back as coins, and cash due is no longer due', async () => {
      const date = nextDate();
      const before = await coinsOf(ctx.app, player.token);
      const byCoins = await book('coins', padel1, date, 8);
      const byCash = await book('cash', padel1, date, 9);
      const coins = clubBookingChangeSchema.parse(
        (await clubCancel(club.owner.token, byCoins.booking.id)).json(),
      );
      expect(coins.refund).toBe('coins');
      expect(await coinsOf(ctx.app, player.token)).toBe(before);
      const cash = clubBookingChangeSchema.parse(
        (await clubCancel(club.owner.token, byCash.booking.id)).json(),
      );
      expect(cash.refund).toBe('none');
      expect((await paymentRow(byCash.paymentId)).status).toBe('cancelled');
    });

    it('is refused to anyone but the club owner, twice, or without a reason', async () => {
      const date = nextDate();
      const booked = await book('cash', padel1, date, 11);
      expect((await clubCancel(player.token, booked.booking.id)).statusCode).toBe(403);
      expect((await clubCancel(rival.owner.token, booked.booking.id)).statusCode).toBe(403);
      expect((await clubCancel(club.owner.token, booked.booking.id, '  ')).statusCode).toBe(400);
      expect((await bookingRow(booked.booking.id)).status).toBe('confirmed');
      expect((await clubCancel(club.owner.token, booked.booking.id)).statusCode).toBe(200);
      const again = await clubCancel(club.owner.token, booked.booking.id);
      expect(again.statusCode).toBe(409);
      expect(errorBodySchema.parse(again.json()).code).toBe('NOT_CHANGEABLE');
    });
  });

  describe('move', () => {
    it('refuses a taken cell with 409 and changes nothing', async () => {
      const date = nextDate();
      const mine = await book('cash', padel1, date, 10);
      const other = await book('cash', padel2, date, 15);
      const before = await bookingRow(mine.booking.id);
      const res = await move(club.owner.token, mine.booking.id, {
        courtID: padel2.courtId,
        date,
        startTime: '15:00',
      });
      expect(res.statusCode).toBe(409);
      expect(errorBodySchema.parse(res.json()).code).toBe('SLOT_TAKEN');
      expect(await bookingRow(mine.booking.id)).toEqual(before);
      expect(await takenHoursOf(ctx.app, player.token, padel1, date)).toEqual(['10:00']);
      expect(await takenHoursOf(ctx.app, player.token, padel2, date)).toEqual(['15:00']);
      expect((await bookingRow(other.booking.id)).court_id).toBe(padel2.courtId);
    });

    it('moves to a free court and hour of the same length and tells the player', async () => {
      const date = nextDate();
      const later = nextDate();
      const mine = await book('cash', padel1, date, 10, 120);
      const res = await move(club.owner.token, mine.booking.id, {
        courtID: padel2.courtId,
        date: later,
        startTime: '19:00',
      });
      expect(res.statusCode).toBe(200);
      expect(clubBookingChangeSchema.parse(res.json())).toMatchObject({
        courtId: padel2.courtId,
        date: later,
        startTime: '19:00',
        endTime: '21:00',
        status: 'confirmed',
      });
      expect(await takenHoursOf(ctx.app, player.token, padel1, date)).toEqual([]);
      expect(await takenHoursOf(ctx.app, player.token, padel2, later)).toEqual(['19:00', '20:00']);
      expect(await noticeOf(player.token, 'booking_moved')).toMatchObject([
        { facts: { booking: mine.booking.id, court: 'Padel 2', fromCourt: 'Padel 1' } },
      ]);
      // An hour later on its own court: it overlaps its own hours, which it lets go first.
      const shifted = await move(club.owner.token, mine.booking.id, {
        courtID: padel2.courtId,
        date: later,
        startTime: '20:00',
      });
      expect(shifted.statusCode).toBe(200);
      expect(await takenHoursOf(ctx.app, player.token, padel2, later)).toEqual(['20:00', '21:00']);
    });

    it('stays within the club, the sport and the open hours; only its owner moves', async () => {
      const date = nextDate();
      const mine = await book('cash', padel1, date, 10);
      const to = (courtID: string, startTime = '12:00') => ({ courtID, date, startTime });
      expect((await move(player.token, mine.booking.id, to(padel2.courtId))).statusCode).toBe(403);
      expect((await move(rival.owner.token, mine.booking.id, to(padel2.courtId))).statusCode).toBe(
        403,
      );
      const otherClub = rival.courts[0]!.courtId;
      expect((await move(club.owner.token, mine.booking.id, to(otherClub))).statusCode).toBe(404);
      const pitch = club.courts[2]!.courtId;
      expect((await move(club.owner.token, mine.booking.id, to(pitch))).statusCode).toBe(400);
      const closed = await move(club.owner.token, mine.booking.id, to(padel2.courtId, '23:00'));
      expect(closed.statusCode).toBe(409);
      // The club sells padel on the hour: no move to the half hour.
      const halfPast = await move(club.owner.token, mine.booking.id, to(padel2.courtId, '12:30'));
      expect(halfPast.statusCode).toBe(400);
      expect(halfPast.json().details).toEqual([
        expect.objectContaining({ field: 'body.startTime' }),
      ]);
      expect((await bookingRow(mine.booking.id)).court_id).toBe(padel1.courtId);
    });
  });

  it("signals the owner's open stream when a player books at the club", async () => {
    const baseUrl = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    const url = `${baseUrl}/api/user/me/notifications/stream`;
    const ownerStream = await openEventStream(url, club.owner.token);
    const rivalStream = await openEventStream(url, rival.owner.token);
    try {
      expect((await ownerStream.next())?.event).toBe('unread');
      expect((await rivalStream.next())?.event).toBe('unread');
      await book('cash', padel1, nextDate(), 13);
      expect(await ownerStream.next()).toEqual({ event: 'club_day', data: {} });
      expect(await rivalStream.next(500)).toBeNull();
    } finally {
      ownerStream.close();
      rivalStream.close();
    }
  });
});

describe('cash and no-shows', () => {
  // A hundred days back, so that the 90 days after the no-shows still end before today.
  const clock = movableClock(new Date(Date.now() - 100 * 86_400_000));
  let ctx: TestContext;
  let club: TestClubWithCourts;
  let elsewhere: TestClubWithCourts;

  beforeAll(async () => {
    ctx = await createTestContext({ clock });
    club = await aClub(ctx, { courts: [{ name: 'Padel 1' }] });
    elsewhere = await aClub(ctx, { courts: [{ name: 'Padel 9' }] });
  });
  afterAll(() => ctx.close());

  const markCash = (token: string, id: string, outcome: string) =>
    ctx.app.inject({
      method: 'PATCH',
      url: `/api/payments/${id}/cash`,
      headers: bearer(token),
      payload: { outcome },
    });
  const court = () => club.courts[0]!;
  const tomorrow = () => clubDateIn(1, court().timeZone, clock.now());
  const gridCell = async (date: string) =>
    clubDaySchema.parse(
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/booking/club-day?date=${date}`,
          headers: bearer(club.owner.token),
        })
      ).json(),
    ).cells[0];

  /** Books tomorrow at 10 by cash and lets the clock run past its start. */
  async function aStartedCashBooking(player: TestUser) {
    const res = await pay(ctx.app, player.token, 'cash', bookingBody(court(), tomorrow(), 10));
    expect(res.statusCode).toBe(201);
    const booked = bookingPaymentResponseSchema.parse(res.json());
    clock.advance(Date.parse(booked.booking.startsAt) - clock.now().getTime() + 30 * 60_000);
    return booked;
  }

  it('marks cash collected: paid, and the grid says so', async () => {
    const player = await aUser(ctx);
    const booked = await aStartedCashBooking(player);
    const date = booked.booking.date;
    expect((await markCash(elsewhere.owner.token, booked.paymentId, 'collected')).statusCode).toBe(
      403,
    );
    const res = await markCash(club.owner.token, booked.paymentId, 'collected');
    expect(paymentSchema.parse(res.json()).status).toBe('succeeded');
    expect(await gridCell(date)).toMatchObject({ paymentStatus: 'succeeded' });
  });

  it('refuses cash at any club after 3 no-shows in 90 days, with why, and not other methods', async () => {
    const player = await aPlayerWithCoins(ctx, 500);
    for (let missed = 0; missed < 3; missed += 1) {
      const booked = await aStartedCashBooking(player);
      const res = await markCash(club.owner.token, booked.paymentId, 'no_show');
      expect(paymentSchema.parse(res.json()).status).toBe('no_show');
    }
    const there = bookingBody(elsewhere.courts[0]!, tomorrow(), 12);
    const refused = await pay(ctx.app, player.token, 'cash', there);
    expect(refused.statusCode).toBe(409);
    const body = errorBodySchema.parse(refused.json());
    expect(body.code).toBe('CASH_BLOCKED_NO_SHOWS');
    expect(body.message).toMatch(/did not come to 3 bookings .* last 90 days/);
    expect((await pay(ctx.app, player.token, 'coins', there)).statusCode).toBe(201);
    // A walk-in the owner books is theirs to answer for, not a player's standing.
    const walkIn = await pay(ctx.app, club.owner.token, 'cash', {
      ...bookingBody(court(), tomorrow(), 15),
      customerName: 'Desk',
    });
    expect(walkIn.statusCode).toBe(201);

    clock.advance(91 * 86_400_000);
    const again = await pay(ctx.app, player.token, 'cash', bookingBody(court(), tomorrow(), 12));
    expect(again.statusCode).toBe(201);
  });
});
