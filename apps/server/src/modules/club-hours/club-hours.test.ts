import {
  clubHoursSchema,
  clubOpeningSchema,
  closureResultSchema,
  defaultOpeningDays,
  dayClosedHoursSchema,
  halfHourStarts,
  weekdayOf,
  type ClosureBody,
  type OpeningDay,
} from '@courtside/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seatRecords } from '#server/modules/seats/seats.service.js';
import { activityBody, aCoach } from '#test/helpers/activity-fixtures.js';
import {
  aBooking,
  aClub,
  aPadelPlayer,
  aPlayerWithCoins,
  aUser,
  type TestClubWithCourts,
  type TestUser,
} from '#test/helpers/builders.js';
import {
  bookingBody,
  clubDateIn,
  coinsOf,
  decideCheckout,
  pay,
} from '#test/helpers/booking-fixtures.js';
import { aChampionship, callAs, championshipBody } from '#test/helpers/championship-fixtures.js';
import { api as matchApi, matchForm, matchStart } from '#test/helpers/match-fixtures.js';
import { bearer, createTestContext, type TestContext } from '#test/helpers/test-app.js';
import { testDialect } from '#test/helpers/test-database.js';

const zone = 'Europe/Madrid';

describe(`opening hours and closures, ${testDialect}`, () => {
  let ctx: TestContext;
  let club: TestClubWithCourts;
  let admin: TestUser;

  beforeAll(async () => {
    ctx = await createTestContext({ dayReadCacheMs: 0 });
    club = await aClub(ctx, {
      timeZone: zone,
      courts: [
        { name: 'Padel 1' },
        { name: 'Padel 2' },
        { name: 'Football 1', sport: 'football', capacity: 5 },
      ],
    });
    admin = await aUser(ctx, 'admin', 'Admin');
  });
  afterAll(() => ctx.close());

  const call = (
    token: string,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    body?: object,
  ) => ctx.app.inject({ method, url: `/api${url}`, headers: bearer(token), payload: body });
  const close = (body: ClosureBody, token = club.owner.token) =>
    call(token, 'POST', '/owner/closures', body);
  const closedOn = async (date: string) => {
    const res = await call(
      club.owner.token,
      'GET',
      `/user/club/${club.clubId}/closed?date=${date}`,
    );
    expect(res.statusCode).toBe(200);
    return dayClosedHoursSchema.parse(res.json());
  };
  const claimsOn = (courtId: string, date: string) =>
    ctx.db
      .selectFrom('court_claims')
      .select(['owner_kind', 'owner_id'])
      .where('court_id', '=', courtId)
      .where('slot_start', '>=', `${date}T00:00:00.000Z`)
      .where('slot_start', '<', `${date}T23:00:00.000Z`)
      .execute();
  const closuresNamed = async (reason: string) =>
    clubHoursSchema
      .parse((await call(club.owner.token, 'GET', '/owner/hours')).json())
      .closures.filter((one) => one.reason === reason);
  /** A night of four on the first padel court, 19:00 to 21:00 on `date`, with its places. */
  const aNight = async (date: string) => {
    const res = await callAs(ctx.app, club.owner, 'POST', '/user/social', {
      club: club.clubId,
      format: 'americano',
      date,
      fromH: 19,
      fromM: 0,
      toH: 21,
      toM: 0,
      courts: [club.courts[0]!.courtId],
      players: 4,
      pointsPerGame: 24,
      price: 1500,
    });
    expect(res.status).toBe(201);
    return res.body.id as string;
  };
  const joinNight = async (player: TestUser, nightId: string, method: string) => {
    const res = await callAs(
      ctx.app,
      player,
      'POST',
      `/user/social/night/${nightId}/payment/${method}`,
    );
    expect(res.status).toBe(201);
    return res.body as { formUrl?: string };
  };
  const nightStatus = async (nightId: string) =>
    (
      await ctx.db
        .selectFrom('social_events')
        .select('status')
        .where('id', '=', nightId)
        .executeTakeFirstOrThrow()
    ).status;
  const week = (changed: OpeningDay): OpeningDay[] =>
    [0, 1, 2, 3, 4, 5, 6].map((weekday) =>
      weekday === changed.weekday
        ? changed
        : { weekday, open: true, opens: '06:00', closes: '23:00' },
    );

  it('lets only the club’s owner or an admin set hours and closures', async () => {
    const player = await aUser(ctx);
    const other = await aClub(ctx, { timeZone: zone });
    const days = week({ weekday: 1, open: false, opens: '06:00', closes: '23:00' });
    expect((await call(player.token, 'PUT', '/owner/hours', { days })).statusCode).toBe(403);
    expect(
      (await call(player.token, 'PUT', `/admin/clubs/${club.clubId}/hours`, { days })).statusCode,
    ).toBe(403);
    expect(
      (await call(club.owner.token, 'PUT', `/admin/clubs/${club.clubId}/hours`, { days }))
        .statusCode,
    ).toBe(403);

    const date = clubDateIn(40, zone);
    const made = await close({ fromDate: date, toDate: date, reason: 'Painting' });
    expect(made.statusCode).toBe(201);
    const { closure } = closureResultSchema.parse(made.json());
    // Another club's owner neither sees nor removes it.
    expect(
      (await call(other.owner.token, 'DELETE', `/owner/closures/${closure.id}`)).statusCode,
    ).toBe(403);
    const untouched = clubHoursSchema.parse(
      (await call(other.owner.token, 'GET', '/owner/hours')).json(),
    );
    expect(untouched).toMatchObject({ custom: false, closures: [] });

    // The admin may, and each change is in the audit log.
    const set = await call(admin.token, 'PUT', `/admin/clubs/${club.clubId}/hours`, {
      days: week({ weekday: 1, open: true, opens: '06:00', closes: '23:00' }),
    });
    expect(set.statusCode).toBe(200);
    expect(clubHoursSchema.parse(set.json()).custom).toBe(true);
    const removed = await call(
      admin.token,
      'DELETE',
      `/admin/clubs/${club.clubId}/closures/${closure.id}`,
    );
    expect(removed.statusCode).toBe(204);
    const audit = await ctx.db
      .selectFrom('admin_audit')
      .select('action')
      .where('subject_id', '=', club.clubId)
      .execute();
    expect(audit.map((row) => row.action)).toEqual(
      expect.arrayContaining(['club.hours', 'club.closure.remove']),
    );
    expect(
      clubHoursSchema.parse((await call(club.owner.token, 'GET', '/owner/hours')).json()).closures,
    ).toEqual([]);
  });

  it('shapes the day read and refuses bookings outside the opening hours, to the half hour', async () => {
    const date = clubDateIn(9, zone);
    const days = week({ weekday: weekdayOf(date), open: true, opens: '09:30', closes: '13:00' });
    expect((await call(club.owner.token, 'PUT', '/owner/hours', { days })).statusCode).toBe(200);

    const day = await closedOn(date);
    const court = day.courts.find((one) => one.courtId === club.courts[0]!.courtId)!;
    expect(court.halfHours).toEqual([
      ...halfHourStarts('00:00', '09:30'),
      ...halfHourStarts('13:00', '24:00'),
    ]);
    expect(court.reason).toBeNull();

    const player = await aUser(ctx);
    const book = (hour: number) =>
      pay(ctx.app, player.token, 'cash', bookingBody(club.courts[0]!, date, hour));
    // 09:00–10:00 starts half an hour before the club opens; 12:00–13:00 ends as it closes.
    for (const hour of [9, 13]) {
      const refused = await book(hour);
      expect(refused.statusCode, `${hour}:00`).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'CLUB_CLOSED' });
    }
    expect((await book(10)).statusCode).toBe(201);
    expect((await book(12)).statusCode).toBe(201);
    // The day before keeps the default hours.
    expect((await closedOn(clubDateIn(8, zone))).courts[0]!.halfHours).toEqual([
      ...halfHourStarts('00:00', '06:00'),
      ...halfHourStarts('23:00', '24:00'),
    ]);
  });

  it('refuses opening hours off the half hour, or closing before opening', async () => {
    const date = clubDateIn(9, zone);
    const refusedWith = async (day: Omit<OpeningDay, 'weekday'>) => {
      const days = week({ weekday: weekdayOf(date), ...day });
      const res = await call(club.owner.token, 'PUT', '/owner/hours', { days });
      expect(res.statusCode).toBe(400);
      return res.json();
    };
    const offTheHalfHour = await refusedWith({ open: true, opens: '08:15', closes: '21:00' });
    expect(offTheHalfHour.details).toEqual([
      expect.objectContaining({
        field: expect.stringMatching(/opens$/),
        message: 'Expected a time on the hour or the half hour',
      }),
    ]);
    const backwards = await refusedWith({ open: true, opens: '21:00', closes: '21:00' });
    expect(backwards.details).toEqual([
      expect.objectContaining({
        field: expect.stringMatching(/closes$/),
        message: 'The club closes after it opens',
      }),
    ]);
  });

  it("gives the club's page its week of hours and how today stands: a holiday closed with its reason", async () => {
    // A zone without daylight saving: today has its 24 hours whenever the test runs.
    const riyadh = 'Asia/Riyadh';
    const page = await aClub(ctx, {
      timeZone: riyadh,
      courts: [{ name: 'Pista 1' }, { name: 'Pista 2' }],
    });
    const player = await aUser(ctx);
    const openingOf = async (clubId = page.clubId) => {
      const res = await call(player.token, 'GET', `/user/club/${clubId}/hours`);
      return { status: res.statusCode, body: res.json() };
    };
    const today = clubDateIn(0, riyadh);
    const courtIds = page.courts.map((court) => court.courtId);
    const closedAll = (halfHours: string[], reason: string | null) =>
      courtIds.map((courtId) => ({ courtId, halfHours, reason }));

    // No hours set: the spec's window on every day, which court time leaves to the bookable hours.
    const before = clubOpeningSchema.parse((await openingOf()).body);
    expect(before).toEqual({
      days: defaultOpeningDays(),
      today: {
        date: today,
        opening: defaultOpeningDays()[weekdayOf(today)],
        courts: closedAll([], null),
      },
    });

    const days: OpeningDay[] = [
      { weekday: 0, open: false, opens: '08:00', closes: '21:00' },
      ...[1, 2, 3, 4, 5].map((weekday) => ({
        weekday,
        open: true,
        opens: '08:30',
        closes: '21:00',
      })),
      { weekday: 6, open: true, opens: '09:00', closes: '14:00' },
    ];
    const set = await call(page.owner.token, 'PUT', '/owner/hours', { days: [...days].reverse() });
    expect(set.statusCode).toBe(200);
    const made = await close(
      { fromDate: today, toDate: today, reason: 'National Day' },
      page.owner.token,
    );
    expect(made.statusCode).toBe(201);
    const after = clubOpeningSchema.parse((await openingOf()).body);
    expect(after).toEqual({
      days,
      today: {
        date: today,
        opening: days[weekdayOf(today)],
        courts: closedAll(halfHourStarts('00:00', '24:00'), 'National Day'),
      },
    });

    expect((await openingOf('00000000-0000-4000-8000-000000000404')).status).toBe(404);
  });

  it('blocks every kind of court claim on a closed day, and a court’s closure only that court', async () => {
    const days = 12;
    const date = clubDateIn(days, zone);
    const made = await close({ fromDate: date, toDate: date, reason: 'Local holiday' });
    expect(made.statusCode).toBe(201);
    const [padel, , football] = club.courts;

    const player = await aPadelPlayer(ctx);
    const booking = await pay(ctx.app, player.token, 'cash', bookingBody(padel!, date, 10));
    expect(booking.statusCode).toBe(409);
    expect(booking.json()).toMatchObject({ code: 'CLUB_CLOSED', message: 'Closed: Local holiday' });

    const match = await matchApi(ctx.app, player.token).create(
      matchForm(club.clubId, matchStart(days, 10, zone)),
    );
    expect(match.statusCode).toBe(409);
    expect(match.json()).toMatchObject({ code: 'CLUB_CLOSED' });

    const coach = await aCoach(ctx.app, club.owner, club.clubId);
    const activity = await call(
      club.owner.token,
      'POST',
      '/user/activity',
      activityBody(padel!, coach.id, date),
    );
    expect(activity.statusCode).toBe(409);
    expect(activity.json()).toMatchObject({ code: 'CLUB_CLOSED' });

    const cup = await call(
      club.owner.token,
      'POST',
      '/user/champion',
      championshipBody(football!, { days }),
    );
    expect(cup.statusCode).toBe(409);
    expect(cup.json()).toMatchObject({ code: 'CLUB_CLOSED' });

    expect(await claimsOn(padel!.courtId, date)).toEqual([]);
    expect(await claimsOn(football!.courtId, date)).toEqual([]);
    const day = await closedOn(date);
    expect(
      day.courts.every((one) => one.halfHours.length === 48 && one.reason === 'Local holiday'),
    ).toBe(true);

    // One court closed: the other still takes bookings that day.
    const next = clubDateIn(13, zone);
    expect(
      (
        await close({
          courtId: padel!.courtId,
          fromDate: next,
          toDate: next,
          reason: 'Resurfacing',
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (await pay(ctx.app, player.token, 'cash', bookingBody(padel!, next, 10))).statusCode,
    ).toBe(409);
    expect(
      (await pay(ctx.app, player.token, 'cash', bookingBody(club.courts[1]!, next, 10))).statusCode,
    ).toBe(201);
  });

  it('refuses a closure over bookings with their list; confirmed, cancels them with full refunds and tells the people', async () => {
    const days = 20;
    const date = clubDateIn(days, zone);
    const [padel, second, football] = club.courts;
    const payer = await aPlayerWithCoins(ctx, 10_000);
    await aBooking(ctx, payer, padel!, { date, hour: 10, method: 'coins' });
    const coinsAfterBooking = await coinsOf(ctx.app, payer.token);
    const organiser = await aPadelPlayer(ctx, 'M', 'Organiser');
    const match = await matchApi(ctx.app, organiser.token).create(
      matchForm(club.clubId, matchStart(days, 12, zone)),
    );
    expect(match.statusCode).toBe(201);
    const coach = await aCoach(ctx.app, club.owner, club.clubId);
    const activity = await call(
      club.owner.token,
      'POST',
      '/user/activity',
      activityBody(second!, coach.id, date),
    );
    expect(activity.statusCode).toBe(201);
    const cup = await aChampionship(ctx.app, club.owner, championshipBody(football!, { days }));

    const body = { fromDate: date, toDate: clubDateIn(days + 1, zone), reason: 'Flooded' };
    const refused = await close(body);
    expect(refused.statusCode).toBe(409);
    const details = refused.json<{ code: string; details: { field: string; message: string }[] }>();
    expect(details.code).toBe('CLOSURE_HITS_BOOKINGS');
    expect(details.details.map((one) => one.field.split(':')[0]).sort()).toEqual([
      'activity',
      'booking',
      'championship',
      'match',
    ]);
    expect(details.details.find((one) => one.field.startsWith('booking'))!.message).toContain(
      `${date} 10:00–11:00`,
    );
    expect(
      clubHoursSchema
        .parse((await call(club.owner.token, 'GET', '/owner/hours')).json())
        .closures.some((one) => one.reason === 'Flooded'),
    ).toBe(false);

    const confirmed = await close({ ...body, confirm: true });
    expect(confirmed.statusCode).toBe(201);
    expect(closureResultSchema.parse(confirmed.json()).cancelled).toBe(4);
    for (const court of [padel!, second!, football!])
      expect(await claimsOn(court.courtId, date)).toEqual([]);

    expect(await coinsOf(ctx.app, payer.token)).toBeGreaterThan(coinsAfterBooking);
    const booking = await ctx.db
      .selectFrom('bookings')
      .select(['status', 'cancel_reason'])
      .where('user_id', '=', payer.id)
      .executeTakeFirstOrThrow();
    expect(booking).toEqual({ status: 'cancelled', cancel_reason: 'Flooded' });
    const matchRow = await ctx.db
      .selectFrom('matches')
      .select('status')
      .where('owner_id', '=', organiser.id)
      .executeTakeFirstOrThrow();
    expect(matchRow.status).toBe('cancelled');
    const cupRow = await ctx.db
      .selectFrom('championships')
      .select('deleted_at')
      .where('id', '=', cup)
      .executeTakeFirstOrThrow();
    expect(cupRow.deleted_at).not.toBeNull();

    const told = await ctx.db
      .selectFrom('notifications')
      .select(['user_id', 'kind'])
      .where('user_id', 'in', [payer.id, organiser.id])
      .execute();
    expect(told).toEqual(
      expect.arrayContaining([
        { user_id: payer.id, kind: 'booking_cancelled' },
        { user_id: organiser.id, kind: 'match_cancelled' },
      ]),
    );
  });

  it('calls a night off as its owner would, with a booking the same day, and writes the closure', async () => {
    const date = clubDateIn(25, zone);
    const [padel, second] = club.courts;
    const booker = await aPlayerWithCoins(ctx, 10_000);
    await aBooking(ctx, booker, second!, { date, hour: 10, method: 'coins' });
    const bookerCoins = await coinsOf(ctx.app, booker.token);
    const night = await aNight(date);
    const rich = await aPlayerWithCoins(ctx, 5000);
    await joinNight(rich, night, 'coins');
    const online = await aUser(ctx);
    const checkout = await joinNight(online, night, 'card');
    await decideCheckout(ctx.app, checkout.formUrl!, 'approve');
    const atClub = await aUser(ctx);
    await joinNight(atClub, night, 'cash');
    await joinNight(await aUser(ctx), night, 'cash');
    const waiting = await aUser(ctx);
    expect(
      (await callAs(ctx.app, waiting, 'POST', `/user/social/night/${night}/waitlist`)).status,
    ).toBe(201);

    const made = await close({ fromDate: date, toDate: date, reason: 'Storm', confirm: true });
    expect(made.statusCode).toBe(201);
    expect(closureResultSchema.parse(made.json()).cancelled).toBe(2);
    expect(await closuresNamed('Storm')).toHaveLength(1);
    for (const court of [padel!, second!]) expect(await claimsOn(court.courtId, date)).toEqual([]);

    // The booking: cancelled with the reason, its coins back, its player told.
    const booking = await ctx.db
      .selectFrom('bookings')
      .select(['status', 'cancel_reason'])
      .where('user_id', '=', booker.id)
      .executeTakeFirstOrThrow();
    expect(booking).toEqual({ status: 'cancelled', cancel_reason: 'Storm' });
    expect(await coinsOf(ctx.app, booker.token)).toBeGreaterThan(bookerCoins);

    // The night: as its owner's cancel does, every place refunded by the refund rule.
    expect(await nightStatus(night)).toBe('cancelled');
    expect(await coinsOf(ctx.app, rich.token)).toBe(5000);
    const payments = await ctx.db
      .selectFrom('payments')
      .select(['user_id', 'status'])
      .where('purpose', '=', 'social')
      .where('subject_id', '=', night)
      .execute();
    expect(payments.find((one) => one.user_id === online.id)?.status).toBe('refunded');
    expect(payments.find((one) => one.user_id === atClub.id)?.status).toBe('cancelled');
    const places = await seatRecords('social').seats(ctx.db, [night]);
    expect(places.map((one) => one.status)).toEqual(Array(4).fill('cancelled'));
    const waits = await seatRecords('social').waits(ctx.db, [night]);
    expect(waits.map((one) => one.status)).toEqual(['left']);
    for (const [person, kind] of [
      [booker, 'booking_cancelled'],
      [rich, 'social_cancelled'],
      [online, 'social_cancelled'],
      [waiting, 'social_cancelled'],
    ] as const) {
      const notes = await ctx.app.services.notifications.page(person.id, undefined, 5);
      expect(
        notes.items.map((one) => one.kind),
        person.id,
      ).toContain(kind);
    }
  });

  it('changes nothing when one of the things it would cancel cannot be: a night already started', async () => {
    const date = clubDateIn(27, zone);
    const [padel, second] = club.courts;
    const booker = await aPlayerWithCoins(ctx, 10_000);
    const bookingId = await aBooking(ctx, booker, second!, { date, hour: 10, method: 'coins' });
    const bookerCoins = await coinsOf(ctx.app, booker.token);
    const night = await aNight(date);
    for (let place = 0; place < 4; place += 1) await joinNight(await aUser(ctx), night, 'cash');
    const started = await callAs(ctx.app, club.owner, 'POST', `/user/social/night/${night}/start`);
    expect(started.status).toBe(200);
    const claimsBefore = await claimsOn(padel!.courtId, date);
    expect(claimsBefore).not.toEqual([]);

    const refused = await close({
      fromDate: date,
      toDate: date,
      reason: 'Burst pipe',
      confirm: true,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'ACTIVITY_STARTED' });

    // All or nothing: the booking the closure reached first is still booked and paid for.
    const booking = await ctx.db
      .selectFrom('bookings')
      .select(['status', 'cancel_reason'])
      .where('id', '=', bookingId)
      .executeTakeFirstOrThrow();
    expect(booking).toEqual({ status: 'confirmed', cancel_reason: null });
    expect(await coinsOf(ctx.app, booker.token)).toBe(bookerCoins);
    expect(await claimsOn(second!.courtId, date)).toEqual([
      { owner_kind: 'booking', owner_id: bookingId },
      { owner_kind: 'booking', owner_id: bookingId },
    ]);
    expect(await claimsOn(padel!.courtId, date)).toEqual(claimsBefore);
    expect(await nightStatus(night)).toBe('playing');
    expect(await closuresNamed('Burst pipe')).toEqual([]);
    const notes = await ctx.app.services.notifications.page(booker.id, undefined, 5);
    expect(notes.items.map((one) => one.kind)).not.toContain('booking_cancelled');
  });

  it('refunds in the sweep a booking a closure cancelled whose refund did not happen', async () => {
    const date = clubDateIn(28, zone);
    const booker = await aPlayerWithCoins(ctx, 10_000);
    const bookingId = await aBooking(ctx, booker, club.courts[1]!, {
      date,
      hour: 10,
      method: 'coins',
    });
    const coinsBooked = await coinsOf(ctx.app, booker.token);
    // As a closure's commit leaves it should the process stop before its refunds.
    await ctx.db
      .updateTable('bookings')
      .set({ status: 'cancelled', cancel_reason: 'Power cut' })
      .where('id', '=', bookingId)
      .execute();
    expect(await ctx.app.services.bookings.refundCalledOff()).toBe(1);
    expect(await coinsOf(ctx.app, booker.token)).toBe(10_000);
    const notes = await ctx.app.services.notifications.page(booker.id, undefined, 5);
    expect(notes.items.map((one) => one.kind)).toContain('booking_cancelled');
    expect(await ctx.app.services.bookings.refundCalledOff()).toBe(0);
    expect(await coinsOf(ctx.app, booker.token)).toBe(10_000);
    expect(coinsBooked).toBeLessThan(10_000);
  });

  it('removes a closure once when asked to three times at once: one 204, one audit row', async () => {
    const date = clubDateIn(30, zone);
    const made = await close({ fromDate: date, toDate: date, reason: 'Tournament' });
    expect(made.statusCode).toBe(201);
    const { closure } = closureResultSchema.parse(made.json());
    const url = `/admin/clubs/${club.clubId}/closures/${closure.id}`;
    const answers = await Promise.all([1, 2, 3].map(() => call(admin.token, 'DELETE', url)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([204, 404, 404]);
    const audit = await ctx.db
      .selectFrom('admin_audit')
      .select('before_json')
      .where('action', '=', 'club.closure.remove')
      .where('before_json', 'like', `%${closure.id}%`)
      .execute();
    expect(audit).toHaveLength(1);
    expect(await closuresNamed('Tournament')).toEqual([]);
  });
});
