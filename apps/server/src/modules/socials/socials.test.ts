import type { SocialDetail } from '@courtside/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  aClub,
  aPlayerWithCoins,
  aUser,
  type TestClubWithCourts,
  type TestUser,
} from '#test/helpers/builders.js';
import {
  clubDateIn,
  coinsOf,
  decideCheckout,
  takenHoursOf,
} from '#test/helpers/booking-fixtures.js';
import { seatRecords } from '#server/modules/seats/seats.service.js';
import { callAs } from '#test/helpers/championship-fixtures.js';
import { createTestContext, type TestContext } from '#test/helpers/test-app.js';
import { movableClock } from '#test/helpers/tokens.js';

describe('Americano and Mexicano nights', () => {
  const clock = movableClock();
  let ctx: TestContext;
  let club: TestClubWithCourts;
  let owner: TestUser;
  let day = 2;
  const court = (index: number) => club.courts[index]!;

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
  });
  afterAll(() => ctx.close());

  const nightBody = (extra: object = {}) => ({
    club: club.clubId,
    format: 'americano',
    date: clubDateIn((day += 1), court(0).timeZone, clock.now()),
    fromH: 19,
    fromM: 0,
    toH: 21,
    toM: 30,
    courts: [court(0).courtId, court(1).courtId],
    players: 8,
    pointsPerGame: 24,
    price: 1500,
    ...extra,
  });
  const aNight = async (extra: object = {}) => {
    const body = nightBody(extra);
    const res = await callAs(ctx.app, owner, 'POST', '/user/social', body);
    if (res.status !== 201) throw new Error(JSON.stringify(res.body));
    return { id: res.body.id as string, date: body.date };
  };
  const join = (player: TestUser, id: string, method = 'cash') =>
    callAs(ctx.app, player, 'POST', `/user/social/night/${id}/payment/${method}`);
  const detail = async (user: TestUser, id: string) =>
    (await callAs(ctx.app, user, 'GET', `/user/social/night/${id}`)).body as SocialDetail;
  const filled = async (id: string, count = 8) => {
    const players: TestUser[] = [];
    for (let i = 0; i < count; i += 1) {
      const player = await aUser(ctx);
      expect((await join(player, id)).status).toBe(201);
      players.push(player);
    }
    return players;
  };
  /** How the player's payment for a place stands. */
  const placePaymentOf = async (player: TestUser) =>
    (
      await ctx.db
        .selectFrom('payments')
        .select('status')
        .where('user_id', '=', player.id)
        .where('purpose', '=', 'social')
        .executeTakeFirstOrThrow()
    ).status;
  const enter = (player: TestUser, gameId: string, points: [number, number]) =>
    callAs(ctx.app, player, 'PUT', `/user/social/game/${gameId}/points`, { points });

  it('claims every hour of the window on each of its courts, and refuses a night on a taken court', async () => {
    const { date } = await aNight();
    const player = await aUser(ctx);
    for (const index of [0, 1])
      expect(await takenHoursOf(ctx.app, player.token, court(index), date)).toEqual([
        '19:00',
        '20:00',
        '21:00',
      ]);
    expect(await takenHoursOf(ctx.app, player.token, court(2), date)).toEqual([]);
    const again = await callAs(ctx.app, owner, 'POST', '/user/social', {
      ...nightBody({ courts: [court(2).courtId, court(1).courtId] }),
      date,
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('COURT_TAKEN');
    // Nothing of the refused night stays: its free court is still free.
    expect(await takenHoursOf(ctx.app, player.token, court(2), date)).toEqual([]);
  });

  it("is the club owner's alone to create, on their own padel courts, four players a court", async () => {
    const player = await aUser(ctx);
    expect((await callAs(ctx.app, player, 'POST', '/user/social', nightBody())).status).toBe(403);
    const other = await aClub(ctx);
    expect((await callAs(ctx.app, other.owner, 'POST', '/user/social', nightBody())).status).toBe(
      403,
    );
    const refusals: Array<[object, string]> = [
      [{ players: 10 }, 'body.players'],
      [{ players: 4 }, 'body.players'],
      [{ toH: 18 }, 'body.toH'],
      [{ courts: [court(0).courtId, court(0).courtId] }, 'body.courts'],
    ];
    for (const [extra, field] of refusals) {
      const res = await callAs(ctx.app, owner, 'POST', '/user/social', nightBody(extra));
      expect(res.status, field).toBe(400);
      expect(res.body.details.map((d: { field: string }) => d.field)).toContain(field);
    }
  });

  it('takes places paid by coins, cash or online, then a waitlist whose first is offered a freed place', async () => {
    const { id } = await aNight({ players: 4, courts: [court(0).courtId] });
    const rich = await aPlayerWithCoins(ctx, 5000);
    const coins = await join(rich, id, 'coins');
    expect(coins.body.status).toBe('confirmed');
    expect(await coinsOf(ctx.app, rich.token)).toBeLessThan(5000);
    const online = await aUser(ctx);
    const card = await join(online, id, 'card');
    expect(card.body.status).toBe('pending');
    await decideCheckout(ctx.app, card.body.formUrl, 'approve');
    expect((await detail(online, id)).myPlace).toBe('confirmed');
    await filled(id, 2);
    const late = await aUser(ctx);
    const full = await join(late, id);
    expect(full.status).toBe(409);
    expect(full.body.code).toBe('ACTIVITY_FULL');
    expect((await callAs(ctx.app, late, 'POST', `/user/social/night/${id}/waitlist`)).body).toEqual(
      {
        position: 1,
      },
    );
    const left = await callAs(
      ctx.app,
      rich,
      'DELETE',
      `/user/social/night/${id}/place?refundTo=coins`,
    );
    expect(left.status).toBe(200);
    expect(await coinsOf(ctx.app, rich.token)).toBe(5000);
    const offered = await detail(late, id);
    expect(offered.myPlace).toBe('offered');
    expect(offered.placesLeft).toBe(0);
    const notes = await ctx.app.services.notifications.page(late.id, undefined, 5);
    expect(notes.items[0]?.kind).toBe('social_place_free');
    expect((await join(late, id)).status).toBe(201);
    expect((await detail(late, id)).myPlace).toBe('confirmed');
  });

  it('draws rounds where every player has a court, a partner and two opponents, and lets only that court enter points', async () => {
    const { id } = await aNight();
    const players = await filled(id);
    const stranger = players[0]!;
    expect((await callAs(ctx.app, stranger, 'POST', `/user/social/night/${id}/start`)).status).toBe(
      403,
    );
    const started = await callAs(ctx.app, owner, 'POST', `/user/social/night/${id}/start`);
    expect(started.status).toBe(200);
    const night = started.body as SocialDetail;
    expect(night.status).toBe('playing');
    expect(night.round).toBe(1);
    expect(night.games).toHaveLength(2);
    const everyone = night.games.flatMap((g) => g.pairs.flat()).sort();
    expect(everyone).toEqual(players.map((p) => p.id).sort());
    expect((await join(await aUser(ctx), id)).body.code).toBe('ACTIVITY_STARTED');

    const [first, second] = night.games;
    const playerOf = (userId: string) => players.find((p) => p.id === userId)!;
    const onFirst = playerOf(first!.pairs[0]![0]!);
    const onSecond = playerOf(second!.pairs[1]![1]!);
    expect((await enter(onSecond, first!.id, [14, 10])).status).toBe(403);
    const wrongSum = await enter(onFirst, first!.id, [14, 9]);
    expect(wrongSum.status).toBe(400);
    expect(wrongSum.body.details[0].field).toBe('points');
    expect((await callAs(ctx.app, owner, 'POST', `/user/social/night/${id}/next`)).body.code).toBe(
      'SOCIAL_ROUND_OPEN',
    );
    expect((await enter(onFirst, first!.id, [14, 10])).status).toBe(200);
    const board = (await enter(onSecond, second!.id, [20, 4])).body as SocialDetail;
    const pointsOf = (userId: string) => board.standings.find((s) => s.userId === userId)!.points;
    expect(pointsOf(second!.pairs[0]![0]!)).toBe(20);
    expect(pointsOf(first!.pairs[0]![1]!)).toBe(14);
    expect(pointsOf(first!.pairs[1]![0]!)).toBe(10);
    expect(board.standings.map((s) => s.points)).toEqual([20, 20, 14, 14, 10, 10, 4, 4]);

    const next = (await callAs(ctx.app, owner, 'POST', `/user/social/night/${id}/next`))
      .body as SocialDetail;
    expect(next.round).toBe(2);
    const partners = (d: SocialDetail, round: number) =>
      d.games
        .filter((g) => g.round === round)
        .flatMap((g) => g.pairs.map((p) => [...p].sort().join()));
    // Rotating partners: no pair of the first round plays together again in the second.
    expect(partners(next, 2).filter((p) => partners(next, 1).includes(p))).toEqual([]);
    // The first round is over: its points no longer change.
    expect((await enter(onFirst, first!.id, [12, 12])).body.code).toBe('SOCIAL_NOT_PLAYING');
  });

  it('pairs a Mexicano by standing after the first round: 1st and 4th against 2nd and 3rd', async () => {
    const { id } = await aNight({ format: 'mexicano' });
    const players = await filled(id);
    const night = (await callAs(ctx.app, owner, 'POST', `/user/social/night/${id}/start`))
      .body as SocialDetail;
    const byId = (userId: string) => players.find((p) => p.id === userId)!;
    await enter(byId(night.games[0]!.pairs[0]![0]!), night.games[0]!.id, [16, 8]);
    await enter(byId(night.games[1]!.pairs[0]![0]!), night.games[1]!.id, [15, 9]);
    const next = (await callAs(ctx.app, owner, 'POST', `/user/social/night/${id}/next`))
      .body as SocialDetail;
    const standing = next.standings.map((s) => s.userId);
    const top = next.games.find((g) => g.round === 2 && g.court === 0)!;
    expect(top.pairs).toEqual([
      [standing[0], standing[3]],
      [standing[1], standing[2]],
    ]);
  });

  it('is called off by its owner alone: places refunded in full, waitlist let go, courts freed, everyone told', async () => {
    const { id, date } = await aNight({ players: 4, courts: [court(2).courtId] });
    const rich = await aPlayerWithCoins(ctx, 5000);
    expect((await join(rich, id, 'coins')).status).toBe(201);
    const online = await aUser(ctx);
    const card = await join(online, id, 'card');
    await decideCheckout(ctx.app, card.body.formUrl, 'approve');
    const atClub = await filled(id, 2);
    const waiting = await aUser(ctx);
    expect(
      (await callAs(ctx.app, waiting, 'POST', `/user/social/night/${id}/waitlist`)).status,
    ).toBe(201);
    const url = `/user/social/night/${id}`;
    expect((await callAs(ctx.app, rich, 'DELETE', url)).status).toBe(403);
    expect((await callAs(ctx.app, (await aClub(ctx)).owner, 'DELETE', url)).status).toBe(403);

    const cancelled = await callAs(ctx.app, owner, 'DELETE', url);
    expect(cancelled.status).toBe(200);
    expect((cancelled.body as SocialDetail).status).toBe('cancelled');
    expect(await coinsOf(ctx.app, rich.token)).toBe(5000);
    expect(await placePaymentOf(online)).toBe('refunded');
    const places = await seatRecords('social').seats(ctx.db, [id]);
    expect(places.map((p) => p.status)).toEqual([
      'cancelled',
      'cancelled',
      'cancelled',
      'cancelled',
    ]);
    const waits = await seatRecords('social').waits(ctx.db, [id]);
    expect(waits.map((w) => w.status)).toEqual(['left']);
    expect(await takenHoursOf(ctx.app, rich.token, court(2), date)).toEqual([]);
    for (const person of [rich, online, ...atClub, waiting]) {
      const notes = await ctx.app.services.notifications.page(person.id, undefined, 5);
      expect(notes.items[0]?.kind, person.id).toBe('social_cancelled');
    }
    const list = (await callAs(ctx.app, rich, 'GET', '/user/social')).body as SocialDetail[];
    expect(list.map((night) => night.id)).not.toContain(id);
    expect((await callAs(ctx.app, owner, 'DELETE', url)).body.code).toBe('ALREADY_CANCELLED');
    expect((await join(await aUser(ctx), id)).status).toBe(404);
  });

  it('cannot be called off once it has started', async () => {
    const { id } = await aNight({ players: 4, courts: [court(2).courtId] });
    await filled(id, 4);
    await callAs(ctx.app, owner, 'POST', `/user/social/night/${id}/start`);
    const refused = await callAs(ctx.app, owner, 'DELETE', `/user/social/night/${id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('ACTIVITY_STARTED');
  });

  it("gives a closing account's places back with their money, and offers them to the waitlist", async () => {
    const { id } = await aNight({ players: 4, courts: [court(2).courtId] });
    const leaving = await aPlayerWithCoins(ctx, 5000);
    expect((await join(leaving, id, 'coins')).status).toBe(201);
    await filled(id, 3);
    const waiting = await aUser(ctx);
    await callAs(ctx.app, waiting, 'POST', `/user/social/night/${id}/waitlist`);
    const closed = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/user/me',
      headers: { authorization: `Bearer ${leaving.token}` },
    });
    expect(closed.statusCode).toBe(204);
    expect(await placePaymentOf(leaving)).toBe('refunded');
    const offered = await detail(waiting, id);
    expect(offered.myPlace).toBe('offered');
    expect(offered.players.map((p) => p.userId)).not.toContain(leaving.id);
  });

  it('passes a lapsed offer to the next in line, and sweeps up a refund a cancellation left owed', async () => {
    const { id } = await aNight({ players: 4, courts: [court(2).courtId] });
    const [leaving] = await filled(id, 4);
    const [first, second] = [await aUser(ctx), await aUser(ctx)];
    for (const waiter of [first, second])
      await callAs(ctx.app, waiter, 'POST', `/user/social/night/${id}/waitlist`);
    await callAs(ctx.app, leaving!, 'DELETE', `/user/social/night/${id}/place`);
    expect((await detail(first, id)).myPlace).toBe('offered');
    clock.advance(31 * 60_000);
    try {
      // Earlier nights' offers lapse too; this night's is among them.
      expect(await ctx.app.services.socials.passLapsedOffers()).toBeGreaterThan(0);
    } finally {
      clock.advance(-31 * 60_000);
    }
    expect((await detail(first, id)).myPlace).toBe(null);
    expect((await detail(second, id)).myPlace).toBe('offered');

    // A place still live at a cancelled night (its refund failed) is refunded by the sweeper.
    const other = await aNight({ players: 4, courts: [court(2).courtId] });
    const rich = await aPlayerWithCoins(ctx, 5000);
    await join(rich, other.id, 'coins');
    await ctx.db
      .updateTable('social_events')
      .set({ status: 'cancelled' })
      .where('id', '=', other.id)
      .execute();
    expect(await ctx.app.services.socials.refundCancelled()).toBe(1);
    expect(await coinsOf(ctx.app, rich.token)).toBe(5000);
    expect(await ctx.app.services.socials.refundCancelled()).toBe(0);
  });

  it('lets a player leave the waitlist: an offered place passes to the next in line', async () => {
    const { id } = await aNight({ players: 4, courts: [court(2).courtId] });
    const [leaving] = await filled(id, 4);
    const [first, second, third] = [await aUser(ctx), await aUser(ctx), await aUser(ctx)];
    for (const waiter of [first, second, third])
      await callAs(ctx.app, waiter, 'POST', `/user/social/night/${id}/waitlist`);
    const leaveLine = (player: TestUser) =>
      callAs(ctx.app, player, 'DELETE', `/user/social/night/${id}/waitlist`);
    // The last in line leaves: nobody is offered anything.
    expect((await leaveLine(third!)).status).toBe(204);
    expect((await detail(third!, id)).myPlace).toBe(null);
    expect((await leaveLine(third!)).status).toBe(404);
    await callAs(ctx.app, leaving!, 'DELETE', `/user/social/night/${id}/place`);
    expect((await detail(first!, id)).myPlace).toBe('offered');
    // The first lets their offer go: the place passes to the second at once.
    expect((await leaveLine(first!)).status).toBe(204);
    expect((await detail(first!, id)).myPlace).toBe(null);
    expect((await detail(second!, id)).myPlace).toBe('offered');
    const notes = await ctx.app.services.notifications.page(second!.id, undefined, 5);
    expect(notes.items[0]?.kind).toBe('social_place_free');
    expect((await join(first!, id)).status).toBe(409);
  });

  it('tells every player and the owner at once when points change the leaderboard', async () => {
    const { id } = await aNight({ players: 4, courts: [court(2).courtId] });
    const players = await filled(id, 4);
    const night = (await callAs(ctx.app, owner, 'POST', `/user/social/night/${id}/start`))
      .body as SocialDetail;
    const heard: string[] = [];
    const stops = [owner, ...players].map((user) =>
      ctx.app.services.notifications.subscribeSocial(user.id, () => heard.push(user.id)),
    );
    const game = night.games[0]!;
    const player = players.find((p) => p.id === game.pairs[1]![0])!;
    expect((await enter(player, game.id, [11, 13])).status).toBe(200);
    await expect.poll(() => new Set(heard).size).toBe(5);
    stops.forEach((stop) => stop());
    const finished = await callAs(ctx.app, owner, 'POST', `/user/social/night/${id}/finish`);
    expect(finished.body.status).toBe('finished');
  });

  it('has a chat for its players and owner, read by those in line, refused to anyone else', async () => {
    const { id } = await aNight({ players: 4, courts: [court(0).courtId] });
    const [playing] = await filled(id, 4);
    const waiting = await aUser(ctx);
    const outsider = await aUser(ctx);
    const admin = await aUser(ctx, 'admin');
    expect(
      (await callAs(ctx.app, waiting, 'POST', `/user/social/night/${id}/waitlist`)).status,
    ).toBe(201);
    const chat = `/user/social/night/${id}/chat`;
    const say = (user: TestUser, body: string) => callAs(ctx.app, user, 'POST', chat, { body });

    expect((await say(playing!, 'Who brings balls?')).status).toBe(201);
    clock.advance(1_000);
    expect((await say(owner, 'The club has balls')).status).toBe(201);
    const inLine = await callAs(ctx.app, waiting, 'GET', chat);
    expect(inLine.status).toBe(200);
    expect([inLine.body.canWrite, inLine.body.items.map((m: { body: string }) => m.body)]).toEqual([
      false,
      ['The club has balls', 'Who brings balls?'],
    ]);
    expect((await say(waiting, 'Any place left?')).status).toBe(403);
    expect((await callAs(ctx.app, outsider, 'GET', chat)).status).toBe(403);
    expect((await say(outsider, 'Hello')).status).toBe(403);
    expect((await callAs(ctx.app, admin, 'GET', chat)).body.canModerate).toBe(true);
    const unknown = '/user/social/night/00000000-0000-4000-8000-000000000000/chat';
    expect((await callAs(ctx.app, playing!, 'GET', unknown)).status).toBe(404);
  });
});
