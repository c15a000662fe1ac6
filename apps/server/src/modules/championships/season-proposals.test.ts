import type { ChampionshipSeason } from '@courtside/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aClub, aUser, type TestClubWithCourts, type TestUser } from '#test/helpers/builders.js';
import {
  aChampionship,
  aPlayerBorn,
  callAs,
  championshipBody,
} from '#test/helpers/championship-fixtures.js';
import { openEventStream } from '#test/helpers/event-stream-client.js';
import { clubDateIn } from '#test/helpers/booking-fixtures.js';
import { createTestContext, type TestContext } from '#test/helpers/test-app.js';
import { movableClock } from '#test/helpers/tokens.js';

type Fixture = ChampionshipSeason['rounds'][number]['fixtures'][number];

const hour = 3_600_000;

describe("championship results proposed by a team's captain", () => {
  const clock = movableClock();
  let ctx: TestContext;
  let club: TestClubWithCourts;
  let owner: TestUser;
  let day = 2;

  beforeAll(async () => {
    ctx = await createTestContext({ clock });
    club = await aClub(ctx, { courts: [{ name: 'Home', sport: 'football', capacity: 5 }] });
    owner = club.owner;
  });
  afterAll(() => ctx.close());

  /** A drawn championship of four accepted teams (a single league unless told), with captains. */
  async function aLeague(format: object = { kind: 'league', legs: 1 }) {
    day += 1;
    const body = championshipBody(
      club.courts[0]!,
      { days: day, hours: 2 },
      { price: 0, inviteOnly: 0, participantsNumber: 8 },
    );
    const id = await aChampionship(ctx.app, owner, body);
    const players: TestUser[] = [];
    for (let i = 0; i < 4; i += 1) {
      const player = await aPlayerBorn(ctx, '2000-01-01');
      expect((await callAs(ctx.app, player, 'POST', `/user/champion/${id}`)).status).toBe(201);
      players.push(player);
    }
    const drawn = await callAs(ctx.app, owner, 'PUT', `/user/champion/${id}/season`, { format });
    expect(drawn.status).toBe(200);
    const season = drawn.body as ChampionshipSeason;
    const captainOf = (teamId: string | null) =>
      players.find((p) => p.id === season.teams.find((t) => t.id === teamId)!.captainId)!;
    /** A fixture, its proposing (home) captain, answering (away) captain and a third one. */
    const match = (index: number) => {
      const fixture = season.rounds.flatMap((round) => round.fixtures)[index]!;
      const home = captainOf(fixture.home.teamId);
      const away = captainOf(fixture.away.teamId);
      const third = players.find((p) => p !== home && p !== away)!;
      return { fixture, home, away, third };
    };
    return { id, match, captainOf };
  }

  const resultUrl = (id: string, fixtureId: string) =>
    `/user/champion/${id}/season/fixtures/${fixtureId}/result`;
  const propose = (as: TestUser, id: string, fixtureId: string, body: object) =>
    callAs(ctx.app, as, 'POST', `${resultUrl(id, fixtureId)}/proposal`, body);
  const answer = (as: TestUser, id: string, fixtureId: string, verb: 'confirm' | 'dispute') =>
    callAs(ctx.app, as, 'PATCH', `${resultUrl(id, fixtureId)}/${verb}`);
  const enter = (id: string, fixtureId: string, body: object) =>
    callAs(ctx.app, owner, 'PUT', resultUrl(id, fixtureId), body);
  const read = async (id: string) => {
    const answered = await callAs(ctx.app, owner, 'GET', `/user/champion/${id}/season`);
    expect(answered.status).toBe(200);
    return answered.body as ChampionshipSeason;
  };
  const fixtureIn = async (id: string, fixtureId: string): Promise<Fixture> =>
    (await read(id)).rounds.flatMap((round) => round.fixtures).find((f) => f.id === fixtureId)!;
  const played = async (id: string) =>
    (await read(id)).tables[0]!.rows.reduce((sum, row) => sum + row.played, 0);
  const noticesOf = (userId: string, kind: string) =>
    ctx.db
      .selectFrom('notifications')
      .select('payload')
      .where('user_id', '=', userId)
      .where('kind', '=', kind as never)
      .execute();

  it("lets only the fixture's two captains propose and only the other one confirm; the table counts it then", async () => {
    const { id, match } = await aLeague();
    const { fixture, home, away, third } = match(0);
    const stranger = await aUser(ctx);
    const body = { homeScore: 2, awayScore: 1, scorers: [{ side: 'home', name: 'Ana', goals: 2 }] };
    for (const someone of [third, stranger, owner])
      expect((await propose(someone, id, fixture.id, body)).status).toBe(403);

    const proposed = await propose(home, id, fixture.id, body);
    expect(proposed.status).toBe(200);
    const waiting = await fixtureIn(id, fixture.id);
    expect(waiting.status).not.toBe('played');
    expect(waiting.proposal).toMatchObject({
      by: fixture.home.teamId,
      homeScore: 2,
      awayScore: 1,
      status: 'pending',
      scorers: [{ teamId: fixture.home.teamId, playerId: null, name: 'Ana', goals: 2 }],
    });
    expect(Date.parse(waiting.proposal!.answerDueAt) - clock.now().getTime()).toBe(48 * hour);
    expect(await played(id)).toBe(0);
    expect((await read(id)).topScorers).toEqual([]);
    const [told] = await noticesOf(away.id, 'championship_result_proposed');
    expect(JSON.parse(told!.payload)).toMatchObject({ championshipId: id, score: '2-1' });
    expect(await noticesOf(home.id, 'championship_result_proposed')).toHaveLength(0);

    for (const again of [home, away])
      expect((await propose(again, id, fixture.id, body)).body.code).toBe('RESULT_RECORDED');
    for (const someone of [home, third, stranger, owner])
      expect((await answer(someone, id, fixture.id, 'confirm')).status).toBe(403);

    expect((await answer(away, id, fixture.id, 'confirm')).status).toBe(200);
    const confirmed = await fixtureIn(id, fixture.id);
    expect([confirmed.status, confirmed.homeScore, confirmed.awayScore]).toEqual(['played', 2, 1]);
    expect(confirmed.proposal).toBeNull();
    expect(await played(id)).toBe(2);
    expect((await read(id)).topScorers).toMatchObject([{ name: 'Ana', goals: 2 }]);
    expect((await answer(away, id, fixture.id, 'confirm')).status).toBe(404);
    expect((await propose(away, id, fixture.id, body)).body.code).toBe('FIXTURE_PLAYED');
  });

  it('sends a disputed result to the owner, who decides it by entering the result', async () => {
    const { id, match } = await aLeague();
    const { fixture, home, away } = match(1);
    expect((await propose(away, id, fixture.id, { homeScore: 0, awayScore: 3 })).status).toBe(200);
    expect((await answer(away, id, fixture.id, 'dispute')).status).toBe(403);
    expect((await answer(home, id, fixture.id, 'dispute')).status).toBe(200);
    expect((await fixtureIn(id, fixture.id)).proposal?.status).toBe('disputed');
    expect(await played(id)).toBe(0);
    // The captain who proposed it finds it in Download my data.
    const mine = await callAs(ctx.app, away, 'GET', '/user/me/export');
    expect(mine.body.championships.resultProposals).toMatchObject([
      { fixture_id: fixture.id, home_score: 0, away_score: 3, status: 'disputed' },
    ]);
    const [told] = await noticesOf(owner.id, 'championship_result_disputed');
    expect(JSON.parse(told!.payload)).toMatchObject({ championshipId: id, score: '0-3' });
    expect((await answer(home, id, fixture.id, 'confirm')).body.code).toBe('RESULT_ANSWERED');

    expect((await enter(id, fixture.id, { homeScore: 1, awayScore: 1 })).status).toBe(200);
    const decided = await fixtureIn(id, fixture.id);
    expect([decided.status, decided.homeScore, decided.awayScore]).toEqual(['played', 1, 1]);
    expect(decided.proposal).toBeNull();
    expect((await read(id)).tables[0]!.rows.filter((row) => row.drawn === 1)).toHaveLength(2);
  });

  it("lets the owner's result override a proposal still waiting", async () => {
    const { id, match } = await aLeague();
    const { fixture, home, away } = match(2);
    expect((await propose(home, id, fixture.id, { homeScore: 3, awayScore: 0 })).status).toBe(200);
    expect((await enter(id, fixture.id, { homeScore: 0, awayScore: 0 })).status).toBe(200);
    const entered = await fixtureIn(id, fixture.id);
    expect([entered.homeScore, entered.awayScore, entered.proposal]).toEqual([0, 0, null]);
    expect((await answer(away, id, fixture.id, 'confirm')).status).toBe(404);
  });

  it("drops a knockout proposal once the owner's changed result sends another team through", async () => {
    const { id, match, captainOf } = await aLeague({ kind: 'knockout', seeding: 'order' });
    const [first, second] = [match(0), match(1)];
    expect((await enter(id, first.fixture.id, { homeScore: 1, awayScore: 0 })).status).toBe(200);
    expect((await enter(id, second.fixture.id, { homeScore: 1, awayScore: 0 })).status).toBe(200);
    const final = (await read(id)).rounds[1]!.fixtures[0]!;
    expect(final.home.teamId).toBe(first.fixture.home.teamId);
    const finalist = captainOf(final.home.teamId);
    expect((await propose(finalist, id, final.id, { homeScore: 2, awayScore: 0 })).status).toBe(
      200,
    );
    expect((await enter(id, first.fixture.id, { homeScore: 0, awayScore: 1 })).status).toBe(200);
    const changed = await fixtureIn(id, final.id);
    expect(changed.home.teamId).toBe(first.fixture.away.teamId);
    expect(changed.proposal).toBeNull();
  });

  it('lets a result unanswered for 48 hours stand, once, and refuses a dispute after that', async () => {
    const { id, match } = await aLeague();
    const { fixture, home, away } = match(3);
    expect((await propose(home, id, fixture.id, { homeScore: 4, awayScore: 2 })).status).toBe(200);
    const { season } = ctx.app.services.championships;
    clock.advance(48 * hour - 1);
    expect(await season.standUnanswered()).toBe(0);
    clock.advance(1);
    expect((await answer(away, id, fixture.id, 'dispute')).body.code).toBe('ANSWER_TIME_OVER');
    expect(await season.standUnanswered()).toBe(1);
    expect(await season.standUnanswered()).toBe(0);
    const stood = await fixtureIn(id, fixture.id);
    expect([stood.status, stood.homeScore, stood.awayScore]).toEqual(['played', 4, 2]);
    expect(await played(id)).toBe(2);
  });

  it("tells the other captain's open page of a proposal and of its answer", async () => {
    const { id, match } = await aLeague();
    const { fixture, home, away } = match(0);
    const baseUrl = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    const stream = await openEventStream(`${baseUrl}/api/user/me/notifications/stream`, away.token);
    try {
      expect((await stream.next())?.event).toBe('unread');
      expect((await propose(home, id, fixture.id, { homeScore: 1, awayScore: 0 })).status).toBe(
        200,
      );
      const heard = [await stream.next(), await stream.next()].map((event) => event?.event);
      expect(heard).toContain('championship');
      expect((await answer(away, id, fixture.id, 'confirm')).status).toBe(200);
      expect(await stream.next()).toEqual({ event: 'championship', data: {} });
    } finally {
      stream.close();
    }
  });
  // Last: it moves the clock past a placed fixture.
  it('refuses a proposal for a fixture placed on a court until that match has ended', async () => {
    const { id, match } = await aLeague();
    const date = clubDateIn(day, club.courts[0]!.timeZone, clock.now());
    const placed = await callAs(ctx.app, owner, 'POST', `/user/champion/${id}/season/fixtures`, {
      dates: [date],
      fromHour: 10,
      toHour: 22,
      matchMinutes: 60,
      courts: [club.courts[0]!.courtId],
    });
    expect(placed.status).toBe(200);
    const { fixture, home } = match(0);
    const { endsAt } = await fixtureIn(id, fixture.id);
    expect(endsAt).not.toBeNull();
    const body = { homeScore: 1, awayScore: 0 };
    clock.advance(Date.parse(endsAt!) - clock.now().getTime() - 1);
    const early = await propose(home, id, fixture.id, body);
    expect([early.status, early.body.code]).toEqual([409, 'MATCH_NOT_OVER']);
    clock.advance(1);
    expect((await propose(home, id, fixture.id, body)).status).toBe(200);
  });
});
