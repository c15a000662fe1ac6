import { matchSchema, purchaseStartSchema, type Match } from '@courtside/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coinsOf, decideCheckout } from '#test/helpers/booking-fixtures.js';
import {
  aClub,
  aPadelPlayer,
  aPlayerWithCoins,
  type TestClubWithCourts,
  type TestUser,
} from '#test/helpers/builders.js';
import { api, matchForm, matchStart } from '#test/helpers/match-fixtures.js';
import { createTestContext, type TestContext } from '#test/helpers/test-app.js';

const hourMs = 3_600_000;

/** Split payment of a match (issue 30), on whichever database the suite runs on. */
describe('match shares', () => {
  let ctx: TestContext;
  let club: TestClubWithCourts;
  let owner: TestUser;
  let day = 2;
  let offsetMs = 0;
  const clock = { now: () => new Date(Date.now() + offsetMs) };
  const as = (user: TestUser) => api(ctx.app, user.token);
  const read = async (user: TestUser, id: string) =>
    matchSchema.parse((await as(user).get(id)).json());

  async function created(extra: Parameters<typeof matchForm>[2] = {}): Promise<Match> {
    const start = matchStart((day += 1), 18, 'Europe/Madrid', clock.now());
    const response = await as(owner).create(matchForm(club.clubId, start, extra));
    expect(response.statusCode, response.body).toBe(201);
    return matchSchema.parse(response.json());
  }

  /** Players asking to join, each accepted by the owner: seated with a share to pay. */
  async function seated(match: Match, players: TestUser[]) {
    for (const player of players) {
      const asked = matchSchema.parse((await as(player).join(match.id)).json());
      const decided = await as(owner).decide(asked.request[0]!.id, 'confirm');
      expect(decided.statusCode, decided.body).toBe(200);
    }
  }

  async function paid(player: TestUser, matchId: string, method: string) {
    const response = await as(player).payShare(matchId, method);
    expect(response.statusCode, response.body).toBe(201);
    return purchaseStartSchema.parse(response.json());
  }

  const sweep = () => ctx.app.services.matches.sweepDeadlines();

  /** The notices of one kind a user got about one match. */
  async function noticesOf(userId: string, kind: string, matchId: string) {
    const rows = await ctx.db
      .selectFrom('notifications')
      .select('payload')
      .where('user_id', '=', userId)
      .where('kind', '=', kind)
      .execute();
    return rows.filter((row) => JSON.parse(row.payload).matchId === matchId);
  }

  beforeAll(async () => {
    ctx = await createTestContext({ clock });
    // 24.03 an hour: four shares of 6.00 and three cents over, which the organizer carries.
    club = await aClub(ctx, { prices: { all: 2403 }, courts: [{ name: 'Indoor 1' }] });
    owner = await aPlayerWithCoins(ctx, 1000);
  });
  afterAll(() => ctx.close());

  it('splits the court in four, the remainder on the organizer, each share to pay once seated', async () => {
    const match = await created();
    expect(match.myShare).toMatchObject({ state: 'at_club', amount: 603, currency: 'USD' });
    expect(match.court?.pricePerPlayer).toBe(600);
    const ana = await aPadelPlayer(ctx, 'F', 'Ana');
    await seated(match, [ana]);
    const seen = await read(ana, match.id);
    expect(seen.myShare).toMatchObject({ state: 'to_pay', amount: 600, method: null });
    const payUntil = Date.parse(seen.myShare!.payUntil!);
    expect(payUntil - clock.now().getTime()).toBeGreaterThan(59 * 60_000);
    expect(seen.seatShares).toEqual([
      { state: 'at_club', amount: 603 },
      { state: 'to_pay', amount: 600 },
      { state: 'open', amount: 600 },
      { state: 'open', amount: 600 },
    ]);
    await paid(ana, match.id, 'cash');
    const after = await read(owner, match.id);
    expect(after.seatShares[1]).toEqual({ state: 'at_club', amount: 600 });
    const again = await as(ana).payShare(match.id, 'coins');
    expect(again.json().code).toBe('ALREADY_PAID');
  });

  it('charges the organizer who pays their share later the remainder too, the shares adding up to the court', async () => {
    const match = await created({ shareMethod: 'card' });
    expect(match.myShare).toMatchObject({ state: 'to_pay', amount: 603, method: null });
    const card = await paid(owner, match.id, 'card');
    expect(card.status).toBe('pending');
    await decideCheckout(ctx.app, card.formUrl!, 'approve');
    const after = await read(owner, match.id);
    expect(after.myShare).toMatchObject({ state: 'paid', amount: 603, method: 'card' });
    expect(after.seatShares[0]).toEqual({ state: 'paid', amount: 603 });
    const total = after.seatShares.reduce((sum, seat) => sum + seat.amount!, 0);
    expect(total).toBe(2403);
  });

  it('takes every method a booking takes: coins at once, a card through its checkout', async () => {
    const match = await created({ shareMethod: 'coins' });
    const [ana, bea] = [await aPlayerWithCoins(ctx, 100), await aPadelPlayer(ctx, 'F', 'Bea')];
    await seated(match, [ana, bea]);
    const coins = await coinsOf(ctx.app, ana.token);
    expect((await paid(ana, match.id, 'coins')).status).toBe('confirmed');
    expect(await coinsOf(ctx.app, ana.token)).toBeLessThan(coins);
    const card = await paid(bea, match.id, 'card');
    expect(card.status).toBe('pending');
    expect((await read(bea, match.id)).myShare).toMatchObject({ state: 'to_pay', method: 'card' });
    const { response } = await decideCheckout(ctx.app, card.formUrl!, 'approve');
    // The checkout sends the payer back to the match, where their seat now shows paid.
    expect(response.headers.location).toBe(
      `/user/find-match/${match.id}?payment=${card.paymentId}`,
    );
    const after = await read(owner, match.id);
    expect(after.seatShares.map((seat) => seat.state)).toEqual(['paid', 'paid', 'paid', 'open']);
    expect((await read(bea, match.id)).myShare).toMatchObject({ state: 'paid', payUntil: null });
  });

  it('gives the seat back when a share is not paid in time', async () => {
    const match = await created();
    const ana = await aPadelPlayer(ctx, 'F', 'Ana');
    await seated(match, [ana]);
    offsetMs += 61 * 60_000;
    await sweep();
    const after = await read(owner, match.id);
    expect(after.participants[1]).toBeNull();
    expect(after.seatShares[1]!.state).toBe('open');
    expect(await noticesOf(ana.id, 'match_share_lapsed', match.id)).toHaveLength(1);
    expect((await as(ana).payShare(match.id, 'cash')).statusCode).toBe(404);
  });

  it('at the fill deadline the organizer who chose so covers the empty seats at the club', async () => {
    const match = await created({ coverEmptySeats: true, fillDeadlineHours: 48 });
    const ana = await aPadelPlayer(ctx, 'F', 'Ana');
    await seated(match, [ana]);
    await paid(ana, match.id, 'cash');
    offsetMs += Date.parse(match.fillDeadline!) - clock.now().getTime() + 1000;
    await sweep();
    const after = await read(owner, match.id);
    expect(after.cancelled).toBe(false);
    expect(after.seatShares.map((seat) => seat.state)).toEqual([
      'at_club',
      'at_club',
      'at_club',
      'at_club',
    ]);
    const owed = await ctx.db
      .selectFrom('payments')
      .innerJoin('matches', 'matches.payment_id', 'payments.id')
      .select(['payments.amount', 'payments.status', 'payments.user_id'])
      .where('matches.id', '=', match.id)
      .executeTakeFirstOrThrow();
    expect(owed).toEqual({ amount: 1200, status: 'due_at_club', user_id: owner.id });
    expect(await noticesOf(ana.id, 'match_covered', match.id)).toHaveLength(1);
    const late = await aPadelPlayer(ctx, 'M', 'Late');
    expect((await as(late).join(match.id)).json().code).toBe('FILL_DEADLINE_PASSED');
  });

  it('at the fill deadline an unfilled match is cancelled, every share given back', async () => {
    const match = await created({ shareMethod: 'coins' });
    const [ana, bea] = [await aPlayerWithCoins(ctx, 100), await aPadelPlayer(ctx, 'F', 'Bea')];
    await seated(match, [ana, bea]);
    const coins = await coinsOf(ctx.app, ana.token);
    await paid(ana, match.id, 'coins');
    const card = await paid(bea, match.id, 'card');
    await decideCheckout(ctx.app, card.formUrl!, 'approve');
    offsetMs += Date.parse(match.fillDeadline!) - clock.now().getTime() + 1000;
    await sweep();
    expect((await read(owner, match.id)).cancelled).toBe(true);
    expect(await coinsOf(ctx.app, ana.token)).toBe(coins);
    const payments = await ctx.db
      .selectFrom('payments')
      .select(['user_id', 'method', 'status'])
      .where('subject_id', '=', match.id)
      .execute();
    expect(payments.find((row) => row.user_id === bea.id)?.status).toMatch(/^refund/);
    expect(payments.find((row) => row.user_id === owner.id)?.status).toBe('refunded');
    const claims = await ctx.db
      .selectFrom('court_claims')
      .select('court_id')
      .where('owner_id', '=', match.id)
      .execute();
    expect(claims).toEqual([]);
    for (const user of [owner, ana, bea])
      expect(await noticesOf(user.id, 'match_cancelled', match.id)).toHaveLength(1);
  });

  it('a player who leaves in time gets their share back and the seat reopens; later, no', async () => {
    const match = await created({ fillDeadlineHours: 0 });
    const [ana, bea] = [await aPlayerWithCoins(ctx, 100), await aPlayerWithCoins(ctx, 100)];
    await seated(match, [ana, bea]);
    const coins = await coinsOf(ctx.app, ana.token);
    await paid(ana, match.id, 'coins');
    await paid(bea, match.id, 'coins');
    const left = await as(ana).leave(match.id);
    expect(left.statusCode, left.body).toBe(200);
    expect(left.json()).toMatchObject({ refundedTo: 'coins', coinBalance: coins });
    const after = await read(owner, match.id);
    expect(after.participants[1]).toBeNull();
    expect(after.seatShares[1]!.state).toBe('open');
    expect(await noticesOf(owner.id, 'match_player_left', match.id)).toHaveLength(1);
    expect((await as(owner).leave(match.id)).json().code).toBe('OWN_MATCH');
    offsetMs += Date.parse(match.date) - clock.now().getTime() - 2 * hourMs;
    const late = await as(bea).leave(match.id);
    expect(late.json().code).toBe('TOO_LATE_TO_CANCEL');
  });

  it('seats one of two players accepted at once for the last seat, and pays a share once', async () => {
    offsetMs = 0;
    const match = await created({ reservedSeats: 2 });
    const [ana, bea] = [await aPlayerWithCoins(ctx, 100), await aPlayerWithCoins(ctx, 100)];
    const ids: string[] = [];
    for (const player of [ana, bea])
      ids.push(matchSchema.parse((await as(player).join(match.id)).json()).request[0]!.id);
    const answers = await Promise.all(ids.map((id) => as(owner).decide(id, 'confirm')));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const shares = await ctx.db
      .selectFrom('match_shares')
      .select('user_id')
      .where('match_id', '=', match.id)
      .execute();
    expect(shares).toHaveLength(2);
    const winner = shares.some((row) => row.user_id === ana.id) ? ana : bea;
    const paying = await Promise.all([
      as(winner).payShare(match.id, 'coins'),
      as(winner).payShare(match.id, 'coins'),
    ]);
    expect(paying.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const payments = await ctx.db
      .selectFrom('payments')
      .select('id')
      .where('subject_id', '=', match.id)
      .where('user_id', '=', winner.id)
      .execute();
    expect(payments).toHaveLength(1);
  });

  describe('a match open to join', () => {
    async function took(player: TestUser, matchId: string, method: string) {
      const response = await as(player).takeSeat(matchId, method);
      expect(response.statusCode, response.body).toBe(201);
      return purchaseStartSchema.parse(response.json());
    }

    it('seats a player who pays their share in the same step, with every method', async () => {
      offsetMs = 0;
      const match = await created({ openJoin: true });
      expect(match.openJoin).toBe(true);
      const [ana, bea] = [await aPadelPlayer(ctx, 'F', 'Ana'), await aPlayerWithCoins(ctx, 100)];
      const carl = await aPadelPlayer(ctx, 'M', 'Carl');
      expect((await took(ana, match.id, 'cash')).status).toBe('confirmed');
      const coins = await coinsOf(ctx.app, bea.token);
      expect((await took(bea, match.id, 'coins')).status).toBe('confirmed');
      expect(await coinsOf(ctx.app, bea.token)).toBe(coins - 60);
      const card = await took(carl, match.id, 'card');
      expect(card.status).toBe('pending');
      // The seat is Carl's while he pays on the checkout.
      const paying = await read(carl, match.id);
      expect(paying.participants[3]?.id).toBe(carl.id);
      expect(paying.myShare).toMatchObject({ state: 'to_pay', method: 'card' });
      const { response } = await decideCheckout(ctx.app, card.formUrl!, 'approve');
      expect(response.headers.location).toBe(
        `/user/find-match/${match.id}?payment=${card.paymentId}`,
      );
      const after = await read(owner, match.id);
      expect(after.participants.map((seat) => seat?.id)).toEqual([
        owner.id,
        ana.id,
        bea.id,
        carl.id,
      ]);
      expect(after.seatShares.map((seat) => seat.state)).toEqual([
        'at_club',
        'at_club',
        'paid',
        'paid',
      ]);
      expect(after.request).toEqual([]);
      expect((await read(ana, match.id)).myRequest).toBe('confirmed');
      // The organizer is told of each player who joined; no request waits for them.
      const joined = await noticesOf(owner.id, 'match_player_joined', match.id);
      const named = joined.map((row) => String(JSON.parse(row.payload).player));
      expect(named).toHaveLength(3);
      expect(named.filter((name) => /Ana|Carl/.test(name))).toHaveLength(2);
      const late = await aPlayerWithCoins(ctx, 100);
      expect((await as(late).takeSeat(match.id, 'coins')).json().code).toBe('MATCH_FULL');
    });

    it('takes the seat once for a repeated tap with the same key', async () => {
      const match = await created({ openJoin: true });
      const ana = await aPlayerWithCoins(ctx, 100);
      const key = { 'idempotency-key': `seat-${match.id}` };
      const answers = await Promise.all([
        as(ana).takeSeat(match.id, 'coins', key),
        as(ana).takeSeat(match.id, 'coins', key),
      ]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
      expect(answers[0]!.json().paymentId).toBe(answers[1]!.json().paymentId);
      const after = await read(owner, match.id);
      expect(after.participants.filter((seat) => seat?.id === ana.id)).toHaveLength(1);
      const again = await as(ana).takeSeat(match.id, 'coins');
      expect(again.json().code).toBe('ALREADY_IN_MATCH');
    });

    it('gives the seat back when its card checkout is not paid in time', async () => {
      const match = await created({ openJoin: true });
      const ana = await aPadelPlayer(ctx, 'F', 'Ana');
      await took(ana, match.id, 'card');
      offsetMs += 61 * 60_000;
      await sweep();
      const after = await read(owner, match.id);
      expect(after.participants[1]).toBeNull();
      expect(after.seatShares[1]!.state).toBe('open');
    });

    it('is refused in a match its organizer accepts players into, and to the organizer', async () => {
      const match = await created();
      const ana = await aPadelPlayer(ctx, 'F', 'Ana');
      const refused = await as(ana).takeSeat(match.id, 'cash');
      expect([refused.statusCode, refused.json().code]).toEqual([409, 'NEEDS_APPROVAL']);
      expect((await read(owner, match.id)).participants[1]).toBeNull();
      const open = await created({ openJoin: true });
      expect((await as(owner).takeSeat(open.id, 'cash')).json().code).toBe('OWN_MATCH');
    });
  });
});
