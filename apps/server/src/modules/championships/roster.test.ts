import {
  clubHourToUtc,
  type ChampionshipCreateBody,
  type ChampionshipSeason,
  type TeamRoster,
} from '@courtside/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aClub, aUser, type TestClubWithCourts, type TestUser } from '#test/helpers/builders.js';
import { clubDateIn, type TestCourt } from '#test/helpers/booking-fixtures.js';
import {
  aChampionship,
  aPlayerBorn,
  callAs,
  championshipBody,
} from '#test/helpers/championship-fixtures.js';
import { openEventStream } from '#test/helpers/event-stream-client.js';
import { createTestContext, type TestContext } from '#test/helpers/test-app.js';

describe('championship team rosters', () => {
  let ctx: TestContext;
  let club: TestClubWithCourts;
  let owner: TestUser;
  let day = 2;
  const court = (): TestCourt => club.courts[0]!;

  beforeAll(async () => {
    ctx = await createTestContext();
    // A five-a-side court: a roster holds ten players, its captain among them.
    club = await aClub(ctx, { courts: [{ name: 'Five', sport: 'football', capacity: 5 }] });
    owner = club.owner;
  });
  afterAll(() => ctx.close());

  /** Phones the club's country reads as a mobile (+34 6…), one per player. */
  let phones = 10_000_000 + Math.floor(Math.random() * 80_000_000);
  /** A player born in 2000 (the championships here take those born in 1990 or later). */
  async function aPlayer(gender: 'M' | 'F' | null = 'M', birthdate: string | null = '2000-01-01') {
    const player = await aPlayerBorn(ctx, birthdate);
    const phone = `+346${(phones += 1)}`;
    await ctx.db.updateTable('users').set({ gender, phone }).where('id', '=', player.id).execute();
    return player;
  }
  const phoneOf = async (user: TestUser) =>
    (
      await ctx.db
        .selectFrom('users')
        .select('phone')
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow()
    ).phone;

  /** A drawn two-team league: its teams in seed order and their captains. */
  async function aSeasonWithCaptains(extra: Partial<ChampionshipCreateBody> = {}) {
    day += 1;
    const body = championshipBody(
      court(),
      { days: day, hours: 2 },
      { price: 0, inviteOnly: 0, participantsNumber: 8, ...extra },
    );
    const id = await aChampionship(ctx.app, owner, body);
    const players = [await aPlayer(), await aPlayer()];
    for (const player of players)
      expect((await callAs(ctx.app, player, 'POST', `/user/champion/${id}`)).status).toBe(201);
    const drawn = await callAs(ctx.app, owner, 'PUT', `/user/champion/${id}/season`, {
      format: { kind: 'league', legs: 1 },
    });
    expect(drawn.status).toBe(200);
    const { teams } = drawn.body as ChampionshipSeason;
    const captains = teams.map((team) => players.find((p) => p.id === team.captainId)!);
    return { id, teams, captains };
  }

  const teamUrl = (id: string, teamId: string) => `/user/champion/${id}/season/teams/${teamId}`;
  const addTo = (as: TestUser, id: string, teamId: string, body: object) =>
    callAs(ctx.app, as, 'POST', `${teamUrl(id, teamId)}/members`, body);
  const removeFrom = (as: TestUser, id: string, teamId: string, memberId: string) =>
    callAs(ctx.app, as, 'DELETE', `${teamUrl(id, teamId)}/members/${memberId}`);
  const readTeam = async (as: TestUser, id: string, teamId: string) => {
    const answer = await callAs(ctx.app, as, 'GET', teamUrl(id, teamId));
    expect(answer.status).toBe(200);
    return answer.body as TeamRoster;
  };

  /** The kinds of the notices a person has, oldest first, with their facts. */
  const noticesOf = async (userId: string) =>
    (
      await ctx.db
        .selectFrom('notifications')
        .select(['kind', 'payload'])
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .execute()
    ).map((row) => [row.kind, JSON.parse(row.payload) as object] as const);

  it('lets the captain add players by phone and by name; anyone signed in reads names only', async () => {
    const { id, teams, captains } = await aSeasonWithCaptains();
    const team = teams[0]!;
    const player = await aPlayer();
    const added = await addTo(captains[0]!, id, team.id, { phone: await phoneOf(player) });
    expect(added.status).toBe(201);
    expect((await addTo(captains[0]!, id, team.id, { name: 'Pablo Ruiz' })).status).toBe(201);
    const stranger = await aUser(ctx);
    const roster = await readTeam(stranger, id, team.id);
    expect(roster.members.map((m) => [m.userId, m.name])).toEqual([
      [player.id, 'Test'],
      [null, 'Pablo Ruiz'],
    ]);
    expect(roster).toMatchObject({ captain: { userId: team.captainId }, maxPlayers: 10 });
    expect(JSON.stringify(roster)).not.toContain(await phoneOf(player));
    const season = (await callAs(ctx.app, stranger, 'GET', `/user/champion/${id}/season`))
      .body as ChampionshipSeason;
    expect(season.teams[0]!.members.map((m) => m.name)).toEqual(['Test', 'Pablo Ruiz']);
    expect(season.teams[1]!.members).toEqual([]);
    // The player by account is told; the team's page shows their next match.
    expect(await noticesOf(player.id)).toEqual([
      [
        'championship_roster_added',
        { championshipId: id, championship: 'Summer Cup', team: team.name },
      ],
    ]);
  });

  it('refuses anyone but the captain, and a phone with no account', async () => {
    const { id, teams, captains } = await aSeasonWithCaptains();
    const team = teams[0]!;
    for (const other of [captains[1]!, owner, await aUser(ctx)])
      expect((await addTo(other, id, team.id, { name: 'Someone' })).status).toBe(403);
    const unknown = await addTo(captains[0]!, id, team.id, { phone: '+34699000999' });
    expect(unknown.status).toBe(400);
    const both = await addTo(captains[0]!, id, team.id, { name: 'A', phone: '+34699000999' });
    expect(both.status).toBe(400);
    const stranger = await aUser(ctx);
    const notPlayedWith = await addTo(captains[0]!, id, team.id, { userId: stranger.id });
    expect(notPlayedWith.status).toBe(400);
    expect((await readTeam(owner, id, team.id)).members).toEqual([]);
    expect((await callAs(ctx.app, owner, 'GET', teamUrl(id, teams[0]!.id + 'x'))).status).toBe(404);
  });

  it('holds twice a side, the captain counted, and three players by name only', async () => {
    const { id, teams, captains } = await aSeasonWithCaptains();
    const [team, captain] = [teams[0]!, captains[0]!];
    for (const name of ['A', 'B', 'C'])
      expect((await addTo(captain, id, team.id, { name })).status).toBe(201);
    const fourth = await addTo(captain, id, team.id, { name: 'D' });
    expect([fourth.status, fourth.body.code]).toEqual([409, 'ROSTER_NAMES_FULL']);
    for (let i = 0; i < 6; i += 1) {
      const player = await aPlayer();
      expect((await addTo(captain, id, team.id, { phone: await phoneOf(player) })).status).toBe(
        201,
      );
    }
    const eleventh = await addTo(captain, id, team.id, { phone: await phoneOf(await aPlayer()) });
    expect([eleventh.status, eleventh.body.code]).toEqual([409, 'ROSTER_FULL']);
    expect((await readTeam(owner, id, team.id)).members).toHaveLength(9);
  });

  it('keeps a player to one team of the championship', async () => {
    const { id, teams, captains } = await aSeasonWithCaptains();
    const player = await aPlayer();
    const phone = await phoneOf(player);
    expect((await addTo(captains[0]!, id, teams[0]!.id, { phone })).status).toBe(201);
    for (const [as, teamId, body] of [
      [captains[1]!, teams[1]!.id, { phone }],
      [captains[0]!, teams[0]!.id, { phone }],
      [captains[0]!, teams[0]!.id, { phone: await phoneOf(captains[1]!) }],
      [captains[0]!, teams[0]!.id, { phone: await phoneOf(captains[0]!) }],
    ] as const) {
      const refused = await addTo(as, id, teamId, body);
      expect([refused.status, refused.body.code]).toEqual([409, 'ROSTER_TAKEN']);
    }
    // Another championship is another matter.
    const other = await aSeasonWithCaptains();
    expect((await addTo(other.captains[0]!, other.id, other.teams[0]!.id, { phone })).status).toBe(
      201,
    );
  });

  it("refuses a player outside the championship's birth years or gender", async () => {
    const { id, teams, captains } = await aSeasonWithCaptains({ gender: 'men' });
    const add = async (player: TestUser) =>
      addTo(captains[0]!, id, teams[0]!.id, { phone: await phoneOf(player) });
    const cases = [
      [await aPlayer('M', '1980-05-05'), 'TOO_OLD'],
      [await aPlayer('M', null), 'BIRTHDATE_REQUIRED'],
      [await aPlayer('F'), 'GENDER_MISMATCH'],
      [await aPlayer(null), 'GENDER_MISMATCH'],
    ] as const;
    for (const [player, code] of cases) {
      const refused = await add(player);
      expect([refused.status, refused.body.code]).toEqual([409, code]);
    }
    expect((await add(await aPlayer('M'))).status).toBe(201);
  });

  it('lets a player leave, and only the captain take others off', async () => {
    const { id, teams, captains } = await aSeasonWithCaptains();
    const [team, captain] = [teams[0]!, captains[0]!];
    const [first, second] = [await aPlayer(), await aPlayer()];
    await addTo(captain, id, team.id, { phone: await phoneOf(first) });
    const roster = (await addTo(captain, id, team.id, { phone: await phoneOf(second) }))
      .body as TeamRoster;
    const [firstRow, secondRow] = roster.members;
    expect((await removeFrom(second, id, team.id, firstRow!.id)).status).toBe(403);
    expect((await removeFrom(owner, id, team.id, firstRow!.id)).status).toBe(403);
    const left = await removeFrom(second, id, team.id, secondRow!.id);
    expect(left.status).toBe(200);
    expect((left.body as TeamRoster).members.map((m) => m.userId)).toEqual([first.id]);
    expect((await removeFrom(captain, id, team.id, firstRow!.id)).status).toBe(200);
    expect((await readTeam(owner, id, team.id)).members).toEqual([]);
    // The player the captain took off is told; the one who left is not.
    const kinds = async (userId: string) => (await noticesOf(userId)).map(([kind]) => kind);
    expect(await kinds(first.id)).toEqual([
      'championship_roster_added',
      'championship_roster_removed',
    ]);
    expect(await kinds(second.id)).toEqual(['championship_roster_added']);
    expect((await removeFrom(captain, id, team.id, firstRow!.id)).status).toBe(404);
  });

  it('lets the captain or the club owner rename the team, and keeps name and roster through a redraw', async () => {
    const { id, teams, captains } = await aSeasonWithCaptains();
    const url = teamUrl(id, teams[0]!.id);
    expect((await callAs(ctx.app, captains[1]!, 'PATCH', url, { name: 'Hawks' })).status).toBe(403);
    expect(
      (await callAs(ctx.app, captains[0]!, 'PATCH', url, { name: 'x'.repeat(41) })).status,
    ).toBe(400);
    expect((await callAs(ctx.app, owner, 'PATCH', url, { name: 'Falcons' })).status).toBe(200);
    const renamed = await callAs(ctx.app, captains[0]!, 'PATCH', url, { name: ' Hawks ' });
    expect((renamed.body as TeamRoster).name).toBe('Hawks');
    await addTo(captains[0]!, id, teams[0]!.id, { name: 'Pablo Ruiz' });
    const redrawn = await callAs(ctx.app, owner, 'PUT', `/user/champion/${id}/season`, {
      format: { kind: 'league', legs: 2 },
    });
    const team = (redrawn.body as ChampionshipSeason).teams.find(
      (t) => t.captainId === captains[0]!.id,
    )!;
    expect(team).toMatchObject({ name: 'Hawks', members: [{ userId: null, name: 'Pablo Ruiz' }] });
  });

  it("tells a roster player's open page of changes and of a moved fixture", async () => {
    const { id, teams, captains } = await aSeasonWithCaptains();
    const player = await aPlayer();
    await addTo(captains[0]!, id, teams[0]!.id, { phone: await phoneOf(player) });
    const baseUrl = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    const stream = await openEventStream(
      `${baseUrl}/api/user/me/notifications/stream`,
      player.token,
    );
    try {
      expect((await stream.next())?.event).toBe('unread');
      const url = teamUrl(id, teams[1]!.id);
      expect((await callAs(ctx.app, owner, 'PATCH', url, { name: 'Hawks' })).status).toBe(200);
      expect(await stream.next()).toEqual({ event: 'championship', data: {} });
    } finally {
      stream.close();
    }
    const season = (await callAs(ctx.app, owner, 'GET', `/user/champion/${id}/season`))
      .body as ChampionshipSeason;
    const fixture = season.rounds[0]!.fixtures[0]!;
    const date = clubDateIn(40, court().timeZone);
    const moved = await callAs(
      ctx.app,
      owner,
      'PATCH',
      `/user/champion/${id}/season/fixtures/${fixture.id}`,
      { court: court().courtId, startsAt: clubHourToUtc(date, 18, court().timeZone) },
    );
    expect(moved.status).toBe(200);
    const told = await ctx.db
      .selectFrom('notifications')
      .select('user_id')
      .where('kind', '=', 'championship_fixture_moved')
      .where('user_id', '=', player.id)
      .execute();
    expect(told).toHaveLength(1);
  });

  it('takes a closed account off its roster and gives rosters in Download my data', async () => {
    const { id, teams, captains } = await aSeasonWithCaptains();
    const player = await aPlayer();
    await addTo(captains[0]!, id, teams[0]!.id, { phone: await phoneOf(player) });
    const exported = await callAs(ctx.app, player, 'GET', '/user/me/export');
    expect(exported.body.championships.rosters).toMatchObject([
      { team_id: teams[0]!.id, user_id: player.id },
    ]);
    expect((await callAs(ctx.app, player, 'DELETE', '/user/me')).status).toBeLessThan(300);
    expect((await readTeam(owner, id, teams[0]!.id)).members).toEqual([]);
  });
});
