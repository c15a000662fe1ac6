import { matchSchema, playedWithSchema, type Match } from '@courtside/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  aClub,
  aPadelPlayer,
  type TestClubWithCourts,
  type TestUser,
} from '#test/helpers/builders.js';
import { clubDateIn } from '#test/helpers/booking-fixtures.js';
import { callAs } from '#test/helpers/championship-fixtures.js';
import { api, matchForm, matchStart } from '#test/helpers/match-fixtures.js';
import { bearer, createTestContext, type TestContext } from '#test/helpers/test-app.js';
import { movableClock } from '#test/helpers/tokens.js';

describe('played with, and invitations to a match', () => {
  const clock = movableClock();
  const zone = 'Europe/Madrid';
  let ctx: TestContext;
  let club: TestClubWithCourts;
  let olga: TestUser;
  let ana: TestUser;
  let bea: TestUser;
  let carl: TestUser;
  let nightPlayer: TestUser;
  let stranger: TestUser;
  const as = (user: TestUser) => api(ctx.app, user.token);

  const playedWith = async (user: TestUser) => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/me/played-with',
      headers: bearer(user.token),
    });
    expect(res.statusCode).toBe(200);
    return playedWithSchema.parse(res.json());
  };
  const invite = (user: TestUser, matchId: string, userIds: string[]) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/user/match/${matchId}/invitations`,
      headers: bearer(user.token),
      payload: { userIds },
    });
  const invitedNotices = async (user: TestUser, matchId: string) =>
    (
      await ctx.db
        .selectFrom('notifications')
        .select('payload')
        .where('user_id', '=', user.id)
        .where('kind', '=', 'match_invited')
        .execute()
    )
      .map((row) => JSON.parse(row.payload) as Record<string, unknown>)
      .filter((facts) => facts.matchId === matchId);

  let hour = 8;
  /** A match Olga organizes tomorrow, each at its own hour, with `joiners` accepted into it. */
  async function olgasMatch(joiners: TestUser[], extra = {}): Promise<Match> {
    const created = await as(olga).create(
      matchForm(club.clubId, matchStart(1, (hour += 1), zone, clock.now()), extra),
    );
    expect(created.statusCode, created.body).toBe(201);
    const match = matchSchema.parse(created.json());
    for (const player of joiners) {
      const joined = matchSchema.parse((await as(player).join(match.id)).json());
      const request = joined.request.find((one) => one.user.id === player.id)!;
      expect((await as(olga).decide(request.id, 'confirm')).statusCode).toBe(200);
    }
    return match;
  }

  beforeAll(async () => {
    ctx = await createTestContext({ clock });
    club = await aClub(ctx, {
      timeZone: zone,
      courts: [
        { name: 'Padel 1', sport: 'padel' },
        { name: 'Padel 2', sport: 'padel' },
      ],
    });
    [olga, ana, bea, carl, nightPlayer, stranger] = (await Promise.all(
      ['Olga', 'Ana', 'Bea', 'Carl', 'Nora', 'Sam'].map((name) => aPadelPlayer(ctx, 'F', name)),
    )) as [TestUser, TestUser, TestUser, TestUser, TestUser, TestUser];
    // Olga played a match with Ana and Bea, then a night with Nora; Carl's match with her
    // was called off before it started.
    const played = await olgasMatch([ana, bea]);
    const cancelled = await olgasMatch([carl]);
    expect((await as(olga).cancel(cancelled.id)).statusCode).toBe(204);
    const night = await callAs(ctx.app, club.owner, 'POST', '/user/social', {
      club: club.clubId,
      format: 'americano',
      date: clubDateIn(1, zone, clock.now()),
      fromH: 20,
      fromM: 0,
      toH: 22,
      toM: 0,
      courts: [club.courts[1]!.courtId],
      players: 4,
      pointsPerGame: 24,
      price: 1500,
    });
    expect(night.status, JSON.stringify(night.body)).toBe(201);
    for (const player of [olga, nightPlayer]) {
      const taken = await callAs(
        ctx.app,
        player,
        'POST',
        `/user/social/night/${night.body.id}/payment/cash`,
      );
      expect(taken.status, JSON.stringify(taken.body)).toBeLessThan(300);
    }
    // A day later both have been played.
    clock.advance(2 * 86_400_000);
    expect(played.id).toBeTruthy();
  });
  afterAll(() => ctx.close());

  it('lists the people of started matches and nights, the most recent first, and nobody else', async () => {
    const olgas = await playedWith(olga);
    expect(olgas.map((person) => person.name)).toEqual(['Nora', 'Ana', 'Bea']);
    expect(olgas.find((person) => person.name === 'Ana')).toMatchObject({ games: 1 });
    expect((await playedWith(ana)).map((person) => person.name).sort()).toEqual(['Bea', 'Olga']);
    expect(await playedWith(stranger)).toEqual([]);
  });

  it('tells each invited player once, only from the organizer, only people played with', async () => {
    const match = await olgasMatch([]);
    expect((await invite(olga, match.id, [ana.id, nightPlayer.id])).json()).toEqual({ invited: 2 });
    // Asked again, nobody is told twice.
    expect((await invite(olga, match.id, [ana.id, bea.id])).json()).toEqual({ invited: 1 });
    expect(await invitedNotices(ana, match.id)).toEqual([
      expect.objectContaining({ club: club.name, player: 'Olga' }),
    ]);
    expect(await invitedNotices(bea, match.id)).toHaveLength(1);

    const strangerAsked = await invite(olga, match.id, [stranger.id]);
    expect(strangerAsked.statusCode).toBe(400);
    expect(strangerAsked.json().details).toEqual([
      expect.objectContaining({ field: 'body.userIds' }),
    ]);
    expect(await invitedNotices(stranger, match.id)).toEqual([]);
    // A player of the match cannot invite to it: only its organizer.
    expect((await invite(ana, match.id, [bea.id])).statusCode).toBe(403);
    expect((await invite(olga, '00000000-0000-4000-8000-000000000404', [ana.id])).statusCode).toBe(
      404,
    );
  });

  it('refuses a full match, and goes with the account', async () => {
    const full = await olgasMatch([ana, bea, nightPlayer]);
    const refused = await invite(olga, full.id, [ana.id]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'MATCH_FULL' });

    const open = await olgasMatch([]);
    expect((await invite(olga, open.id, [bea.id])).statusCode).toBe(200);
    const exported = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/me/export',
      headers: bearer(bea.token),
    });
    expect(exported.json().matches.invitations).toEqual(
      expect.arrayContaining([expect.objectContaining({ match_id: open.id, user_id: bea.id })]),
    );
    const closed = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/user/me',
      headers: bearer(bea.token),
    });
    expect(closed.statusCode, closed.body).toBeLessThan(300);
    const left = await ctx.db
      .selectFrom('match_invitations')
      .select('match_id')
      .where('user_id', '=', bea.id)
      .execute();
    expect(left).toEqual([]);
    // A closed account is no one to play with any more.
    expect((await playedWith(olga)).map((person) => person.name)).not.toContain('Bea');
  });
});
