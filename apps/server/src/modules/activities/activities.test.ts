import {
  addDays,
  monthDays,
  monthOf,
  shiftMonth,
  type ActivityOccurrence,
} from '@courtside/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '#server/db/transaction.js';
import { seatRecords } from '#server/modules/seats/seats.service.js';
import { activityBody, aCoach } from '#test/helpers/activity-fixtures.js';
import {
  aClub,
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
  takenHoursOf,
} from '#test/helpers/booking-fixtures.js';
import { callAs } from '#test/helpers/championship-fixtures.js';
import { createTestContext, loginAs, type TestContext } from '#test/helpers/test-app.js';
import { movableClock } from '#test/helpers/tokens.js';

describe('activities', () => {
  const clock = movableClock();
  let ctx: TestContext;
  let club: TestClubWithCourts;
  let owner: TestUser;
  let coachId: string;
  let day = 2;
  const nextDate = () => clubDateIn((day += 1), club.courts[0]!.timeZone, clock.now());
  const court = (index = 0) => club.courts[index]!;

  beforeAll(async () => {
    ctx = await createTestContext({ clock });
    club = await aClub(ctx, {
      courts: [
        { name: 'Padel 1', sport: 'padel' },
        { name: 'Padel 2', sport: 'padel' },
        { name: 'Padel 3', sport: 'padel' },
      ],
    });
    owner = club.owner;
    coachId = (await aCoach(ctx.app, owner, club.clubId)).id;
  });
  afterAll(() => ctx.close());

  const create = (body: object) => callAs(ctx.app, owner, 'POST', '/user/activity', body);
  const aSession = async (extra: object = {}, index = 0) => {
    const res = await create(activityBody(court(index), coachId, nextDate(), extra));
    if (res.status !== 201) throw new Error(JSON.stringify(res.body));
    const list = await callAs(ctx.app, owner, 'GET', `/user/activity/all?club=${club.clubId}`);
    const mine = (list.body as ActivityOccurrence[]).filter((o) => o.activityId === res.body.id);
    return { id: res.body.id as string, occurrences: mine };
  };
  const bookSeat = (player: TestUser, occurrenceId: string, method = 'cash') =>
    callAs(ctx.app, player, 'POST', `/user/activity/occurrence/${occurrenceId}/payment/${method}`);
  const seatsLeftOf = async (occurrenceId: string) => {
    const list = await callAs(ctx.app, owner, 'GET', '/user/activity/all');
    return (list.body as ActivityOccurrence[]).find((o) => o.id === occurrenceId)!.seatsLeft;
  };
  const notificationsOf = (userId: string) =>
    ctx.db.selectFrom('notifications').selectAll().where('user_id', '=', userId).execute();

  describe('coaches', () => {
    it('creates a coach who can sign in, with a username made up when none is given', async () => {
      const coach = await aCoach(ctx.app, owner, club.clubId);
      expect(coach.username).toMatch(/^marta\.coach\.\d{4}$/);
      const signedIn = await loginAs(ctx.app, coach.phone, coach.password);
      expect(signedIn.role).toBe('coach');
      const listed = await callAs(ctx.app, owner, 'GET', '/user/activity/coaches');
      expect(listed.body.map((c: { id: string }) => c.id)).toContain(coach.id);
    });

    it('refuses a phone or a username already in use with a clear 409', async () => {
      const coach = await aCoach(ctx.app, owner, club.clubId);
      const again = await callAs(ctx.app, owner, 'POST', '/user/me/coach', {
        club: club.clubId,
        Name: 'Other',
        phone: coach.phone,
        gender: 'M',
        password: 'another-pass',
      });
      expect(again.status).toBe(409);
      expect(again.body.details).toEqual([
        { field: 'phone', message: 'This phone number is taken' },
      ]);
      const sameName = await callAs(ctx.app, owner, 'POST', '/user/me/coach', {
        club: club.clubId,
        Name: 'Other',
        phone: '+34 699 000 111',
        username: coach.username,
        gender: 'M',
        password: 'another-pass',
      });
      expect(sameName.status).toBe(409);
      expect(sameName.body.details[0].field).toBe('username');
    });

    it("is the club owner's alone to create", async () => {
      const body = {
        club: club.clubId,
        Name: 'X',
        phone: '+34 699 000 222',
        gender: 'M',
        password: 'password-1',
      };
      const player = await aUser(ctx);
      expect((await callAs(ctx.app, player, 'POST', '/user/me/coach', body)).status).toBe(403);
      const other = await aClub(ctx);
      expect((await callAs(ctx.app, other.owner, 'POST', '/user/me/coach', body)).status).toBe(403);
    });
  });

  describe('creating', () => {
    it('expands a weekly activity over 12 weeks, each date claiming the hour it touches', async () => {
      const date = nextDate();
      const res = await create(
        activityBody(court(1), coachId, date, { recurrence: 'weekly', endDate: 'ignored' }),
      );
      expect(res.status).toBe(201);
      expect(res.body.dates).toHaveLength(12);
      const player = await aUser(ctx);
      for (const week of [0, 1, 7])
        expect(await takenHoursOf(ctx.app, player.token, court(1), res.body.dates[week])).toEqual([
          '18:00',
        ]);
      const claims = await ctx.db
        .selectFrom('court_claims')
        .select('owner_kind')
        .where('court_id', '=', court(1).courtId)
        .execute();
      // Each date's hour is two half hours of court time.
      expect(claims.filter((c) => c.owner_kind === 'activity')).toHaveLength(24);
    });

    it('refuses the whole activity when one date clashes, listing the dates', async () => {
      const player = await aUser(ctx);
      const first = nextDate();
      const clashDate = clubDateIn(day + 14, court(2).timeZone, clock.now());
      const booked = await pay(ctx.app, player.token, 'cash', bookingBody(court(2), clashDate, 18));
      expect(booked.statusCode).toBe(201);
      const res = await create(activityBody(court(2), coachId, first, { recurrence: 'weekly' }));
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('COURT_TAKEN');
      expect(res.body.message).toContain(clashDate);
      expect(await takenHoursOf(ctx.app, player.token, court(2), first)).toEqual([]);
      const free = await callAs(
        ctx.app,
        owner,
        'GET',
        `/user/activity/courts?date=${first}&recurrence=weekly&fromH=18&fromM=15&toH=19&toM=0`,
      );
      expect(free.body.map((c: { name: string }) => c.name)).not.toContain('Padel 3');
      // A series that ends before the clash may have the court.
      const untilBefore = addDays(clashDate, -1);
      const shorter = await callAs(
        ctx.app,
        owner,
        'GET',
        `/user/activity/courts?date=${first}&recurrence=weekly&lastDate=${untilBefore}&fromH=18&fromM=15&toH=19&toM=0`,
      );
      expect(shorter.body.map((c: { name: string }) => c.name)).toContain('Padel 3');
    });

    it('skips months without a 31st and says so', async () => {
      // The next 31st: at most 61 days ahead, so within the dates the app works with.
      let first = clubDateIn(1, court(0).timeZone, clock.now());
      while (!first.endsWith('-31')) first = addDays(first, 1);
      const early = { recurrence: 'monthly', fromH: 7, fromM: 0, toH: 8, toM: 0 } as const;
      const res = await create(activityBody(court(0), coachId, first, early));
      expect(res.status).toBe(201);
      const { dates, skippedMonths } = res.body as { dates: string[]; skippedMonths: string[] };
      expect(dates[0]).toBe(first);
      expect(dates.every((date) => date.endsWith('-31'))).toBe(true);
      expect(skippedMonths.length).toBeGreaterThan(0);
      expect(skippedMonths.every((month) => monthDays(month).length < 31)).toBe(true);
      // Month after month from the first: each on its 31st, or named as skipped.
      const months = [...dates.map(monthOf), ...skippedMonths].sort();
      expect(months).toEqual(months.map((_, index) => shiftMonth(monthOf(first), index)));
    });

    it('refuses a date or last date outside the dates the app works with, and a reversed series', async () => {
      const first = nextDate();
      const body = (extra: object) => activityBody(court(0), coachId, first, extra);
      const refusals: Array<[object, string]> = [
        [{ date: '9999-01-01' }, 'body.date'],
        [{ date: '0001-01-01' }, 'body.date'],
        [{ date: clubDateIn(75, court(0).timeZone, clock.now()) }, 'body.date'],
        [{ recurrence: 'weekly', lastDate: '9999-01-01' }, 'body.lastDate'],
        [{ recurrence: 'weekly', lastDate: '0001-01-01' }, 'body.lastDate'],
        [
          { recurrence: 'weekly', lastDate: clubDateIn(day - 1, court(0).timeZone, clock.now()) },
          'body.lastDate',
        ],
      ];
      for (const [extra, field] of refusals) {
        const res = await create(body(extra));
        expect(res.status, JSON.stringify(extra)).toBe(400);
        expect(res.body.details[0].field, JSON.stringify(extra)).toBe(field);
      }
      const plan = 'recurrence=daily&fromH=18&fromM=15&toH=19&toM=0';
      for (const date of ['9999-01-01', '0001-01-01']) {
        for (const url of [
          `/user/activity/courts?date=${date}&${plan}`,
          `/user/activity/all?date=${date}`,
        ]) {
          const res = await callAs(ctx.app, owner, 'GET', url);
          expect(res.status, url).toBe(400);
          expect(res.body.details[0].field).toBe('querystring.date');
        }
      }
      // A series ending on its own first date is one date.
      const single = await create(body({ recurrence: 'weekly', lastDate: first }));
      expect([single.status, single.body.dates]).toEqual([201, [first]]);
    });

    it('refuses a To not after From, and anyone but the club owner', async () => {
      const body = activityBody(court(0), coachId, nextDate(), { toH: 18, toM: 15 });
      expect((await create(body)).status).toBe(400);
      const fine = activityBody(court(0), coachId, nextDate());
      expect((await callAs(ctx.app, await aUser(ctx), 'POST', '/user/activity', fine)).status).toBe(
        403,
      );
      const other = await aClub(ctx);
      expect((await callAs(ctx.app, other.owner, 'POST', '/user/activity', fine)).status).toBe(403);
    });
  });

  describe('seats', () => {
    it('gives the last seat to one of two players racing for it', async () => {
      const { occurrences } = await aSession({ seatsnumber: 1 });
      const id = occurrences[0]!.id;
      const [a, b] = [await aUser(ctx), await aUser(ctx)];
      const answers = await Promise.all([bookSeat(a, id), bookSeat(b, id)]);
      expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
      expect(answers.find((r) => r.status === 409)!.body.code).toBe('ACTIVITY_FULL');
      expect(await seatsLeftOf(id)).toBe(0);
    });

    it('pays a seat by card, the seat count drops, and the owner sees the player', async () => {
      const { occurrences } = await aSession({ seatsnumber: 3 });
      const id = occurrences[0]!.id;
      const player = await aUser(ctx, 'player', 'Lucia');
      const started = await bookSeat(player, id, 'card');
      expect(started.status).toBe(201);
      expect(started.body.status).toBe('pending');
      await decideCheckout(ctx.app, started.body.formUrl, 'approve');
      expect(await seatsLeftOf(id)).toBe(2);
      const seen = await callAs(ctx.app, player, 'GET', '/user/activity/all');
      const mine = (seen.body as ActivityOccurrence[]).find((o) => o.id === id)!;
      expect(mine.mySeat).toBe('booked');
      expect(mine.participants).toEqual([]);
      const sessions = await callAs(ctx.app, owner, 'GET', '/user/activity/sessions');
      const session = (sessions.body as ActivityOccurrence[]).find((o) => o.id === id)!;
      expect(session.participants.map((p) => p.firstName)).toEqual(['Lucia']);
    });

    it('lets a player cancel up to 24 hours before, paid coins coming back', async () => {
      const { occurrences } = await aSession({ price: 1000 });
      const id = occurrences[0]!.id;
      const player = await aPlayerWithCoins(ctx, 150);
      const paid = await bookSeat(player, id, 'coins');
      expect(paid.body).toMatchObject({ status: 'confirmed' });
      expect(await coinsOf(ctx.app, player.token)).toBe(50);
      const cancelled = await callAs(
        ctx.app,
        player,
        'DELETE',
        `/user/activity/occurrence/${id}/seat`,
      );
      expect(cancelled.status).toBe(200);
      expect(cancelled.body).toEqual({ refundedTo: 'coins', refundedCoins: 100, coinBalance: 150 });
      expect((await bookSeat(player, id, 'cash')).status).toBe(201);
      const untilAnHourBefore =
        Date.parse(occurrences[0]!.date) - clock.now().getTime() - 3_600_000;
      clock.advance(untilAnHourBefore);
      try {
        const late = await callAs(
          ctx.app,
          player,
          'DELETE',
          `/user/activity/occurrence/${id}/seat`,
        );
        expect(late.status).toBe(409);
        expect(late.body.code).toBe('TOO_LATE_TO_CANCEL');
      } finally {
        clock.advance(-untilAnHourBefore);
      }
    });
    it('sends a seat paid by card back to the card, or gives coins when asked', async () => {
      const { occurrences } = await aSession({ price: 1000, seatsnumber: 3 });
      const id = occurrences[0]!.id;
      const [toCard, toCoins] = [await aUser(ctx), await aUser(ctx)];
      for (const player of [toCard, toCoins]) {
        const started = await bookSeat(player, id, 'card');
        await decideCheckout(ctx.app, started.body.formUrl, 'approve');
      }
      const url = `/user/activity/occurrence/${id}/seat`;
      expect((await callAs(ctx.app, toCard, 'DELETE', url)).body).toEqual({
        refundedTo: 'provider',
        refundedCoins: 0,
        coinBalance: 0,
      });
      expect((await callAs(ctx.app, toCoins, 'DELETE', `${url}?refundTo=coins`)).body).toEqual({
        refundedTo: 'coins',
        refundedCoins: 100,
        coinBalance: 100,
      });
      const refunds = await ctx.db
        .selectFrom('payments')
        .select(['user_id', 'refund_to'])
        .where('purpose', '=', 'activity')
        .where('user_id', 'in', [toCard.id, toCoins.id])
        .execute();
      expect(Object.fromEntries(refunds.map((r) => [r.user_id, r.refund_to]))).toEqual({
        [toCard.id]: 'provider',
        [toCoins.id]: 'coins',
      });
    });
  });

  describe('waitlist', () => {
    it('offers a freed seat to the first waiting, who alone may take it for a while', async () => {
      const { occurrences } = await aSession({ seatsnumber: 1 });
      const id = occurrences[0]!.id;
      const [holder, first, second] = [await aUser(ctx), await aUser(ctx), await aUser(ctx)];
      expect((await bookSeat(holder, id)).status).toBe(201);
      const full = await bookSeat(first, id);
      expect(full.status).toBe(409);
      expect(full.body.details).toEqual([{ field: 'waitlist', message: 'available' }]);
      const join = (p: TestUser) =>
        callAs(ctx.app, p, 'POST', `/user/activity/occurrence/${id}/waitlist`);
      expect((await join(first)).body).toEqual({ position: 1 });
      expect((await join(second)).body).toEqual({ position: 2 });
      expect((await join(holder)).status).toBe(409);

      await callAs(ctx.app, holder, 'DELETE', `/user/activity/occurrence/${id}/seat`);
      const told = await notificationsOf(first.id);
      expect(told.map((n) => n.kind)).toEqual(['activity_seat_free']);
      expect(await notificationsOf(second.id)).toEqual([]);
      expect((await bookSeat(second, id)).status).toBe(409);
      expect((await bookSeat(first, id)).status).toBe(201);
    });

    it('passes a lapsed offer on to the next in line', async () => {
      const { occurrences } = await aSession({ seatsnumber: 1 });
      const id = occurrences[0]!.id;
      const [holder, first, second] = [await aUser(ctx), await aUser(ctx), await aUser(ctx)];
      await bookSeat(holder, id);
      for (const p of [first, second])
        await callAs(ctx.app, p, 'POST', `/user/activity/occurrence/${id}/waitlist`);
      await callAs(ctx.app, holder, 'DELETE', `/user/activity/occurrence/${id}/seat`);
      clock.advance(31 * 60_000);
      expect(await ctx.app.services.activities.passLapsedOffers()).toBe(1);
      expect((await notificationsOf(second.id)).map((n) => n.kind)).toEqual(['activity_seat_free']);
      expect((await bookSeat(first, id)).status).toBe(409);
      expect((await bookSeat(second, id)).status).toBe(201);
    });

    it('lets a player leave the line, and an offered seat passes at once to the next', async () => {
      const { occurrences } = await aSession({ seatsnumber: 1 });
      const id = occurrences[0]!.id;
      const [holder, first, second, third] = [
        await aUser(ctx),
        await aUser(ctx),
        await aUser(ctx),
        await aUser(ctx),
      ];
      await bookSeat(holder, id);
      const line = `/user/activity/occurrence/${id}/waitlist`;
      for (const p of [first, second, third]) await callAs(ctx.app, p, 'POST', line);
      // Waiting, the second steps out: the third moves up.
      expect((await callAs(ctx.app, second, 'DELETE', line)).status).toBe(204);
      expect((await callAs(ctx.app, second, 'DELETE', line)).status).toBe(404);
      await callAs(ctx.app, holder, 'DELETE', `/user/activity/occurrence/${id}/seat`);
      expect((await notificationsOf(first.id)).map((n) => n.kind)).toEqual(['activity_seat_free']);
      // Offered the seat, the first steps out: it goes to the third, not the second.
      expect((await callAs(ctx.app, first, 'DELETE', line)).status).toBe(204);
      expect(await notificationsOf(second.id)).toEqual([]);
      expect((await notificationsOf(third.id)).map((n) => n.kind)).toEqual(['activity_seat_free']);
      expect((await bookSeat(first, id)).status).toBe(409);
      expect((await bookSeat(third, id)).status).toBe(201);
      const missing = '/user/activity/occurrence/00000000-0000-4000-8000-000000000000/waitlist';
      expect((await callAs(ctx.app, first, 'DELETE', missing)).status).toBe(404);
    });
  });

  describe('the owner and the coach', () => {
    it('cancels one session: its hours freed, its players refunded and told', async () => {
      const { occurrences } = await aSession({ recurrence: 'weekly', price: 500 }, 2);
      const [first, second] = occurrences;
      const player = await aPlayerWithCoins(ctx, 100);
      await bookSeat(player, first!.id, 'coins');
      expect(await coinsOf(ctx.app, player.token)).toBe(50);
      const stranger = await aClub(ctx);
      const url = `/user/activity/occurrence/${first!.id}`;
      expect((await callAs(ctx.app, stranger.owner, 'DELETE', url)).status).toBe(403);
      expect((await callAs(ctx.app, player, 'DELETE', url)).status).toBe(403);
      const res = await callAs(ctx.app, owner, 'DELETE', url);
      expect(res.body).toEqual({ cancelled: 1 });
      expect(await coinsOf(ctx.app, player.token)).toBe(100);
      expect((await notificationsOf(player.id)).map((n) => n.kind)).toContain('activity_cancelled');
      const date = clubDateIn(0, court(2).timeZone, new Date(first!.date));
      expect(await takenHoursOf(ctx.app, player.token, court(2), date)).toEqual([]);
      expect((await callAs(ctx.app, owner, 'DELETE', url)).status).toBe(409);
      const rest = await callAs(
        ctx.app,
        owner,
        'DELETE',
        `/user/activity/occurrence/${second!.id}?scope=rest`,
      );
      // Twelve weekly dates, the first already cancelled.
      expect(rest.body).toEqual({ cancelled: 11 });
    });

    it('has the sweeper refund a seat still live on a cancelled session', async () => {
      const { occurrences } = await aSession({ price: 500 });
      const id = occurrences[0]!.id;
      const player = await aPlayerWithCoins(ctx, 100);
      await bookSeat(player, id, 'coins');
      // Cancelled without its refunds (as when they failed): the seat is still owed its money.
      await ctx.db
        .updateTable('activity_occurrences')
        .set({ cancelled_at: clock.now().toISOString() })
        .where('id', '=', id)
        .execute();
      expect(await ctx.app.services.activities.refundCancelled()).toBe(1);
      expect(await coinsOf(ctx.app, player.token)).toBe(100);
      expect(await ctx.app.services.activities.refundCancelled()).toBe(0);
    });

    it('shows the coach the sessions they coach with their participants', async () => {
      const coach = await aCoach(ctx.app, owner, club.clubId);
      const created = await create(
        activityBody(court(0), coach.id, nextDate(), { fromH: 9, toH: 10 }),
      );
      const list = await callAs(ctx.app, owner, 'GET', '/user/activity/all');
      const id = (list.body as ActivityOccurrence[]).find(
        (o) => o.activityId === created.body.id,
      )!.id;
      const player = await aUser(ctx, 'player', 'Pablo');
      await bookSeat(player, id);
      const signedIn = await loginAs(ctx.app, coach.phone, coach.password);
      const coachUser = { id: signedIn.id, role: 'coach' as const, token: signedIn.token };
      const sessions = await callAs(ctx.app, coachUser, 'GET', '/user/activity/sessions');
      expect(sessions.body.map((o: ActivityOccurrence) => o.id)).toEqual([id]);
      expect(sessions.body[0].participants.map((p: { firstName: string }) => p.firstName)).toEqual([
        'Pablo',
      ]);
      expect((await callAs(ctx.app, player, 'GET', '/user/activity/sessions')).body).toEqual([]);
      expect((await callAs(ctx.app, coachUser, 'POST', '/user/activity', {})).status).toBe(403);
    });
  });

  it('answers 404 for a session, a seat or a club that does not exist', async () => {
    const player = await aUser(ctx);
    const missing = '00000000-0000-4000-8000-0000000000aa';
    const url = `/user/activity/occurrence/${missing}`;
    expect((await bookSeat(player, missing)).status).toBe(404);
    expect((await callAs(ctx.app, player, 'DELETE', `${url}/seat`)).status).toBe(404);
    expect((await callAs(ctx.app, player, 'POST', `${url}/waitlist`)).status).toBe(404);
    expect((await callAs(ctx.app, owner, 'DELETE', url)).status).toBe(404);
    const elsewhere = activityBody({ ...court(0), clubId: missing }, coachId, nextDate());
    expect((await create(elsewhere)).status).toBe(404);
    const { occurrences } = await aSession();
    const noSeat = `/user/activity/occurrence/${occurrences[0]!.id}/seat`;
    expect((await callAs(ctx.app, player, 'DELETE', noSeat)).status).toBe(404);
  });

  describe('cancelSeatsOf', () => {
    it("gives back a user's future seats with their money and leaves their waitlists", async () => {
      const a = (await aSession({ seatsnumber: 1, price: 300 })).occurrences[0]!.id;
      const b = (await aSession({ seatsnumber: 1 })).occurrences[0]!.id;
      const leaving = await aPlayerWithCoins(ctx, 100);
      const waiting = await aUser(ctx);
      await bookSeat(leaving, a, 'coins');
      await bookSeat(waiting, b);
      await callAs(ctx.app, waiting, 'POST', `/user/activity/occurrence/${a}/waitlist`);
      await callAs(ctx.app, leaving, 'POST', `/user/activity/occurrence/${b}/waitlist`);
      const { activities } = ctx.app.services;
      const result = await inTransaction(ctx.db, (tx) => activities.cancelSeatsOf(tx, leaving.id));
      expect(result).toEqual({ seats: 1 });
      expect(await coinsOf(ctx.app, leaving.token)).toBe(100);
      expect((await notificationsOf(waiting.id)).map((n) => n.kind)).toEqual([
        'activity_seat_free',
      ]);
      const { waitlist } = await seatRecords('activity').exportOf(ctx.db, leaving.id);
      expect(waitlist.map((place) => place.status)).toEqual(['left']);
    });
  });
});
