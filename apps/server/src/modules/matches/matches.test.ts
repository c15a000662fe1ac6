import {
  matchCourtOptionListSchema,
  matchListSchema,
  matchSchema,
  reservedSeatId,
  type Match,
} from '@courtside/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingBody, clubDateIn, pay } from '#test/helpers/booking-fixtures.js';
import {
  aClub,
  aPadelPlayer,
  type TestClubWithCourts,
  type TestUser,
} from '#test/helpers/builders.js';
import { api, matchForm, matchStart } from '#test/helpers/match-fixtures.js';
import { bearer, createTestContext, type TestContext } from '#test/helpers/test-app.js';

describe('matches', () => {
  let ctx: TestContext;
  let club: TestClubWithCourts;
  let owner: TestUser;
  let ana: TestUser;
  let bea: TestUser;
  let carl: TestUser;
  let day = 0;
  const zone = 'Europe/Madrid';
  const nextStart = (hour = 18) => matchStart((day += 1), hour, zone);
  const as = (user: TestUser) => api(ctx.app, user.token);

  async function created(form = matchForm(club.clubId, nextStart())): Promise<Match> {
    const response = await as(owner).create(form);
    expect(response.statusCode, response.body).toBe(201);
    return matchSchema.parse(response.json());
  }

  async function requested(match: Match, user: TestUser, partners?: string[]) {
    const response = await as(user).join(match.id, partners);
    expect(response.statusCode, response.body).toBe(201);
    const [request] = matchSchema.parse(response.json()).request;
    return request!.id;
  }

  beforeAll(async () => {
    ctx = await createTestContext();
    club = await aClub(ctx, {
      courts: [
        { name: 'Indoor 1', courtType: 'indoor' },
        { name: 'Outdoor 1', courtType: 'outdoor' },
      ],
    });
    owner = await aPadelPlayer(ctx, 'M', 'Olga');
    ana = await aPadelPlayer(ctx, 'F', 'Ana');
    bea = await aPadelPlayer(ctx, 'F', 'Bea');
    carl = await aPadelPlayer(ctx, 'M', 'Carl');
  });
  afterAll(() => ctx.close());

  describe('creating', () => {
    it("carries the club's time zone, so screens show the hours on the club's clock", async () => {
      const match = await created();
      expect(match.club).toEqual({
        id: club.clubId,
        name: expect.any(String),
        photo: null,
        timeZone: 'Europe/Madrid',
      });
      const abroad = await aClub(ctx, {
        timeZone: 'America/New_York',
        courts: [{ name: 'NY 1', courtType: 'indoor' }],
      });
      const there = await created(matchForm(abroad.clubId, matchStart(5, 18, 'America/New_York')));
      const read = matchSchema.parse((await as(owner).get(there.id)).json());
      expect(read.club.timeZone).toBe('America/New_York');
      const listed = matchListSchema.parse((await as(owner).list()).json());
      expect(listed.find((one) => one.id === there.id)?.club.timeZone).toBe('America/New_York');
    });

    it('seats the owner, reserves seats and claims a court of the type; the owner owes their share and the reserved seat', async () => {
      const match = await created(
        matchForm(club.clubId, nextStart(), { reservedSeats: 1, courtType: 'outdoor' }),
      );
      expect(match.participants.map((seat) => seat?.id ?? null)).toEqual([
        owner.id,
        reservedSeatId,
        null,
        null,
      ]);
      expect(match.court).toMatchObject({ name: 'Outdoor 1', price: 2400, pricePerPlayer: 600 });
      expect(match.tab).toBe('signed');
      const claims = await ctx.db
        .selectFrom('court_claims')
        .selectAll()
        .where('owner_id', '=', match.id)
        .execute();
      // Its hour is two half hours of that court.
      expect(claims).toHaveLength(2);
      expect(claims.every((claim) => claim.court_id === club.courts[1]!.courtId)).toBe(true);
      const payments = await ctx.db
        .selectFrom('payments')
        .selectAll()
        .where('subject_id', '=', match.id)
        .execute();
      const owed = { user_id: owner.id, method: 'cash', status: 'due_at_club', purpose: 'match' };
      expect(payments).toEqual([
        expect.objectContaining({ ...owed, amount: 600 }),
        expect.objectContaining({ ...owed, amount: 600 }),
      ]);
      expect(match.seatShares.map((seat) => seat.state)).toEqual([
        'at_club',
        'at_club',
        'open',
        'open',
      ]);
      expect(match.myShare).toMatchObject({ state: 'at_club', amount: 600, method: 'cash' });
    });

    it('refuses a start that is not on the hour, in the past, or an impossible level range', async () => {
      const start = nextStart();
      const offHour = new Date(Date.parse(start) + 30 * 60_000).toISOString();
      expect((await as(owner).create(matchForm(club.clubId, offHour))).statusCode).toBe(400);
      const past = matchStart(-1, 18, zone);
      expect((await as(owner).create(matchForm(club.clubId, past))).json().details[0].field).toBe(
        'date',
      );
      const levels = matchForm(club.clubId, start, { padelLevelMin: 4, padelLevelMax: 3 });
      expect((await as(owner).create(levels)).statusCode).toBe(400);
      const steps = matchForm(club.clubId, start, { padelLevelMin: 1.05 });
      expect((await as(owner).create(steps)).statusCode).toBe(400);
      const seats = matchForm(club.clubId, start, { reservedSeats: 4 });
      expect((await as(owner).create(seats)).statusCode).toBe(400);
      // Courts are booked from 06:00 to 23:00 club time; a match keeps to the same hours.
      for (const [hour, duration] of [
        [5, 60],
        [22, 120],
        [3, 60],
      ] as const) {
        const closed = matchForm(club.clubId, matchStart(3, hour, zone), { duration });
        const refused = await as(owner).create(closed);
        expect(refused.statusCode, `${hour}:00`).toBe(400);
        expect(refused.json().details[0].field).toBe('date');
      }
      const lastHour = matchForm(club.clubId, matchStart(3, 22, zone), { duration: 60 });
      expect((await as(owner).create(lastHour)).statusCode).toBe(201);
      // A start, or a Find Match date, outside the dates the app works with.
      for (const farOff of [
        '9999-12-31T18:00:00Z',
        '0001-01-01T18:00:00Z',
        matchStart(75, 18, zone),
      ]) {
        const refused = await as(owner).create(matchForm(club.clubId, farOff));
        expect(refused.statusCode, farOff).toBe(400);
        expect(refused.json().details[0].field).toBe('body.date');
      }
      for (const date of ['9999-12-31', '0001-01-01'])
        expect((await as(carl).list(`?date=${date}`)).statusCode, date).toBe(400);
    });

    it('answers 409 with the nearest free hours when no court of the type is free', async () => {
      const start = nextStart(18);
      await created(matchForm(club.clubId, start));
      const response = await as(ana).create(matchForm(club.clubId, start));
      expect(response.statusCode).toBe(409);
      const body = response.json();
      expect(body.message).toBe('No indoor court is free at that time');
      const offered = body.details.map((detail: { message: string }) => detail.message);
      expect(offered).toHaveLength(3);
      expect(offered).not.toContain(start);
      // The nearest is an hour either side of the taken one, in summer time as in winter.
      const hoursAway = Math.abs(Date.parse(offered[0]) - Date.parse(start)) / 3_600_000;
      expect(hoursAway).toBe(1);
    });

    it('prices the court hour by hour with its peak prices, and never takes a retired court', async () => {
      const priced = await aClub(ctx, { courts: [{ name: 'Old covered', courtType: 'covered' }] });
      const owned = (method: 'POST', url: string, payload?: object) =>
        ctx.app.inject({ method, url: `/api${url}`, headers: bearer(priced.owner.token), payload });
      const added = await owned('POST', '/owner/court', {
        name: 'Priced covered',
        type: 'padel',
        capacity: 4,
        courtType: 'covered',
        price: 2000,
        peaks: [{ weekdays: [0, 1, 2, 3, 4, 5, 6], fromHour: 18, toHour: 22, price: 3000 }],
      });
      expect(added.statusCode, added.body).toBe(201);
      const retired = await owned('POST', `/owner/court/${priced.courts[0]!.courtId}/retire`);
      expect(retired.statusCode, retired.body).toBe(200);

      // 17:00 to 19:00: one hour at the base price, one at the evening peak.
      const form = matchForm(priced.clubId, nextStart(17), { courtType: 'covered', duration: 120 });
      const match = await created(form);
      expect(match.court).toMatchObject({
        id: added.json().id,
        price: 5000,
        pricePerPlayer: 1250,
      });
      const payment = await ctx.db
        .selectFrom('payments')
        .select(['amount', 'status'])
        .where('subject_id', '=', match.id)
        .executeTakeFirstOrThrow();
      // The organizer's share when creating it: a quarter of the court.
      expect(payment).toEqual({ amount: 1250, status: 'due_at_club' });
      // The only covered court in service is taken at that time: the retired one is no spare.
      const second = await as(ana).create(form);
      expect(second.statusCode).toBe(409);
      expect(second.json().message).toBe('No covered court is free at that time');
    });

    it('takes the cheapest free court of the type for its hours, then the next cheapest', async () => {
      const priced = await aClub(ctx, {
        courts: [
          { name: 'Pista 1', courtType: 'outdoor', pricePerHour: 7200 },
          { name: 'Pista 2', courtType: 'outdoor', pricePerHour: 6400 },
          { name: 'Pista 3', courtType: 'outdoor', pricePerHour: 8000 },
        ],
      });
      const form = matchForm(priced.clubId, nextStart(), { courtType: 'outdoor' });
      const names = [] as string[];
      for (const organizer of [owner, ana, bea]) {
        const response = await as(organizer).create(form);
        expect(response.statusCode, response.body).toBe(201);
        const court = matchSchema.parse(response.json()).court!;
        names.push(`${priced.courts.find((c) => c.courtId === court.id)!.name} ${court.price}`);
      }
      expect(names).toEqual(['Pista 2 6400', 'Pista 1 7200', 'Pista 3 8000']);
    });

    it('lists the courts of the type cheapest first with their price and whether each is free', async () => {
      const priced = await aClub(ctx, {
        courts: [
          { name: 'Pista 1', courtType: 'outdoor', pricePerHour: 7200 },
          { name: 'Pista 2', courtType: 'outdoor', pricePerHour: 6400 },
          { name: 'Cubierta', courtType: 'covered', pricePerHour: 5000 },
        ],
      });
      const start = nextStart();
      const query = { club: priced.clubId, courtType: 'outdoor', date: start, duration: '120' };
      const before = await as(ana).courts(query);
      expect(before.statusCode, before.body).toBe(200);
      expect(matchCourtOptionListSchema.parse(before.json())).toEqual([
        expect.objectContaining({
          name: 'Pista 2',
          free: true,
          price: 12800,
          pricePerPlayer: 3200,
        }),
        expect.objectContaining({
          name: 'Pista 1',
          free: true,
          price: 14400,
          pricePerPlayer: 3600,
        }),
      ]);
      const form = matchForm(priced.clubId, start, { courtType: 'outdoor', duration: 120 });
      expect((await as(owner).create(form)).statusCode).toBe(201);
      const after = matchCourtOptionListSchema.parse((await as(ana).courts(query)).json());
      expect(after.map(({ name, free }) => `${name} ${free}`)).toEqual([
        'Pista 2 false',
        'Pista 1 true',
      ]);
      const badQuery = await as(ana).courts({ ...query, duration: '90' });
      expect(badQuery.statusCode).toBe(400);
    });

    it('claims the court the organizer chose, refuses it when taken or not of the type, and an edit moves to another', async () => {
      const priced = await aClub(ctx, {
        courts: [
          { name: 'Pista 1', courtType: 'outdoor', pricePerHour: 7200 },
          { name: 'Pista 2', courtType: 'outdoor', pricePerHour: 6400 },
          { name: 'Cubierta', courtType: 'covered', pricePerHour: 5000 },
        ],
      });
      const [dear, cheap, covered] = priced.courts.map((court) => court.courtId);
      const start = nextStart();
      const form = (court: string | undefined) =>
        matchForm(priced.clubId, start, { courtType: 'outdoor', court });
      const chosen = await as(owner).create(form(dear));
      expect(chosen.statusCode, chosen.body).toBe(201);
      expect(matchSchema.parse(chosen.json()).court).toMatchObject({ id: dear, price: 7200 });

      const taken = await as(ana).create(form(dear));
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toMatchObject({
        code: 'COURT_TAKEN',
        message: 'That court is not free at that time',
      });
      const otherType = await as(ana).create(form(covered));
      expect(otherType.statusCode).toBe(400);
      expect(otherType.json().details).toEqual([expect.objectContaining({ field: 'court' })]);
      const otherClub = await as(ana).create(form(club.courts[0]!.courtId));
      expect(otherClub.statusCode).toBe(400);

      const match = matchSchema.parse(chosen.json());
      const moved = await as(owner).edit(match.id, form(cheap));
      expect(moved.statusCode, moved.body).toBe(200);
      expect(matchSchema.parse(moved.json()).court).toMatchObject({ id: cheap, price: 6400 });
      const claims = await ctx.db
        .selectFrom('court_claims')
        .select('court_id')
        .where('owner_id', '=', match.id)
        .execute();
      expect(claims).toEqual([{ court_id: cheap }, { court_id: cheap }]);
      // The court given up is free again: another organizer takes it.
      expect((await as(ana).create(form(dear))).statusCode).toBe(201);
    });

    it('holds its hours against bookings, and cancelling frees them', async () => {
      const date = clubDateIn((day += 1), zone);
      const start = matchStart(day, 19, zone);
      const match = await created(matchForm(club.clubId, start, { duration: 120 }));
      const court = club.courts[0]!;
      const booking = await pay(ctx.app, ana.token, 'cash', bookingBody(court, date, 20));
      expect(booking.statusCode).toBe(409);
      expect((await as(owner).cancel(match.id)).statusCode).toBe(204);
      const again = await pay(ctx.app, ana.token, 'cash', bookingBody(court, date, 20));
      expect(again.statusCode, again.body).toBe(201);
      const payment = await ctx.db
        .selectFrom('payments')
        .select('status')
        .where('subject_id', '=', match.id)
        .executeTakeFirstOrThrow();
      expect(payment.status).toBe('cancelled');
    });
  });

  describe('editing', () => {
    it('moves the court claim with the time, in one step', async () => {
      const match = await created();
      const later = nextStart(20);
      const response = await as(owner).edit(match.id, matchForm(club.clubId, later));
      expect(response.statusCode, response.body).toBe(200);
      const claims = await ctx.db
        .selectFrom('court_claims')
        .select('slot_start')
        .where('owner_id', '=', match.id)
        .execute();
      expect(claims.map((claim) => claim.slot_start).sort()).toEqual([
        later,
        new Date(Date.parse(later) + 30 * 60_000).toISOString(),
      ]);
    });

    it('keeps the taken seats and refuses a change that would drop a seated player', async () => {
      const match = await created(matchForm(club.clubId, nextStart(), { reservedSeats: 1 }));
      const pair = await requested(match, ana, [bea.id]);
      await as(bea).answerAsPartner(pair, 'accept');
      await as(owner).decide(pair, 'confirm');
      const form = matchForm(club.clubId, match.date, { reservedSeats: 0 });
      const kept = matchSchema.parse((await as(owner).edit(match.id, form)).json());
      expect(kept.participants.map((seat) => seat?.id ?? null)).toEqual([
        owner.id,
        null,
        ana.id,
        bea.id,
      ]);
      const refused = await as(owner).edit(
        match.id,
        matchForm(club.clubId, match.date, { reservedSeats: 2 }),
      );
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(
        'Reserving 2 would leave a seated player without a seat: reserve at most 1',
      );
      const women = await as(owner).edit(
        match.id,
        matchForm(club.clubId, match.date, { gender: 'men' }),
      );
      expect(women.statusCode).toBe(409);
      expect(women.json().message).toBe('Ana holds a seat, so the match cannot be for men only.');
    });

    it('lets only the owner edit, cancel, confirm or reject', async () => {
      const match = await created();
      const requestId = await requested(match, ana);
      expect((await as(carl).edit(match.id, matchForm(club.clubId, match.date))).statusCode).toBe(
        403,
      );
      expect((await as(carl).cancel(match.id)).statusCode).toBe(403);
      expect((await as(carl).decide(requestId, 'confirm')).statusCode).toBe(403);
      const carlsOwn = await as(carl).create(matchForm(club.clubId, nextStart()));
      expect(carlsOwn.statusCode, 'another owner').toBe(201);
      expect((await as(carl).decide(requestId, 'reject')).statusCode).toBe(403);
      expect((await as(ana).decide(requestId, 'reject')).statusCode).toBe(403);
      expect((await as(owner).decide('missing', 'reject')).statusCode).toBe(404);
    });
  });

  describe('asking to join', () => {
    it('refuses the own match, a second ask, a full or past match and too many partners', async () => {
      const match = await created(matchForm(club.clubId, nextStart(), { reservedSeats: 1 }));
      expect((await as(owner).join(match.id)).json().code).toBe('OWN_MATCH');
      const tooMany = await as(ana).join(match.id, [bea.id, carl.id]);
      expect(tooMany.statusCode).toBe(409);
      expect(tooMany.json().code).toBe('TOO_MANY_PARTNERS');
      await requested(match, ana, [bea.id]);
      expect((await as(ana).join(match.id)).json().code).toBe('ALREADY_REQUESTED');
      expect((await as(ana).join(match.id, [ana.id])).statusCode).toBe(400);
      const full = await created(matchForm(club.clubId, nextStart(), { reservedSeats: 3 }));
      expect((await as(ana).join(full.id)).json().code).toBe('MATCH_FULL');
      await ctx.db
        .updateTable('matches')
        .set({ starts_at: matchStart(-2, 18, zone) })
        .where('id', '=', match.id)
        .execute();
      expect((await as(carl).join(match.id)).json().code).toBe('MATCH_STARTED');
    });

    it("refuses a player of the other gender or with none set in a men's match", async () => {
      const match = await created(matchForm(club.clubId, nextStart(), { gender: 'men' }));
      const woman = await as(ana).join(match.id);
      expect(woman.statusCode).toBe(409);
      expect(woman.json().message).toBe(
        'This match is for men only: look for a mixed match or one for women.',
      );
      const unknown = await aPadelPlayer(ctx, null, 'Dani');
      const response = await as(unknown).join(match.id);
      expect(response.json().message).toMatch(/no gender set: set it in the profile/);
      const partner = (await as(carl).join(match.id, [ana.id])).json();
      expect(partner.code).toBe('GENDER_MISMATCH');
      expect(partner.message).toBe(
        'This match is for men only: Ana cannot join it; ask with another partner.',
      );
      const womens = await as(owner).create(
        matchForm(club.clubId, nextStart(), { gender: 'women' }),
      );
      expect(womens.statusCode).toBe(409);
      expect(womens.json().message).toBe(
        'You play in your own match, so it cannot be for women only: choose mixed or men.',
      );
      expect((await as(carl).join(match.id)).statusCode).toBe(201);
    });

    it('lets a player outside the level range ask, and anyone with an invitation link', async () => {
      // Every player here is at level 3.
      const high = await created(
        matchForm(club.clubId, nextStart(), { padelLevelMin: 4, padelLevelMax: 5 }),
      );
      expect((await as(ana).join(high.id)).statusCode).toBe(201);
      const invitation = await created(
        matchForm(club.clubId, nextStart(), { privacy: 'invitation' }),
      );
      expect((await as(carl).join(invitation.id)).statusCode).toBe(201);
    });

    it('accepting seats the requester and partners; rejecting removes the request', async () => {
      const match = await created();
      const first = await requested(match, ana, [bea.id]);
      const second = await requested(match, carl);
      const owned = matchSchema.parse((await as(owner).get(match.id)).json());
      expect(owned.pendingRequests).toBe(2);
      expect(owned.request.map((r) => r.partners.map((p) => p.firstName))).toEqual([['Bea'], []]);
      expect((await as(bea).answerAsPartner(first, 'accept')).statusCode).toBe(200);
      const accepted = matchSchema.parse((await as(owner).decide(first, 'confirm')).json());
      expect(accepted.participants.map((seat) => seat?.id ?? null)).toEqual([
        owner.id,
        ana.id,
        bea.id,
        null,
      ]);
      expect(accepted.pendingRequests).toBe(1);
      const rejected = matchSchema.parse((await as(owner).decide(second, 'reject')).json());
      expect(rejected.pendingRequests).toBe(0);
      expect((await as(owner).decide(second, 'confirm')).json().code).toBe('ALREADY_DECIDED');

      const told = async (userId: string) =>
        (await ctx.app.services.notifications.page(userId, undefined, 10)).items
          .filter((n) => n.facts.matchId === match.id)
          .map((n) => [n.kind, n.facts.requester ?? null]);
      expect((await told(owner.id)).sort()).toEqual([
        ['match_request_received', 'Ana'],
        ['match_request_received', 'Carl'],
      ]);
      expect(await told(ana.id)).toEqual([
        ['match_request_accepted', null],
        ['match_partner_accepted', null],
      ]);
      expect(await told(bea.id)).toEqual([
        ['match_request_accepted', null],
        ['match_partner_asked', 'Ana'],
      ]);
      expect(await told(carl.id)).toEqual([['match_request_rejected', null]]);
    });

    it('refuses to seat a request that no longer fits, changing nothing', async () => {
      const match = await created(matchForm(club.clubId, nextStart(), { reservedSeats: 1 }));
      const pair = await requested(match, ana, [bea.id]);
      await as(bea).answerAsPartner(pair, 'accept');
      const single = await requested(match, carl);
      await as(owner).decide(single, 'confirm');
      const refused = await as(owner).decide(pair, 'confirm');
      expect(refused.statusCode).toBe(409);
      const after = matchSchema.parse((await as(owner).get(match.id)).json());
      expect(after.pendingRequests).toBe(1);
      expect(after.participants.filter((seat) => seat === null)).toHaveLength(1);
    });
  });

  describe('partners named in a request', () => {
    const noticesOf = async (userId: string, matchId: string) =>
      (await ctx.app.services.notifications.page(userId, undefined, 20)).items
        .filter((n) => n.facts.matchId === matchId)
        .map((n) => [n.kind, n.facts.requester ?? n.facts.partner ?? null]);
    const answersSeenBy = async (user: TestUser, matchId: string) =>
      matchSchema
        .parse((await as(user).get(matchId)).json())
        .request.map((r) => r.partners.map((p) => [p.firstName, p.answer]));

    it('are asked, and no one is seated until every partner has answered', async () => {
      const match = await created();
      const request = await requested(match, ana, [bea.id, carl.id]);
      expect(await noticesOf(bea.id, match.id)).toEqual([['match_partner_asked', 'Ana']]);
      expect(await noticesOf(carl.id, match.id)).toEqual([['match_partner_asked', 'Ana']]);
      // A partner sees the request naming them, with their answer still to give.
      expect(await answersSeenBy(bea, match.id)).toEqual([
        [
          ['Bea', 'pending'],
          ['Carl', 'pending'],
        ],
      ]);
      const early = await as(owner).decide(request, 'confirm');
      expect(early.statusCode).toBe(409);
      expect(early.json().code).toBe('PARTNERS_NOT_ANSWERED');

      expect((await as(bea).answerAsPartner(request, 'accept')).statusCode).toBe(200);
      expect((await as(owner).decide(request, 'confirm')).json().code).toBe(
        'PARTNERS_NOT_ANSWERED',
      );
      expect((await as(carl).answerAsPartner(request, 'decline')).statusCode).toBe(200);
      expect(await noticesOf(ana.id, match.id)).toEqual([
        ['match_partner_declined', 'Carl'],
        ['match_partner_accepted', 'Bea'],
      ]);
      expect(await answersSeenBy(owner, match.id)).toEqual([
        [
          ['Bea', 'accepted'],
          ['Carl', 'declined'],
        ],
      ]);

      // Seated: the requester and the partner who accepted; the one who declined is not told.
      const accepted = matchSchema.parse((await as(owner).decide(request, 'confirm')).json());
      expect(accepted.participants.map((seat) => seat?.id ?? null)).toEqual([
        owner.id,
        ana.id,
        bea.id,
        null,
      ]);
      expect((await noticesOf(carl.id, match.id)).map(([kind]) => kind)).toEqual([
        'match_partner_asked',
      ]);
    });

    it('are answered once, by the partner alone, while the request is pending', async () => {
      const match = await created();
      const request = await requested(match, ana, [bea.id]);
      for (const someone of [owner, ana, carl]) {
        const refused = await as(someone).answerAsPartner(request, 'accept');
        expect(refused.statusCode).toBe(403);
      }
      expect((await as(bea).answerAsPartner(request, 'decline')).statusCode).toBe(200);
      const again = await as(bea).answerAsPartner(request, 'accept');
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('ALREADY_ANSWERED');
      expect(await answersSeenBy(ana, match.id)).toEqual([[['Bea', 'declined']]]);

      const other = await created();
      const rejected = await requested(other, ana, [bea.id]);
      await as(owner).decide(rejected, 'reject');
      const late = await as(bea).answerAsPartner(rejected, 'accept');
      expect(late.json().code).toBe('ALREADY_DECIDED');
      const unknown = '00000000-0000-4000-8000-0000000000aa';
      expect((await as(bea).answerAsPartner(unknown, 'accept')).statusCode).toBe(404);
    });

    it('let the asked partner see a favorites-only match, and decline when their account closes', async () => {
      const match = await created(matchForm(club.clubId, nextStart(), { privacy: 'favorite' }));
      const stranger = await aPadelPlayer(ctx, 'F', 'Eva');
      await ctx.db
        .insertInto('favorites')
        .values({ user_id: owner.id, favorite_id: ana.id, created_at: new Date().toISOString() })
        .execute();
      const request = await requested(match, ana, [stranger.id]);
      expect((await as(stranger).get(match.id)).statusCode).toBe(200);
      await ctx.app.services.account.close(stranger.id);
      expect(await answersSeenBy(ana, match.id)).toEqual([[['', 'declined']]]);
      expect((await as(owner).decide(request, 'confirm')).statusCode).toBe(200);
    });
  });

  describe('cancelling', () => {
    it('frees every seat and tells the seated players and pending requesters', async () => {
      const match = await created();
      await as(owner).decide(await requested(match, ana), 'confirm');
      await requested(match, carl);
      expect((await as(owner).cancel(match.id)).statusCode).toBe(204);
      const seats = await ctx.db
        .selectFrom('match_seats')
        .selectAll()
        .where('match_id', '=', match.id)
        .execute();
      expect(seats.every((seat) => seat.user_id === null && seat.reserved === 0)).toBe(true);
      const told = await ctx.db
        .selectFrom('notifications')
        .select('user_id')
        .where('kind', '=', 'match_cancelled')
        .where('payload', 'like', `%${match.id}%`)
        .execute();
      expect(told.map((row) => row.user_id).sort()).toEqual([ana.id, carl.id].sort());
      expect((await as(owner).cancel(match.id)).statusCode).toBe(404);
    });
  });

  describe('privacy and lists', () => {
    it('lists public matches for everyone and favorite ones only for starred players', async () => {
      const publicMatch = await created();
      const favorite = await created(matchForm(club.clubId, nextStart(), { privacy: 'favorite' }));
      const invitation = await created(
        matchForm(club.clubId, nextStart(), { privacy: 'invitation' }),
      );
      await ctx.app.inject({
        method: 'POST',
        url: '/api/user/me/favorites',
        headers: bearer(owner.token),
        payload: { userId: ana.id },
      });
      const ids = async (user: TestUser) =>
        matchListSchema.parse((await as(user).list()).json()).map((match) => match.id);
      expect(await ids(ana)).toEqual(expect.arrayContaining([publicMatch.id, favorite.id]));
      expect(await ids(carl)).toContain(publicMatch.id);
      expect(await ids(carl)).not.toContain(favorite.id);
      expect(await ids(ana)).not.toContain(invitation.id);
      expect((await as(carl).get(favorite.id)).statusCode).toBe(404);
      expect((await as(carl).join(favorite.id)).statusCode).toBe(404);
      expect((await as(carl).get(invitation.id)).statusCode).toBe(200);
      const favorites = await ctx.app.inject({
        method: 'GET',
        url: '/api/user/me/favorites',
        headers: bearer(owner.token),
      });
      expect(favorites.json().map((user: { id: string }) => user.id)).toEqual([ana.id]);
    });

    it('stars and unstars players: an unstarred player no longer sees the favorite match', async () => {
      const favorite = await created(matchForm(club.clubId, nextStart(), { privacy: 'favorite' }));
      const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
        ctx.app.inject({ method, url: `/api${url}`, headers: bearer(owner.token), payload });
      const sees = async () =>
        matchListSchema
          .parse((await as(bea).list()).json())
          .some((match) => match.id === favorite.id);
      expect(await sees()).toBe(false);
      expect((await call('POST', '/user/me/favorites', { userId: bea.id })).statusCode).toBe(204);
      expect((await call('POST', '/user/me/favorites', { userId: bea.id })).statusCode).toBe(204);
      expect(await sees()).toBe(true);
      expect((await as(bea).get(favorite.id)).statusCode).toBe(200);
      const starred = await call('GET', '/user/me/favorites');
      expect(starred.json().map((user: { id: string }) => user.id)).toContain(bea.id);
      expect((await call('DELETE', `/user/me/favorites/${bea.id}`)).statusCode).toBe(204);
      expect(await sees()).toBe(false);
      expect((await as(bea).get(favorite.id)).statusCode).toBe(404);
      expect((await call('DELETE', `/user/me/favorites/${bea.id}`)).statusCode).toBe(404);
      expect((await call('POST', '/user/me/favorites', { userId: owner.id })).statusCode).toBe(400);
      const missing = '00000000-0000-4000-8000-000000000000';
      expect((await call('POST', '/user/me/favorites', { userId: missing })).statusCode).toBe(404);
    });

    it('filters Find Match by club-local date, club and level', async () => {
      const match = await created(
        matchForm(club.clubId, nextStart(), { padelLevelMin: 2, padelLevelMax: 3 }),
      );
      const date = clubDateIn(day, zone);
      const found = async (query: string) =>
        matchListSchema.parse((await as(carl).list(query)).json()).map((m) => m.id);
      expect(await found(`?date=${date}&club=${club.clubId}&level=2.5`)).toContain(match.id);
      expect(await found(`?level=3.5`)).not.toContain(match.id);
      expect(await found(`?date=${clubDateIn(day + 1, zone)}`)).not.toContain(match.id);
    });

    it("shows a user's matches by tab, and only public ones to others", async () => {
      const signed = await created();
      const hidden = await created(matchForm(club.clubId, nextStart(), { privacy: 'invitation' }));
      await requested(signed, carl);
      const mine = matchListSchema.parse((await as(owner).ofUser(owner.id)).json());
      expect(mine.find((m) => m.id === signed.id)?.tab).toBe('signed');
      expect(mine.map((m) => m.id)).toContain(hidden.id);
      const carls = matchListSchema.parse((await as(carl).ofUser(carl.id)).json());
      expect(carls.find((m) => m.id === signed.id)?.tab).toBe('awaiting');
      const seenByOthers = matchListSchema.parse((await as(ana).ofUser(owner.id)).json());
      expect(seenByOthers.map((m) => m.id)).toContain(signed.id);
      expect(seenByOthers.map((m) => m.id)).not.toContain(hidden.id);
    });

    it('files a past match under Archived, as not played when its seats were never filled', async () => {
      const open = await created();
      const full = await created(matchForm(club.clubId, nextStart(), { reservedSeats: 3 }));
      await ctx.db
        .updateTable('matches')
        .set({ starts_at: matchStart(-5, 18, zone) })
        .where('id', 'in', [open.id, full.id])
        .execute();
      const mine = matchListSchema.parse((await as(owner).ofUser(owner.id)).json());
      expect(mine.find((m) => m.id === open.id)).toMatchObject({
        tab: 'archived',
        notPlayed: true,
      });
      expect(mine.find((m) => m.id === full.id)).toMatchObject({
        tab: 'archived',
        notPlayed: false,
      });
    });

    it('counts created and played matches for the profile', async () => {
      const player = await aPadelPlayer(ctx, 'M', 'Eli');
      const match = await api(ctx.app, player.token).create(
        matchForm(club.clubId, nextStart(), { reservedSeats: 3 }),
      );
      const id = match.json().id as string;
      expect(await ctx.app.services.matches.padelCounters(player.id)).toEqual({
        padelCreated: 1,
        padelPlayed: 0,
      });
      await ctx.db
        .updateTable('matches')
        .set({ starts_at: matchStart(-3, 18, zone) })
        .where('id', '=', id)
        .execute();
      expect(await ctx.app.services.matches.padelCounters(player.id)).toEqual({
        padelCreated: 1,
        padelPlayed: 1,
      });
    });

    it('finds padel players by name or username, and never lists them all', async () => {
      const search = async (query: string) => {
        const response = await ctx.app.inject({
          method: 'GET',
          url: `/api/user/padel/users${query}`,
          headers: bearer(owner.token),
        });
        expect(response.statusCode).toBe(200);
        return response.json().map((user: { id: string }) => user.id);
      };
      expect(await search('?q=bE')).toEqual([bea.id]);
      const { username } = await ctx.db
        .selectFrom('users')
        .select('username')
        .where('id', '=', carl.id)
        .executeTakeFirstOrThrow();
      expect(await search(`?q=${username.toUpperCase()}`)).toEqual([carl.id]);
      expect(await search('')).toEqual([]);
      expect(await search('?q=a')).toEqual([]);
      expect(await search('?q=%25%25')).toEqual([]);
      expect(await search('?q=player')).not.toContain(owner.id);
    });
  });
});
