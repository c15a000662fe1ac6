import type { ChampionshipSeason } from '@courtside/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aClub, type TestClubWithCourts, type TestUser } from '#test/helpers/builders.js';
import { clubDateIn } from '#test/helpers/booking-fixtures.js';
import {
  aChampionship,
  aPlayerBorn,
  callAs,
  championshipBody,
} from '#test/helpers/championship-fixtures.js';
import { createTestContext, type TestContext } from '#test/helpers/test-app.js';

type Fixture = ChampionshipSeason['rounds'][number]['fixtures'][number];

/** "6-4 3-6 7-5" as the API takes a padel match's sets, the home pair as a. */
const sets = (line: string) =>
  line.split(' ').map((set) => {
    const [a, b] = set.split('-').map(Number);
    return { a: a!, b: b! };
  });

describe('padel championships', () => {
  let ctx: TestContext;
  let club: TestClubWithCourts;
  let owner: TestUser;
  let day = 2;
  const [pista1, pista2, football] = [0, 1, 2];
  const court = (index: number) => club.courts[index]!;

  beforeAll(async () => {
    ctx = await createTestContext();
    club = await aClub(ctx, {
      courts: [
        { name: 'Pista 1', sport: 'padel' },
        { name: 'Pista 2', sport: 'padel' },
        { name: 'Five', sport: 'football', capacity: 5 },
      ],
    });
    owner = club.owner;
  });
  afterAll(() => ctx.close());

  /** A free, open padel league of four pairs, drawn: its id, season and captains. */
  async function aPadelLeague() {
    day += 1;
    const body = championshipBody(
      court(pista1),
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
    const format = { kind: 'league', legs: 1 };
    const drawn = await callAs(ctx.app, owner, 'PUT', `/user/champion/${id}/season`, { format });
    expect(drawn.status).toBe(200);
    const season = drawn.body as ChampionshipSeason;
    const captainOf = (teamId: string | null) =>
      players.find((p) => p.id === season.teams.find((t) => t.id === teamId)!.captainId)!;
    return { id, season, captainOf };
  }

  const resultUrl = (id: string, fixtureId: string) =>
    `/user/champion/${id}/season/fixtures/${fixtureId}/result`;
  const read = async (id: string) =>
    (await callAs(ctx.app, owner, 'GET', `/user/champion/${id}/season`)).body as ChampionshipSeason;
  const fixturesOf = (season: ChampionshipSeason): Fixture[] =>
    season.rounds.flatMap((round) => round.fixtures);

  it('takes a padel court, and its results in sets by the padel scoring rule', async () => {
    const { id, season } = await aPadelLeague();
    expect(season.sport).toBe('padel');
    const [first, second] = fixturesOf(season);
    const enter = (fixture: Fixture, body: object) =>
      callAs(ctx.app, owner, 'PUT', resultUrl(id, fixture.id), body);

    // Goals, an unfinished set, a fourth set and scorers are not a padel result.
    const refused = [
      { homeScore: 2, awayScore: 1 },
      { sets: sets('6-4 6-5') },
      { sets: sets('6-4 6-4 6-4') },
      { sets: sets('6-4 6-4'), scorers: [{ side: 'home', name: 'Ana', goals: 1 }] },
    ];
    for (const body of refused) {
      const answer = await enter(first!, body);
      expect([answer.status, answer.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    }
    expect(fixturesOf(await read(id)).every((f) => f.status !== 'played')).toBe(true);

    expect((await enter(first!, { sets: sets('6-4 3-6 7-5') })).status).toBe(200);
    expect((await enter(second!, { sets: sets('2-6 4-6') })).status).toBe(200);
    const after = await read(id);
    const played = fixturesOf(after).find((f) => f.id === first!.id)!;
    expect([played.homeScore, played.awayScore, played.sets]).toEqual([2, 1, sets('6-4 3-6 7-5')]);
    const rowOf = (teamId: string | null) => after.tables[0]!.rows.find((r) => r.team === teamId)!;
    expect(rowOf(first!.home.teamId)).toMatchObject({
      won: 1,
      for: 2,
      against: 1,
      gamesFor: 16,
      gamesAgainst: 15,
      points: 3,
    });
    expect(rowOf(second!.away.teamId)).toMatchObject({
      won: 1,
      for: 2,
      against: 0,
      gamesFor: 12,
      gamesAgainst: 6,
    });
    // Both winners have 3 points and won by one and by two sets: the bigger margin leads.
    expect(after.tables[0]!.rows.map((row) => row.team).slice(0, 2)).toEqual([
      second!.away.teamId,
      first!.home.teamId,
    ]);
    expect(after.topScorers).toEqual([]);
  });

  it("takes a captain's proposed sets, told as sets, and the other captain's confirmation", async () => {
    const { id, season, captainOf } = await aPadelLeague();
    const fixture = fixturesOf(season)[0]!;
    const [home, away] = [captainOf(fixture.home.teamId), captainOf(fixture.away.teamId)];
    const proposed = await callAs(ctx.app, home, 'POST', `${resultUrl(id, fixture.id)}/proposal`, {
      sets: sets('7-6 6-3'),
    });
    expect(proposed.status).toBe(200);
    const waiting = fixturesOf(await read(id)).find((f) => f.id === fixture.id)!;
    expect(waiting.proposal).toMatchObject({ homeScore: 2, awayScore: 0, sets: sets('7-6 6-3') });
    const [told] = await ctx.db
      .selectFrom('notifications')
      .select('payload')
      .where('user_id', '=', away.id)
      .where('kind', '=', 'championship_result_proposed')
      .execute();
    expect(JSON.parse(told!.payload)).toMatchObject({ score: '7-6 6-3' });

    const confirmed = await callAs(ctx.app, away, 'PATCH', `${resultUrl(id, fixture.id)}/confirm`);
    expect(confirmed.status).toBe(200);
    const played = fixturesOf(await read(id)).find((f) => f.id === fixture.id)!;
    expect([played.status, played.sets]).toEqual(['played', sets('7-6 6-3')]);
  });

  it('places fixtures on padel courts only, and keeps a pair to four players', async () => {
    const { id, season, captainOf } = await aPadelLeague();
    const date = clubDateIn(40, court(pista1).timeZone);
    const plan = (courts: number[]) => ({
      dates: [date],
      fromHour: 18,
      toHour: 22,
      matchMinutes: 90,
      courts: courts.map((index) => court(index).courtId),
    });
    const place = (body: object) =>
      callAs(ctx.app, owner, 'POST', `/user/champion/${id}/season/fixtures`, body);
    const onFootball = await place(plan([pista2, football]));
    expect([onFootball.status, onFootball.body.details[0].field]).toEqual([400, 'courts']);
    const placed = await place(plan([pista1, pista2]));
    expect(placed.status).toBe(200);
    // Two courts, 18:00 to 22:00, 90 minutes: two matches a court, four of the six.
    expect(placed.body.placed).toHaveLength(4);

    const team = season.teams[0]!;
    const captain = captainOf(team.id);
    const add = (name: string) =>
      callAs(ctx.app, captain, 'POST', `/user/champion/${id}/season/teams/${team.id}/members`, {
        name,
      });
    for (const name of ['Lucía', 'Marta', 'Sara']) expect((await add(name)).status).toBe(201);
    const full = await add('Nerea');
    expect([full.status, full.body.code]).toEqual([409, 'ROSTER_FULL']);
  });
});
