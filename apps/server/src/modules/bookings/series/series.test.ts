import {
  addDays,
  cancelledSeriesSchema,
  clubDaySchema,
  createdSeriesSchema,
  errorBodySchema,
  myBookingListSchema,
  seriesDetailSchema,
  seriesListSchema,
  seriesPreviewSchema,
  utcToClubLocal,
  weekdayOf,
} from '@courtside/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingBody, clubDateIn, pay, type TestCourt } from '#test/helpers/booking-fixtures.js';
import {
  aClub,
  aStaffMember,
  aUser,
  type TestClubWithCourts,
  type TestUser,
} from '#test/helpers/builders.js';
import { bearer, createTestContext, type TestContext } from '#test/helpers/test-app.js';

describe('booking series', () => {
  let ctx: TestContext;
  let club: TestClubWithCourts;
  let rival: TestClubWithCourts;
  let player: TestUser & { username: string };
  let court: TestCourt;
  let spare: TestCourt;
  /** Each test takes a week of its own, so their dates never meet. */
  let week = 0;
  const season = (weeks: number) => {
    const from = clubDateIn(2 + 7 * week, court.timeZone);
    week += weeks;
    return { from, to: addDays(from, 7 * weeks - 1), weekday: weekdayOf(from) };
  };

  beforeAll(async () => {
    ctx = await createTestContext({ bookingRules: { maxFutureCashBookings: 1_000 } });
    club = await aClub(ctx, {
      prices: { all: 2400 },
      courts: [{ name: 'Padel 1' }, { name: 'Padel 2' }],
    });
    rival = await aClub(ctx, { courts: [{ name: 'Court R' }] });
    [court, spare] = club.courts as [TestCourt, TestCourt];
    player = await aUser(ctx);
  });
  afterAll(() => ctx.close());

  const post = async (token: string, url: string, payload: object) =>
    await ctx.app.inject({ method: 'POST', url: `/api${url}`, headers: bearer(token), payload });
  const get = async (token: string, url: string) =>
    await ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(token) });
  const body = (dates: ReturnType<typeof season>, extra: Record<string, unknown> = {}) => ({
    courtId: court.courtId,
    weekday: dates.weekday,
    startTime: '19:00',
    duration: 60,
    everyWeeks: 1,
    from: dates.from,
    to: dates.to,
    player: player.username,
    ...extra,
  });
  const create = async (token: string, payload: Record<string, unknown>) => {
    const res = await post(token, '/owner/series', { onClash: 'skip', ...payload });
    expect(res.statusCode, res.body).toBe(200);
    return createdSeriesSchema.parse(res.json());
  };
  const detailOf = async (id: string) =>
    seriesDetailSchema.parse((await get(club.owner.token, `/owner/series/${id}`)).json());

  it('cancels the rest once: each paid date refunded once, however often it is asked', async () => {
    const dates = season(4);
    const made = await create(club.owner.token, body(dates));
    const before = await detailOf(made.series.id);
    const payments = await ctx.db
      .selectFrom('bookings')
      .select(['payment_id'])
      .where('series_id', '=', made.series.id)
      .orderBy('starts_at')
      .execute();
    // The first two dates paid at the desk ahead; the others still due.
    for (const { payment_id } of payments.slice(0, 2)) {
      const res = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/payments/${payment_id}/cash`,
        headers: bearer(club.owner.token),
        payload: { outcome: 'collected' },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const from = before.dates[1]!.date;
    const url = `/owner/series/${made.series.id}/cancel`;
    const answers = await Promise.all([
      post(club.owner.token, url, { from }),
      post(club.owner.token, url, { from }),
    ]);
    const again = await post(club.owner.token, url, { from });
    const counts = [...answers, again].map((res) => {
      expect(res.statusCode, res.body).toBe(200);
      return cancelledSeriesSchema.parse(res.json()).cancelled;
    });
    expect(counts.reduce((sum, one) => sum + one, 0)).toBe(3);
    expect(counts[2]).toBe(0);

    const after = await detailOf(made.series.id);
    expect(after.dates.map((one) => [one.status, one.paymentStatus])).toEqual([
      ['confirmed', 'succeeded'],
      ['cancelled', 'refunded'],
      ['cancelled', 'cancelled'],
      ['cancelled', 'cancelled'],
    ]);
    expect(after.endedAt).not.toBeNull();
    expect(after.occurrences).toEqual({ total: 4, confirmed: 1 });
    // Each refund is one move of its payment: a single 'refunded' moment, never twice.
    const refunded = await ctx.db
      .selectFrom('payments')
      .selectAll()
      .where(
        'id',
        'in',
        payments.map((one) => one.payment_id!),
      )
      .where('status', '=', 'refunded')
      .execute();
    expect(refunded.length).toBe(1);
    // Its hours are free again: a player can book the first cancelled date.
    const rebook = await pay(ctx.app, player.token, 'cash', bookingBody(court, from, 19));
    expect(rebook.statusCode).toBe(201);
  });

  it('previews each date free or with its clash: a booking, a closure', async () => {
    const dates = season(4);
    const second = addDays(dates.from, 7);
    const third = addDays(dates.from, 14);
    const single = await pay(ctx.app, player.token, 'cash', bookingBody(court, second, 20));
    expect(single.statusCode, single.body).toBe(201);
    const closure = await post(club.owner.token, '/owner/closures', {
      courtId: court.courtId,
      fromDate: third,
      toDate: third,
      reason: 'Resurfacing',
    });
    expect(closure.statusCode, closure.body).toBe(201);

    const res = await post(
      club.owner.token,
      '/owner/series/preview',
      body(dates, { duration: 120 }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(seriesPreviewSchema.parse(res.json()).dates).toEqual([
      { date: dates.from, clash: null, description: null },
      { date: second, clash: 'booking', description: 'Test' },
      { date: third, clash: 'closure', description: 'Resurfacing' },
      { date: addDays(dates.from, 21), clash: null, description: null },
    ]);

    // Stop: nothing is written, and the answer lists the clashes.
    const stopped = await post(club.owner.token, '/owner/series', {
      ...body(dates, { duration: 120 }),
      onClash: 'stop',
    });
    expect(stopped.statusCode).toBe(409);
    const refusal = errorBodySchema.parse(stopped.json());
    expect(refusal.code).toBe('SERIES_CLASHES');
    expect(refusal.details?.map((one) => one.field)).toEqual([second, third]);
    const written = ctx.db
      .selectFrom('booking_series')
      .select('id')
      .where('first_date', '=', dates.from)
      .where('court_id', '=', court.courtId);
    expect(await written.execute()).toEqual([]);

    // Skip: the free dates are booked, the clashing ones listed.
    const made = await create(club.owner.token, body(dates, { duration: 120 }));
    expect(made.skipped.map((one) => [one.date, one.clash])).toEqual([
      [second, 'booking'],
      [third, 'closure'],
    ]);
    expect(made.series).toMatchObject({
      occurrences: { total: 2, confirmed: 2 },
      nextDate: dates.from,
    });
    const detail = await detailOf(made.series.id);
    expect(detail.dates.map((one) => [one.date, one.startTime, one.status, one.amount])).toEqual([
      [dates.from, '19:00', 'confirmed', 4800],
      [addDays(dates.from, 21), '19:00', 'confirmed', 4800],
    ]);
    expect(detail.dates.every((one) => one.paymentMethod === 'cash')).toBe(true);
  });

  it("is the player's bookings, marked on the grid, and the player is told", async () => {
    const dates = season(2);
    const made = await create(club.owner.token, body(dates, { everyWeeks: 2, price: 1000 }));
    expect(made.series.occurrences.total).toBe(1);
    const mine = myBookingListSchema.parse((await get(player.token, '/user/me/bookings')).json());
    const booked = mine.find((one) => one.date === dates.from && one.startTime === '19:00');
    expect(booked).toMatchObject({ amount: 1000, paymentMethod: 'cash', status: 'confirmed' });
    const grid = clubDaySchema.parse(
      (await get(club.owner.token, `/booking/club-day?date=${dates.from}`)).json(),
    );
    const cells = grid.cells.filter((cell) => cell.ownerId === booked!.id);
    expect(cells.length).toBe(2);
    expect(cells.every((cell) => cell.seriesId === made.series.id)).toBe(true);
    const notices = await get(player.token, '/user/me/notifications?limit=50');
    const kinds = (notices.json() as { items: Array<{ kind: string; facts: { series?: string } }> })
      .items;
    expect(
      kinds.filter((one) => one.facts.series === made.series.id).map((one) => one.kind),
    ).toEqual(['series_created']);
  });

  it('books a named customer at the desk; the front desk may, another club may not', async () => {
    const dates = season(2);
    const desk = await aStaffMember(ctx, club.owner, 'front_desk');
    const customer = { customerName: 'Ana Ruiz', customerPhone: '+34 612 000 444' };
    const made = await create(desk.token, { ...body(dates), player: undefined, ...customer });
    expect(made.series).toMatchObject({ name: 'Ana Ruiz', playerId: null });
    expect((await get(desk.token, '/owner/series')).statusCode).toBe(200);

    const other = body(dates);
    expect((await post(rival.owner.token, '/owner/series/preview', other)).statusCode).toBe(403);
    expect((await get(rival.owner.token, `/owner/series/${made.series.id}`)).statusCode).toBe(403);
    const cancel = await post(rival.owner.token, `/owner/series/${made.series.id}/cancel`, {
      from: dates.from,
    });
    expect(cancel.statusCode).toBe(403);
    const rivalList = seriesListSchema.parse(
      (await get(rival.owner.token, '/owner/series')).json(),
    );
    expect(rivalList).toEqual([]);
    expect((await post(player.token, '/owner/series/preview', other)).statusCode).toBe(403);
  });

  /** A series and one single booking a date, all at once, on the spare court at `hour`. */
  async function race(hour: number, onClash: 'skip' | 'stop') {
    // Its own court and weeks: every date within reach of a single booking.
    const from = clubDateIn(2, spare.timeZone);
    const dates = { from, to: addDays(from, 7 * 6 - 1), weekday: weekdayOf(from) };
    const all = Array.from({ length: 6 }, (_, index) => addDays(dates.from, 7 * index));
    const racers = await Promise.all(all.map(() => aUser(ctx)));
    const [series, ...singles] = await Promise.all([
      post(club.owner.token, '/owner/series', {
        ...body(dates, { courtId: spare.courtId, startTime: `${hour}:00` }),
        onClash,
      }),
      ...all.map((date, index) =>
        pay(ctx.app, racers[index]!.token, 'cash', bookingBody(spare, date, hour)),
      ),
    ]);
    expect([200, 409]).toContain(series!.statusCode);
    const singleWon = singles.map((res) => {
      expect([201, 409]).toContain(res.statusCode);
      return res.statusCode === 201;
    });
    const made = series!.statusCode === 200 ? createdSeriesSchema.parse(series!.json()) : null;
    const seriesDates = made ? (await detailOf(made.series.id)).dates.map((one) => one.date) : [];
    all.forEach((date, index) => {
      // Exactly one holder per date: the single booking or the series, never both or neither.
      expect(Number(singleWon[index]) + Number(seriesDates.includes(date))).toBe(1);
    });
    const bookings = await ctx.db
      .selectFrom('bookings')
      .select(['starts_at', 'series_id'])
      .where('court_id', '=', spare.courtId)
      .where('status', '=', 'confirmed')
      .where('starts_at', '>=', `${from}T00:00:00.000Z`)
      .execute();
    const atHour = bookings.filter(
      (one) => utcToClubLocal(one.starts_at, spare.timeZone).hour === hour,
    );
    expect(new Set(atHour.map((one) => one.starts_at)).size).toBe(all.length);
    expect(atHour.length).toBe(all.length);
    return { made, singleWon };
  }

  it('never double-books a date against concurrent single bookings', async () => {
    await race(19, 'skip');
    await race(20, 'skip');
  });

  it('with stop, a series that loses one date to a single booking writes none', async () => {
    const { made, singleWon } = await race(18, 'stop');
    // All or nothing: the series holds every date, or the singles hold them all.
    if (made) expect(singleWon.every((won) => !won)).toBe(true);
    else expect(singleWon.every((won) => won)).toBe(true);
  });

  it("moves or cancels one date through the club's own booking routes", async () => {
    // Near dates at an hour of their own: the move route takes dates within the horizon.
    const from = clubDateIn(2, court.timeZone);
    const near = { from, to: addDays(from, 13), weekday: weekdayOf(from) };
    const made = await create(club.owner.token, body(near, { startTime: '08:00' }));
    const [first, second] = (await detailOf(made.series.id)).dates;
    const moved = await post(club.owner.token, `/booking/${first!.bookingId}/move`, {
      courtID: court.courtId,
      date: first!.date,
      startTime: '09:00',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const cancelled = await post(club.owner.token, `/booking/${second!.bookingId}/club-cancel`, {
      reason: 'Rain',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const after = await detailOf(made.series.id);
    expect(after.dates.map((one) => [one.date, one.startTime, one.status])).toEqual([
      [first!.date, '09:00', 'confirmed'],
      [second!.date, '08:00', 'cancelled'],
    ]);
    expect(after.occurrences).toEqual({ total: 2, confirmed: 1 });
  });

  it('keeps the local start across a change of clocks', async () => {
    const madrid = await aClub(ctx, { timeZone: 'Europe/Madrid', courts: [{ name: 'DST' }] });
    const dst = madrid.courts[0]!;
    // A season of 52 weeks from now crosses both changes of clocks in Madrid, whenever it runs.
    const from = clubDateIn(2, dst.timeZone);
    const made = await create(madrid.owner.token, {
      ...body({ from, to: addDays(from, 52 * 7 - 1), weekday: weekdayOf(from) }),
      courtId: dst.courtId,
    });
    const rows = await ctx.db
      .selectFrom('bookings')
      .select('starts_at')
      .where('series_id', '=', made.series.id)
      .orderBy('starts_at')
      .execute();
    expect(rows.length).toBe(52);
    const local = rows.map((row) => utcToClubLocal(row.starts_at, dst.timeZone));
    expect(local.every((one) => one.hour === 19 && one.minute === 0)).toBe(true);
    const utcHours = new Set(rows.map((row) => new Date(row.starts_at).getUTCHours()));
    expect(utcHours).toEqual(new Set([17, 18]));
  });
});
