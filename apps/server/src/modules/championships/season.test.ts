import {
  clubHourToUtc,
  type ChampionshipSeason,
  type FixturePlacement,
  type MyFixture,
} from '@courtside/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aClub, aUser, type TestClubWithCourts, type TestUser } from '#test/helpers/builders.js';
import { bookingBody, clubDateIn, pay, type TestCourt } from '#test/helpers/booking-fixtures.js';
import {
  aChampionship,
  aPlayerBorn,
  callAs,
  championshipBody,
} from '#test/helpers/championship-fixtures.js';
import { openEventStream } from '#test/helpers/event-stream-client.js';
import { createTestContext, type TestContext } from '#test/helpers/test-app.js';

type Fixture = ChampionshipSeason['rounds'][number]['fixtures'][number];

describe('championship seasons', () => {
  let ctx: TestContext;
  let club: TestClubWithCourts;
  let owner: TestUser;
  let day = 2;
  const [home, courtA, courtB] = [0, 1, 2];
  const court = (index: number): TestCourt => club.courts[index]!;
  const dateIn = (days: number) => clubDateIn(days, court(home).timeZone);
  /** Match days on their own dates, after every championship's window (days 3 to 20). */
  let evening = 21;
  const nextEvening = () => dateIn((evening += 1));

  beforeAll(async () => {
    ctx = await createTestContext();
    club = await aClub(ctx, {
      courts: [
        { name: 'Home', sport: 'football', capacity: 5 },
        { name: 'Five A', sport: 'football', capacity: 5 },
        { name: 'Five B', sport: 'football', capacity: 5 },
      ],
    });
    owner = club.owner;
  });
  afterAll(() => ctx.close());

  /** A free, open championship with `teams` applications, each accepted at once. */
  async function aChampionshipOf(teams: number) {
    day += 1;
    const body = championshipBody(
      court(home),
      { days: day, hours: 2 },
      {
        price: 0,
        inviteOnly: 0,
        participantsNumber: 32,
      },
    );
    const id = await aChampionship(ctx.app, owner, body);
    const players: TestUser[] = [];
    for (let i = 0; i < teams; i += 1) {
      const player = await aPlayerBorn(ctx, '2000-01-01');
      await ctx.db
        .updateTable('users')
        .set({ football_team_name: `Team ${i + 1}` })
        .where('id', '=', player.id)
        .execute();
      expect((await callAs(ctx.app, player, 'POST', `/user/champion/${id}`)).status).toBe(201);
      players.push(player);
    }
    return { id, players };
  }

  const drawSeason = (id: string, body: object, as = owner) =>
    callAs(ctx.app, as, 'PUT', `/user/champion/${id}/season`, body);
  const readSeason = async (id: string, as: TestUser = owner) => {
    const answer = await callAs(ctx.app, as, 'GET', `/user/champion/${id}/season`);
    expect(answer.status).toBe(200);
    return answer.body as ChampionshipSeason;
  };
  const place = (id: string, plan: object) =>
    callAs(ctx.app, owner, 'POST', `/user/champion/${id}/season/fixtures`, plan);
  const enterResult = (id: string, fixtureId: string, body: object, as = owner) =>
    callAs(ctx.app, as, 'PUT', `/user/champion/${id}/season/fixtures/${fixtureId}/result`, body);
  const fixturesOf = (season: ChampionshipSeason): Fixture[] =>
    season.rounds.flatMap((round) => round.fixtures);
  const claimsOf = (ownerId: string) =>
    ctx.db
      .selectFrom('court_claims')
      .select(['court_id', 'slot_start', 'owner_kind'])
      .where('owner_id', '=', ownerId)
      .orderBy('slot_start')
      .execute();
  const league = { format: { kind: 'league', legs: 1 } };

  describe('access', () => {
    it('lets only the club owner draw, place, move and enter results; anyone signed in reads', async () => {
      const { id, players } = await aChampionshipOf(4);
      const otherClub = await aClub(ctx, { courts: [{ name: 'Other', sport: 'football' }] });
      for (const stranger of [players[0]!, otherClub.owner]) {
        expect((await drawSeason(id, league, stranger)).status).toBe(403);
      }
      expect((await drawSeason(id, league)).status).toBe(200);
      const fixture = fixturesOf(await readSeason(id))[0]!;
      const plan = {
        dates: [nextEvening()],
        fromHour: 18,
        toHour: 20,
        matchMinutes: 60,
        courts: [court(courtA).courtId],
      };
      const move = {
        court: court(courtA).courtId,
        startsAt: clubHourToUtc(nextEvening(), 18, court(home).timeZone),
      };
      for (const stranger of [players[0]!, otherClub.owner]) {
        const as = (method: 'POST' | 'PATCH' | 'PUT', url: string, body: object) =>
          callAs(ctx.app, stranger, method, url, body);
        expect((await as('POST', `/user/champion/${id}/season/fixtures`, plan)).status).toBe(403);
        expect(
          (await as('PATCH', `/user/champion/${id}/season/fixtures/${fixture.id}`, move)).status,
        ).toBe(403);
        expect(
          (await enterResult(id, fixture.id, { homeScore: 1, awayScore: 0 }, stranger)).status,
        ).toBe(403);
      }
      const stranger = await aUser(ctx);
      expect((await readSeason(id, stranger)).canManage).toBe(false);
      expect((await readSeason(id)).canManage).toBe(true);
      expect(fixturesOf(await readSeason(id)).every((f) => f.status === 'unscheduled')).toBe(true);
    });
  });

  describe('the draw', () => {
    it('makes a six-team single league of fifteen fixtures in five rounds, teams named by profile', async () => {
      const { id } = await aChampionshipOf(6);
      const answer = await drawSeason(id, league);
      expect(answer.status).toBe(200);
      const season = answer.body as ChampionshipSeason;
      expect(season.teams.map((team) => team.name)).toEqual(
        [1, 2, 3, 4, 5, 6].map((n) => `Team ${n}`),
      );
      expect(season.rounds).toHaveLength(5);
      expect(fixturesOf(season)).toHaveLength(15);
      const pairs = new Set(
        fixturesOf(season).map((f) => [f.home.teamId, f.away.teamId].sort().join('|')),
      );
      expect(pairs.size).toBe(15);
      expect(season.tables).toHaveLength(1);
      expect(season.tables[0]!.rows.every((row) => row.points === 0)).toBe(true);
    });

    it('seeds by the owner’s order of applications', async () => {
      const { id } = await aChampionshipOf(3);
      const requests = await ctx.db
        .selectFrom('championship_requests')
        .select('id')
        .where('championship_id', '=', id)
        .orderBy('created_at')
        .execute();
      const order = [requests[2]!.id, requests[0]!.id];
      const season = (await drawSeason(id, { ...league, order })).body as ChampionshipSeason;
      expect(season.teams.map((team) => team.name)).toEqual(['Team 3', 'Team 1', 'Team 2']);
    });

    it('refuses a format the teams do not fill', async () => {
      const { id } = await aChampionshipOf(3);
      const answer = await drawSeason(id, {
        format: { kind: 'groups', groups: 2, advancePerGroup: 1 },
      });
      expect(answer.status).toBe(409);
      expect(answer.body.code).toBe('SEASON_TEAMS_SHORT');
    });
  });

  describe('placing fixtures on court time', () => {
    it('places round by round on free hours, skips booked ones and lists what did not fit', async () => {
      const { id } = await aChampionshipOf(6);
      await drawSeason(id, league);
      const first = nextEvening();
      const player = await aUser(ctx);
      const booked = await pay(
        ctx.app,
        player.token,
        'cash',
        bookingBody(court(courtA), first, 19),
      );
      expect(booked.statusCode).toBe(201);

      const oneEvening = {
        dates: [first],
        fromHour: 18,
        toHour: 22,
        matchMinutes: 60,
        courts: [court(courtA).courtId],
      };
      const some = (await place(id, oneEvening)).body as FixturePlacement;
      // 18:00, 20:00 and 21:00 are free; round 1 has three fixtures, so round 2 gets none.
      expect(some.placed.map((p) => p.round)).toEqual([1, 1, 1]);
      expect(some.notPlaced).toHaveLength(12);
      expect(some.notPlaced[0]).toMatchObject({ round: 2, reason: 'no_free_time' });
      const starts = some.placed.map((p) => p.startsAt);
      const at = (hour: number) => clubHourToUtc(first, hour, court(home).timeZone);
      expect(starts).not.toContain(at(19));

      const rest = {
        dates: [nextEvening(), nextEvening(), nextEvening()],
        fromHour: 18,
        toHour: 22,
        matchMinutes: 60,
        courts: [court(courtA).courtId, court(courtB).courtId],
      };
      const all = (await place(id, rest)).body as FixturePlacement;
      expect(all.placed).toHaveLength(12);
      expect(all.notPlaced).toEqual([]);

      const season = await readSeason(id);
      const fixtures = fixturesOf(season);
      expect(fixtures.every((f) => f.status === 'scheduled' && f.court !== null)).toBe(true);
      // Each round starts once the round before has ended.
      for (const round of season.rounds.slice(1)) {
        const before = season.rounds[round.round - 2]!.fixtures.map((f) => f.endsAt!)
          .sort()
          .at(-1)!;
        expect(round.fixtures.every((f) => f.startsAt! >= before)).toBe(true);
      }
      // Each fixture holds its own court hour through court time: two half hours each.
      for (const fixture of fixtures) {
        const claims = await claimsOf(fixture.id);
        expect(claims.map((c) => [c.court_id, c.owner_kind])).toEqual([
          [fixture.court!.id, 'fixture'],
          [fixture.court!.id, 'fixture'],
        ]);
      }
      const late = await pay(
        ctx.app,
        (await aUser(ctx)).token,
        'cash',
        bookingBody(court(courtA), first, 18),
      );
      expect(late.statusCode).toBe(409);
    });

    it('never double-books a court when bookings race the placement', async () => {
      const { id } = await aChampionshipOf(4);
      await drawSeason(id, league);
      const date = nextEvening();
      const hours = [18, 19, 20, 21];
      const players = await Promise.all(hours.map(() => aUser(ctx)));
      const plan = {
        dates: [date],
        fromHour: 18,
        toHour: 22,
        matchMinutes: 60,
        courts: [court(courtA).courtId],
      };
      const [placement, ...bookings] = await Promise.all([
        place(id, plan),
        ...hours.map((hour, i) =>
          pay(ctx.app, players[i]!.token, 'cash', bookingBody(court(courtA), date, hour)),
        ),
      ]);
      expect(placement.status).toBe(200);
      const placed = (placement.body as FixturePlacement).placed;
      const timeZone = court(home).timeZone;
      for (const [i, hour] of hours.entries()) {
        const startsAt = clubHourToUtc(date, hour, timeZone);
        const fixtureThere = placed.filter((p) => p.startsAt === startsAt);
        const booked = bookings[i]!.statusCode === 201;
        // Exactly one holds the hour, or the hour stayed free (a round waiting for the one before).
        expect(fixtureThere.length + (booked ? 1 : 0)).toBeLessThanOrEqual(1);
        if (!booked) expect(bookings[i]!.json()).toMatchObject({ code: 'SLOT_TAKEN' });
      }
      for (const p of placed) {
        const claims = await claimsOf(p.fixtureId);
        expect(claims).toHaveLength(2);
        expect(claims.every((c) => c.court_id === court(courtA).courtId)).toBe(true);
      }
    });
    it('never gives one court hour to two championships placing at once', async () => {
      const [one, two] = [await aChampionshipOf(4), await aChampionshipOf(4)];
      await drawSeason(one.id, league);
      await drawSeason(two.id, league);
      const plan = {
        dates: [nextEvening(), nextEvening()],
        fromHour: 17,
        toHour: 23,
        matchMinutes: 60,
        courts: [court(courtA).courtId, court(courtB).courtId],
      };
      const answers = await Promise.all([place(one.id, plan), place(two.id, plan)]);
      const placed = answers.flatMap((answer) => (answer.body as FixturePlacement).placed);
      expect(placed.length).toBeGreaterThan(0);
      const spots = placed.map((p) => `${p.court.id}|${p.startsAt}`);
      expect(new Set(spots).size).toBe(spots.length);
    });
  });

  describe('moving a fixture', () => {
    it('re-claims its court at once and tells both captains; a taken hour leaves it where it was', async () => {
      const { id, players } = await aChampionshipOf(4);
      await drawSeason(id, league);
      const date = nextEvening();
      await place(id, {
        dates: [date],
        fromHour: 18,
        toHour: 20,
        matchMinutes: 60,
        courts: [court(courtA).courtId],
      });
      const fixture = fixturesOf(await readSeason(id)).find((f) => f.status === 'scheduled')!;
      const timeZone = court(home).timeZone;
      const to = clubHourToUtc(date, 21, timeZone)!;
      const moved = await callAs(
        ctx.app,
        owner,
        'PATCH',
        `/user/champion/${id}/season/fixtures/${fixture.id}`,
        {
          court: court(courtB).courtId,
          startsAt: to,
        },
      );
      expect(moved.status).toBe(200);
      const claims = await claimsOf(fixture.id);
      expect(claims.map((c) => [c.court_id, c.slot_start])).toEqual([
        [court(courtB).courtId, to],
        [court(courtB).courtId, new Date(Date.parse(to) + 1_800_000).toISOString()],
      ]);
      const told = await ctx.db
        .selectFrom('notifications')
        .select('user_id')
        .where('kind', '=', 'championship_fixture_moved')
        .where(
          'user_id',
          'in',
          players.map((p) => p.id),
        )
        .execute();
      const captains = [fixture.home.teamId, fixture.away.teamId].map(
        (teamId) =>
          (moved.body as ChampionshipSeason).teams.find((t) => t.id === teamId)!.captainId,
      );
      expect(told.map((row) => row.user_id).sort()).toEqual(captains.sort());

      const player = await aUser(ctx);
      expect(
        (await pay(ctx.app, player.token, 'cash', bookingBody(court(courtA), date, 22))).statusCode,
      ).toBe(201);
      const refused = await callAs(
        ctx.app,
        owner,
        'PATCH',
        `/user/champion/${id}/season/fixtures/${fixture.id}`,
        {
          court: court(courtA).courtId,
          startsAt: clubHourToUtc(date, 22, timeZone),
        },
      );
      expect(refused.status).toBe(409);
      expect(refused.body.code).toBe('COURT_TAKEN');
      expect((await claimsOf(fixture.id)).map((c) => c.court_id)).toEqual([
        court(courtB).courtId,
        court(courtB).courtId,
      ]);
    });
  });

  describe('court closures and the day grid', () => {
    it('shows a placed fixture on the grid; a closure of its court unschedules it', async () => {
      const { id } = await aChampionshipOf(4);
      await drawSeason(id, league);
      const date = nextEvening();
      const plan = {
        dates: [date],
        fromHour: 18,
        toHour: 19,
        matchMinutes: 60,
        courts: [court(courtA).courtId],
      };
      const [placed] = ((await place(id, plan)).body as FixturePlacement).placed;
      const grid = await callAs(ctx.app, owner, 'GET', `/booking/club-day?date=${date}`);
      expect(grid.status).toBe(200);
      const cells = JSON.stringify(grid.body);
      expect(cells).toContain('"kind":"fixture"');
      const refused = await callAs(ctx.app, owner, 'POST', '/owner/closures', {
        courtId: court(courtA).courtId,
        fromDate: date,
        toDate: date,
        reason: 'Pitch repairs',
      });
      expect(refused.status).toBe(409);
      const closed = await callAs(ctx.app, owner, 'POST', '/owner/closures', {
        courtId: court(courtA).courtId,
        fromDate: date,
        toDate: date,
        reason: 'Pitch repairs',
        confirm: true,
      });
      expect(closed.status).toBe(201);
      expect(await claimsOf(placed!.fixtureId)).toEqual([]);
      const fixture = fixturesOf(await readSeason(id)).find((f) => f.id === placed!.fixtureId)!;
      expect(fixture).toMatchObject({ status: 'unscheduled', court: null, startsAt: null });
      const again = (await place(id, plan)).body as FixturePlacement;
      expect(again.placed).toEqual([]);
    });
  });

  it('frees the fixtures’ court hours when the championship is deleted or drawn again', async () => {
    const { id } = await aChampionshipOf(4);
    await drawSeason(id, league);
    const plan = {
      dates: [nextEvening()],
      fromHour: 18,
      toHour: 22,
      matchMinutes: 60,
      courts: [court(courtB).courtId],
    };
    const first = ((await place(id, plan)).body as FixturePlacement).placed;
    expect(first.length).toBeGreaterThan(0);
    await drawSeason(id, league);
    for (const p of first) expect(await claimsOf(p.fixtureId)).toEqual([]);
    const second = ((await place(id, plan)).body as FixturePlacement).placed;
    expect(second.map((p) => p.startsAt)).toEqual(first.map((p) => p.startsAt));
    expect((await callAs(ctx.app, owner, 'DELETE', `/user/champion/${id}`)).status).toBe(204);
    for (const p of second) expect(await claimsOf(p.fixtureId)).toEqual([]);
  });

  describe('results', () => {
    it('change the table and the top scorers, and a drawn season is no longer drawn again', async () => {
      const { id } = await aChampionshipOf(4);
      const season = (await drawSeason(id, league)).body as ChampionshipSeason;
      const [first, second] = season.rounds[0]!.fixtures;
      const won = await enterResult(id, first!.id, {
        homeScore: 3,
        awayScore: 1,
        scorers: [
          { side: 'home', name: 'Ana', goals: 2 },
          { side: 'home', name: 'Bea' },
          { side: 'away', name: 'Carla' },
        ],
      });
      expect(won.status).toBe(200);
      await enterResult(id, second!.id, { homeScore: 0, awayScore: 0 });
      const after = won.body as ChampionshipSeason;
      const table = (await readSeason(id)).tables[0]!.rows;
      expect(table[0]).toMatchObject({
        team: first!.home.teamId,
        points: 3,
        for: 3,
        against: 1,
        difference: 2,
      });
      expect(table.find((r) => r.team === first!.away.teamId)).toMatchObject({
        points: 0,
        lost: 1,
      });
      expect(table.filter((r) => r.points === 1)).toHaveLength(2);
      expect(after.topScorers[0]).toMatchObject({
        name: 'Ana',
        goals: 2,
        team: first!.home.teamId,
      });

      const tooMany = await enterResult(id, first!.id, {
        homeScore: 1,
        awayScore: 0,
        scorers: [{ side: 'home', name: 'Ana', goals: 2 }],
      });
      expect(tooMany.status).toBe(400);
      const again = await drawSeason(id, league);
      expect(again.status).toBe(409);
      expect(again.body.code).toBe('SEASON_HAS_RESULTS');
    });

    it('send each group’s winner to the knockout once its group is played', async () => {
      const { id } = await aChampionshipOf(4);
      const season = (
        await drawSeason(id, { format: { kind: 'groups', groups: 2, advancePerGroup: 1 } })
      ).body as ChampionshipSeason;
      expect(season.tables.map((table) => table.group)).toEqual([0, 1]);
      const groupGames = fixturesOf(season).filter((f) => f.stage === 'groups');
      const final = fixturesOf(season).find((f) => f.stage === 'knockout')!;
      expect(groupGames).toHaveLength(2);
      expect([final.home.source, final.away.source]).toEqual([
        { winnerOf: null, group: 0, place: 1 },
        { winnerOf: null, group: 1, place: 1 },
      ]);
      const [a, b] = [
        groupGames.find((f) => f.group === 0)!,
        groupGames.find((f) => f.group === 1)!,
      ];
      await enterResult(id, a.id, { homeScore: 0, awayScore: 1 });
      const halfway = fixturesOf(await readSeason(id)).find((f) => f.id === final.id)!;
      expect([halfway.home.teamId, halfway.away.teamId]).toEqual([a.away.teamId, null]);
      await enterResult(id, b.id, { homeScore: 4, awayScore: 2 });
      const after = await readSeason(id);
      const filled = fixturesOf(after).find((f) => f.id === final.id)!;
      expect([filled.home.teamId, filled.away.teamId]).toEqual([a.away.teamId, b.home.teamId]);
      expect(after.tables[1]!.rows[0]).toMatchObject({ team: b.home.teamId, points: 3, for: 4 });
    });

    it('fill a four-place knockout with a bye up to its final', async () => {
      const { id } = await aChampionshipOf(3);
      const season = (await drawSeason(id, { format: { kind: 'knockout', seeding: 'order' } }))
        .body as ChampionshipSeason;
      expect(season.bracket).toMatchObject({ size: 4 });
      expect(season.rounds.map((r) => r.fixtures.length)).toEqual([1, 1]);
      const [semi] = season.rounds[0]!.fixtures;
      const [final] = season.rounds[1]!.fixtures;
      // The top seed has the bye and waits in the final for the semi-final's winner.
      expect(final!.home).toMatchObject({ teamId: season.teams[0]!.id, source: null });
      expect(final!.away).toEqual({
        teamId: null,
        name: null,
        source: { winnerOf: semi!.id, group: null, place: null },
      });
      expect((await enterResult(id, final!.id, { homeScore: 1, awayScore: 0 })).body.code).toBe(
        'FIXTURE_SIDES_UNKNOWN',
      );
      expect((await enterResult(id, semi!.id, { homeScore: 1, awayScore: 1 })).body.code).toBe(
        'KNOCKOUT_NEEDS_WINNER',
      );

      await enterResult(id, semi!.id, { homeScore: 0, awayScore: 2 });
      const filled = fixturesOf(await readSeason(id)).find((f) => f.id === final!.id)!;
      expect(filled.away).toMatchObject({
        teamId: semi!.away.teamId,
        name: semi!.away.name,
        source: null,
      });
      expect((await enterResult(id, final!.id, { homeScore: 2, awayScore: 1 })).status).toBe(200);
      expect((await enterResult(id, semi!.id, { homeScore: 3, awayScore: 0 })).body.code).toBe(
        'FIXTURE_PLAYED',
      );
    });
  });

  it("lists a captain's next matches, soonest first, without those played or of others", async () => {
    const { id, players } = await aChampionshipOf(4);
    await drawSeason(id, league);
    const evenings = [nextEvening(), nextEvening()];
    const placed = await place(id, {
      dates: evenings,
      fromHour: 18,
      toHour: 22,
      matchMinutes: 60,
      courts: [court(courtA).courtId],
    });
    expect((placed.body as FixturePlacement).notPlaced).toEqual([]);
    const [captain] = players;
    const mine = async (as: TestUser) =>
      (await callAs(ctx.app, as, 'GET', '/user/me/fixtures')).body as MyFixture[];

    // Four teams play three rounds: each team three matches.
    const before = await mine(captain!);
    expect(before).toHaveLength(3);
    expect(before.map((f) => f.startsAt)).toEqual(before.map((f) => f.startsAt).sort());
    expect(before[0]).toMatchObject({
      championshipId: id,
      court: 'Five A',
      club: club.name,
      timeZone: court(home).timeZone,
    });
    expect([before[0]!.home, before[0]!.away]).toContain('Team 1');
    expect(before[0]![before[0]!.side]).toBe('Team 1');

    // A player on the captain's roster has the same matches ahead.
    const teammate = await aPlayerBorn(ctx, '2001-02-03');
    const phone = `+3461${String(Date.now()).slice(-7)}`;
    await ctx.db.updateTable('users').set({ phone }).where('id', '=', teammate.id).execute();
    const season = await readSeason(id);
    const team = season.teams.find((t) => t.captainId === captain!.id)!;
    const added = await callAs(
      ctx.app,
      captain!,
      'POST',
      `/user/champion/${id}/season/teams/${team.id}/members`,
      { phone },
    );
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect((await mine(teammate)).map((f) => f.fixtureId)).toEqual(before.map((f) => f.fixtureId));

    await enterResult(id, before[0]!.fixtureId, { homeScore: 1, awayScore: 0 });
    expect((await mine(captain!)).map((f) => f.fixtureId)).toEqual(
      before.slice(1).map((f) => f.fixtureId),
    );
    expect(await mine(await aUser(ctx))).toEqual([]);
  });

  it("tells a captain's open page that a result is in, and not a stranger's", async () => {
    const { id, players } = await aChampionshipOf(4);
    const season = (await drawSeason(id, league)).body as ChampionshipSeason;
    const fixture = season.rounds[0]!.fixtures[0]!;
    const captain = players.find(
      (player) => player.id === season.teams.find((t) => t.id === fixture.home.teamId)!.captainId,
    )!;
    const stranger = await aUser(ctx);
    const baseUrl = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    const url = `${baseUrl}/api/user/me/notifications/stream`;
    const captainStream = await openEventStream(url, captain.token);
    const strangerStream = await openEventStream(url, stranger.token);
    try {
      expect((await captainStream.next())?.event).toBe('unread');
      expect((await strangerStream.next())?.event).toBe('unread');
      expect((await enterResult(id, fixture.id, { homeScore: 2, awayScore: 0 })).status).toBe(200);
      expect(await captainStream.next()).toEqual({ event: 'championship', data: {} });
      expect(await strangerStream.next(500)).toBeNull();
    } finally {
      captainStream.close();
      strangerStream.close();
    }
  });
});
