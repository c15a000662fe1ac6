import {
  matchListSchema,
  matchResultSchema,
  matchResultViewSchema,
  matchSchema,
  playerLevelSchema,
  type LevelQuizAnswers,
  type Match,
} from '@courtside/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  aClub,
  aPadelPlayer,
  aUser,
  type TestClubWithCourts,
  type TestUser,
} from '#test/helpers/builders.js';
import { inTransaction } from '#server/db/transaction.js';
import { setPadelLevel } from '#server/modules/users/users.service.js';
import { api, matchForm, matchStart } from '#test/helpers/match-fixtures.js';
import { multipartBody } from '#test/helpers/multipart.js';
import { pairAWins, resultApi } from '#test/helpers/result-fixtures.js';
import { bearer, createTestContext, type TestContext } from '#test/helpers/test-app.js';
import { movableClock } from '#test/helpers/tokens.js';
import { lockRatings } from './match-results.repo.js';

const hour = 3_600_000;

describe('match results and levels', () => {
  const clock = movableClock();
  let ctx: TestContext;
  let club: TestClubWithCourts;
  let olga: TestUser;
  let ana: TestUser;
  let bea: TestUser;
  let carl: TestUser;
  let stranger: TestUser;
  let day = 1;
  const zone = 'Europe/Madrid';
  const as = (user: TestUser) => api(ctx.app, user.token);
  const results = (user: TestUser) => resultApi(ctx.app, user.token);
  const levelOf = async (user: TestUser) =>
    playerLevelSchema.parse((await results(user).level(user.id)).json());
  const answerQuestions = (user: TestUser, answers: unknown, language = 'en') =>
    ctx.app.inject({
      method: 'PUT',
      url: '/api/user/me/level',
      headers: { ...bearer(user.token), 'accept-language': language },
      payload: answers as object,
    });

  /** A match Olga created with Ana (seat 1), Bea and Carl (seats 2 and 3) accepted into it. */
  async function fullMatch(
    extra: Parameters<typeof matchForm>[2] = {},
    joiners = [ana, bea, carl],
  ): Promise<Match> {
    // The next day: every match before it has been played (the clock moved past its end).
    const start = matchStart(1, 18, zone, clock.now());
    const created = await as(olga).create(matchForm(club.clubId, start, extra));
    expect(created.statusCode, created.body).toBe(201);
    const match = matchSchema.parse(created.json());
    for (const player of joiners.slice(0, 3 - match.reservedSeats)) {
      const joined = matchSchema.parse((await as(player).join(match.id)).json());
      const decided = await as(olga).decide(joined.request[0]!.id, 'confirm');
      expect(decided.statusCode, decided.body).toBe(200);
    }
    return matchSchema.parse((await as(olga).get(match.id)).json());
  }

  /** A full match that has ended: the clock moves past its end. */
  async function playedMatch(): Promise<Match> {
    const match = await fullMatch();
    clock.advance(Date.parse(match.end_time) - clock.now().getTime() + 60_000);
    return match;
  }

  /** The facts of the notices of one kind a user got about one match. */
  async function noticesOf(user: TestUser, kind: string, matchId: string) {
    const rows = await ctx.db
      .selectFrom('notifications')
      .select('payload')
      .where('user_id', '=', user.id)
      .where('kind', '=', kind)
      .execute();
    return rows
      .map((row) => JSON.parse(row.payload) as Record<string, unknown>)
      .filter((facts) => facts.matchId === matchId);
  }
  const told = async (kind: string, matchId: string, users: TestUser[]) =>
    Promise.all(users.map(async (user) => (await noticesOf(user, kind, matchId)).length));

  async function recorded(match: Match, by = olga, sets = pairAWins) {
    const response = await results(by).record(match.id, sets);
    expect(response.statusCode, response.body).toBe(201);
    return matchResultViewSchema.parse(response.json()).result!;
  }

  beforeAll(async () => {
    ctx = await createTestContext({ clock });
    club = await aClub(ctx, { courts: [{ name: 'Indoor 1', courtType: 'indoor' }] });
    olga = await aPadelPlayer(ctx, 'F', 'Olga');
    ana = await aPadelPlayer(ctx, 'F', 'Ana');
    bea = await aPadelPlayer(ctx, 'F', 'Bea');
    carl = await aPadelPlayer(ctx, 'M', 'Carl');
    stranger = await aPadelPlayer(ctx, 'M', 'Sam');
  });
  afterAll(() => ctx.close());

  describe('recording', () => {
    it('is refused before the match ends, and offered to its players once it has', async () => {
      const match = await fullMatch();
      const early = await results(olga).record(match.id);
      expect([early.statusCode, early.json().code]).toEqual([409, 'MATCH_NOT_OVER']);
      expect(matchResultViewSchema.parse((await results(ana).view(match.id)).json())).toEqual({
        result: null,
        canRecord: false,
      });
      clock.advance(Date.parse(match.end_time) - clock.now().getTime());
      const view = matchResultViewSchema.parse((await results(ana).view(match.id)).json());
      expect(view.canRecord).toBe(true);
      const asStranger = matchResultViewSchema.parse(
        (await results(stranger).view(match.id)).json(),
      );
      expect(asStranger.canRecord).toBe(false);
    });

    it('is for the players of the match only', async () => {
      const match = await playedMatch();
      const response = await results(stranger).record(match.id);
      expect(response.statusCode).toBe(403);
      expect((await results(club.owner).record(match.id)).statusCode).toBe(403);
    });

    it('checks the padel scoring rules', async () => {
      const match = await playedMatch();
      const undecided = await results(ana).record(match.id, [
        { a: 6, b: 3 },
        { a: 3, b: 6 },
      ]);
      expect(undecided.statusCode).toBe(400);
      expect(undecided.json().details[0]).toMatchObject({
        field: 'body.sets',
        message: 'A match is best of three sets: it ends when a pair wins two',
      });
      const unfinished = await results(ana).record(match.id, [
        { a: 6, b: 5 },
        { a: 6, b: 2 },
      ]);
      expect(unfinished.json().details[0].message).toBe(
        'Each set goes to 6 games with two clear, or 7-5, or 7-6',
      );
      const tooMany = await results(ana).record(match.id, [
        { a: 8, b: 6 },
        { a: 6, b: 2 },
      ]);
      expect(tooMany.statusCode).toBe(400);
    });

    it('needs four players in the app: a reserved seat leaves the match unrated', async () => {
      const match = await fullMatch({ reservedSeats: 1 });
      clock.advance(Date.parse(match.end_time) - clock.now().getTime() + 60_000);
      const response = await results(olga).record(match.id);
      expect([response.statusCode, response.json().code]).toEqual([
        409,
        'RESULT_NEEDS_FOUR_PLAYERS',
      ]);
    });

    it('records once, in pairs by seat, for the other pair to answer within 48 hours', async () => {
      const match = await playedMatch();
      const result = await recorded(match, ana);
      expect(result).toMatchObject({
        status: 'pending',
        winner: 'a',
        sets: pairAWins,
        recordedBy: ana.id,
        canAnswer: false,
        settledBy: null,
      });
      expect(result.pairs.a.map((p) => p.id)).toEqual([olga.id, ana.id]);
      expect(result.pairs.b.map((p) => p.id)).toEqual([bea.id, carl.id]);
      expect(Date.parse(result.answerDueAt) - clock.now().getTime()).toBe(48 * hour);
      const asBea = matchResultViewSchema.parse((await results(bea).view(match.id)).json());
      expect(asBea.result?.canAnswer).toBe(true);
      const again = await results(carl).record(match.id);
      expect([again.statusCode, again.json().code]).toEqual([409, 'RESULT_RECORDED']);
      // The other pair is asked to answer it, told who recorded what.
      expect(await told('match_result_recorded', match.id, [olga, ana, bea, carl])).toEqual([
        0, 0, 1, 1,
      ]);
      expect((await noticesOf(bea, 'match_result_recorded', match.id))[0]).toMatchObject({
        player: expect.stringContaining('Ana'),
        score: '6-3 7-5',
        club: expect.any(String),
        startsAt: match.date,
      });
    });
  });

  describe('answering', () => {
    it('lets only the other pair confirm, and the confirmed result moves the levels', async () => {
      const match = await playedMatch();
      await recorded(match);
      expect((await results(ana).answer(match.id, 'confirm')).statusCode).toBe(403);
      expect((await results(stranger).answer(match.id, 'confirm')).statusCode).toBe(403);
      const before = await Promise.all([olga, ana, bea, carl].map(levelOf));
      const confirmed = await results(carl).answer(match.id, 'confirm');
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(matchResultViewSchema.parse(confirmed.json()).result).toMatchObject({
        status: 'confirmed',
        settledBy: 'pair',
      });
      const after = await Promise.all([olga, ana, bea, carl].map(levelOf));
      expect(after[0]!.level!).toBeGreaterThan(before[0]!.level!);
      expect(after[1]!.level!).toBeGreaterThan(before[1]!.level!);
      expect(after[2]!.level!).toBeLessThan(before[2]!.level!);
      expect(after[3]!.level!).toBeLessThan(before[3]!.level!);
      for (const [index, level] of after.entries()) {
        expect(level.confirmedMatches).toBe(before[index]!.confirmedMatches + 1);
        expect(level.reliability).toBeGreaterThan(before[index]!.reliability);
        expect(level.history.at(-1)!.level).toBe(level.level);
        expect(level.results[0]!.matchId).toBe(match.id);
      }
      const again = await results(bea).answer(match.id, 'dispute');
      expect([again.statusCode, again.json().code]).toEqual([409, 'RESULT_ANSWERED']);
      // Everyone but the player who confirmed it is told it stands.
      expect(await told('match_result_confirmed', match.id, [olga, ana, bea, carl])).toEqual([
        1, 1, 1, 0,
      ]);
      // The level is the player's padel level everywhere: the match cards show it.
      const card = matchSchema.parse((await as(olga).get(match.id)).json());
      expect(card.participants[0]!.padelLevel).toBe(after[0]!.level);
    });

    it('stands unanswered after 48 hours, once, through the sweep', async () => {
      const match = await playedMatch();
      await recorded(match);
      const statusNow = async () =>
        matchResultViewSchema.parse((await results(bea).view(match.id)).json()).result?.status;
      clock.advance(48 * hour - 1);
      // Results recorded by earlier tests may stand in this round; this one may not yet.
      await ctx.app.services.matchResults.standUnanswered();
      expect(await statusNow()).toBe('pending');
      const before = await levelOf(bea);
      clock.advance(1);
      const late = await results(bea).answer(match.id, 'dispute');
      expect([late.statusCode, late.json().code]).toEqual([409, 'ANSWER_TIME_OVER']);
      expect(await ctx.app.services.matchResults.standUnanswered()).toBe(1);
      expect(await ctx.app.services.matchResults.standUnanswered()).toBe(0);
      const view = matchResultViewSchema.parse((await results(bea).view(match.id)).json());
      expect(view.result).toMatchObject({
        status: 'confirmed',
        settledBy: 'time',
        canAnswer: false,
      });
      const after = await levelOf(bea);
      expect(after.confirmedMatches).toBe(before.confirmedMatches + 1);
      expect(await told('match_result_stood', match.id, [olga, ana, bea, carl])).toEqual([
        1, 1, 1, 1,
      ]);
      expect(after.level!).toBeLessThan(before.level!);
    });
  });

  describe('a disputed result', () => {
    let otherOwner: TestUser;
    beforeAll(async () => {
      otherOwner = await aUser(ctx, 'owner', 'Oscar');
    });

    async function disputed(): Promise<Match> {
      const match = await playedMatch();
      await recorded(match);
      const response = await results(bea).answer(match.id, 'dispute');
      expect(response.statusCode, response.body).toBe(200);
      return match;
    }

    it("goes to the club's owner, who alone decides it", async () => {
      const match = await disputed();
      // The players are told who disputed it; the club's owner, that it is theirs to decide.
      expect(await told('match_result_disputed', match.id, [olga, ana, bea, carl])).toEqual([
        1, 1, 0, 1,
      ]);
      expect((await noticesOf(olga, 'match_result_disputed', match.id))[0]).toMatchObject({
        player: expect.stringContaining('Bea'),
        score: '6-3 7-5',
      });
      expect(await told('match_result_to_decide', match.id, [club.owner, otherOwner])).toEqual([
        1, 0,
      ]);
      const list = (await results(club.owner).disputed()).json() as Array<{ matchId: string }>;
      expect(list.map((one) => one.matchId)).toContain(match.id);
      expect((await results(otherOwner).disputed()).json()).toEqual([]);
      // Another club's owner gets the one refusal of an action at a club not theirs.
      const byOther = await results(otherOwner).decide(match.id, { decision: 'void' });
      expect([byOther.statusCode, byOther.json().message]).toEqual([
        403,
        'This club belongs to another owner',
      ]);
      expect((await results(olga).disputed()).statusCode).toBe(403);
      expect((await results(olga).decide(match.id, { decision: 'void' })).statusCode).toBe(403);
    });

    it('moves no level when the owner voids it', async () => {
      const match = await disputed();
      const before = await levelOf(olga);
      const decided = await results(club.owner).decide(match.id, { decision: 'void' });
      expect(decided.statusCode, decided.body).toBe(200);
      expect(matchResultSchema.parse(decided.json())).toMatchObject({
        status: 'void',
        settledBy: 'owner',
      });
      expect(await levelOf(olga)).toEqual(before);
      expect(await told('match_result_voided', match.id, [olga, ana, bea, carl])).toEqual([
        1, 1, 1, 1,
      ]);
      const again = await results(club.owner).decide(match.id, { decision: 'confirm' });
      expect([again.statusCode, again.json().code]).toEqual([409, 'RESULT_NOT_DISPUTED']);
    });

    it('stands with the sets the owner writes, and moves the levels by them', async () => {
      const match = await disputed();
      const before = await Promise.all([olga, bea].map(levelOf));
      const decided = await results(club.owner).decide(match.id, {
        decision: 'confirm',
        sets: [
          { a: 4, b: 6 },
          { a: 6, b: 7 },
        ],
      });
      expect(decided.statusCode, decided.body).toBe(200);
      expect(matchResultSchema.parse(decided.json())).toMatchObject({
        status: 'confirmed',
        winner: 'b',
        settledBy: 'owner',
      });
      const after = await Promise.all([olga, bea].map(levelOf));
      expect(after[0]!.level!).toBeLessThan(before[0]!.level!);
      expect(after[1]!.level!).toBeGreaterThan(before[1]!.level!);
      expect(await told('match_result_decided', match.id, [olga, ana, bea, carl])).toEqual([
        1, 1, 1, 1,
      ]);
      expect((await noticesOf(carl, 'match_result_decided', match.id))[0]!.score).toBe('4-6 6-7');
      const left = (await results(club.owner).disputed()).json() as Array<{ matchId: string }>;
      expect(left.map((one) => one.matchId)).not.toContain(match.id);
    });
  });

  it("lists the matches at the player's level first in Find Match", async () => {
    const create = async (padelLevelMin: number, padelLevelMax: number) => {
      const start = matchStart((day += 1), 18, zone, clock.now());
      const form = matchForm(club.clubId, start, { padelLevelMin, padelLevelMax });
      const response = await as(olga).create(form);
      expect(response.statusCode, response.body).toBe(201);
      return matchSchema.parse(response.json()).id;
    };
    const above = await create(4, 5);
    const atLevel = await create(2.5, 3.5);
    const listed = matchListSchema.parse((await as(stranger).list()).json()).map((m) => m.id);
    expect(listed.indexOf(atLevel)).toBeLessThan(listed.indexOf(above));
    expect(listed.indexOf(above)).toBeGreaterThan(-1);

    // Each match says whether it is at the caller's current level, which results move: Carl
    // signed up at 3 and has lost since; Sam is still at 3.
    const atThree = await create(3, 3);
    expect((await levelOf(carl)).level!).toBeLessThan(3);
    const marks = async (user: TestUser) =>
      new Map(
        matchListSchema.parse((await as(user).list()).json()).map((m) => [m.id, m.atYourLevel]),
      );
    const [forSam, forCarl] = [await marks(stranger), await marks(carl)];
    expect([forSam.get(atLevel), forSam.get(above), forSam.get(atThree)]).toEqual([
      true,
      false,
      true,
    ]);
    expect(forCarl.get(atThree)).toBe(false);
    const one = matchSchema.parse((await as(carl).get(atThree)).json());
    expect(one.atYourLevel).toBe(false);
  });

  it("shows a player's level, its reliability and their last ten results to others", async () => {
    const level = playerLevelSchema.parse((await results(stranger).level(olga.id)).json());
    expect(level.results.length).toBeGreaterThan(0);
    expect(level.results.length).toBeLessThanOrEqual(10);
    const newcomer = playerLevelSchema.parse((await results(olga).level(stranger.id)).json());
    expect(newcomer).toEqual({
      level: 3,
      reliability: 0,
      confirmedMatches: 0,
      history: [],
      results: [],
    });
    expect((await results(olga).level('no-such-player')).statusCode).toBe(404);
  });

  describe('a starting level from the questions', () => {
    /** 25 of the 45 points: level 0.5 + 4 × 25/45 = 2.7 (packages/shared level-quiz-rules.ts). */
    const weeklyPlayer: LevelQuizAnswers = {
      experience: 'oneToThreeYears',
      racketSports: 'casual',
      frequency: 'weekly',
      walls: 'returnMost',
      net: 'control',
      competition: 'friendly',
    };
    const firstTimer: LevelQuizAnswers = {
      experience: 'never',
      racketSports: 'none',
      frequency: 'rarely',
      walls: 'avoid',
      net: 'avoid',
      competition: 'none',
    };

    /** A padel player who signed up without a level. */
    async function newcomer(name: string) {
      const user = await aUser(ctx, 'player', name);
      await ctx.db.updateTable('users').set({ gender: 'F' }).where('id', '=', user.id).execute();
      return user;
    }

    it('gives a new player a level Find Match places them by, with no reliability yet', async () => {
      const nia = await newcomer('Nia');
      const create = async (padelLevelMin: number, padelLevelMax: number) => {
        const start = matchStart((day += 1), 18, zone, clock.now());
        const form = matchForm(club.clubId, start, { padelLevelMin, padelLevelMax });
        const response = await as(olga).create(form);
        expect(response.statusCode, response.body).toBe(201);
        return matchSchema.parse(response.json()).id;
      };
      const around = await create(2.5, 3);
      const above = await create(4, 5);
      const marks = async () =>
        new Map(
          matchListSchema.parse((await as(nia).list()).json()).map((m) => [m.id, m.atYourLevel]),
        );
      expect((await levelOf(nia)).level).toBeNull();
      expect((await marks()).get(around)).toBe(false);

      const answered = await answerQuestions(nia, weeklyPlayer);
      expect(answered.statusCode, answered.body).toBe(200);
      expect(playerLevelSchema.parse(answered.json())).toEqual({
        level: 2.7,
        reliability: 0,
        confirmedMatches: 0,
        history: [],
        results: [],
      });
      expect((await levelOf(nia)).level).toBe(2.7);
      const after = await marks();
      expect([after.get(around), after.get(above)]).toEqual([true, false]);
      // Until results move it, the player may answer again.
      const again = await answerQuestions(nia, firstTimer);
      expect(playerLevelSchema.parse(again.json()).level).toBe(0.5);
    });

    it('takes one listed answer to every question', async () => {
      const nia = await newcomer('Nia');
      const { net: _net, ...missing } = weeklyPlayer;
      for (const answers of [missing, { ...weeklyPlayer, net: 'always' }, { level: 5 }]) {
        const refused = await answerQuestions(nia, answers);
        expect([refused.statusCode, refused.json().code]).toEqual([400, 'VALIDATION_FAILED']);
      }
      expect((await levelOf(nia)).level).toBeNull();
    });

    it('is moved a lot by the first result, and not set again once results move it', async () => {
      const nia = await newcomer('Nia');
      expect((await answerQuestions(nia, weeklyPlayer)).statusCode).toBe(200);
      // Nia sits in seat 1, with Olga in pair A, which wins; Carl of pair B confirms.
      const match = await fullMatch({}, [nia, bea, carl]);
      clock.advance(Date.parse(match.end_time) - clock.now().getTime() + 60_000);
      await recorded(match);
      expect((await results(carl).answer(match.id, 'confirm')).statusCode).toBe(200);
      const moved = await levelOf(nia);
      // The quiz's level starts with the largest uncertainty: one win lifts it by 0.2 or more.
      expect(moved.level!).toBeGreaterThanOrEqual(2.9);
      expect(moved.confirmedMatches).toBe(1);
      expect(moved.reliability).toBeLessThan(10);

      for (const [language, message] of [
        ['en', 'Your level comes from your results: it moves with the matches you play'],
        ['es', 'Tu nivel viene de tus resultados: cambia con los partidos que juegas'],
      ] as const) {
        const refused = await answerQuestions(nia, firstTimer, language);
        expect([refused.statusCode, refused.json()]).toMatchObject([
          409,
          { code: 'LEVEL_FROM_RESULTS', message },
        ]);
      }
      expect((await levelOf(nia)).level).toBe(moved.level);
      // A player who signed up with a level and has results since is refused the same way.
      const olgas = await answerQuestions(olga, firstTimer);
      expect([olgas.statusCode, olgas.json().code]).toEqual([409, 'LEVEL_FROM_RESULTS']);

      // Nor does the profile form set it: only the same level comes back with the form.
      const saveProfile = (padelLevel: string) => {
        const { payload, headers } = multipartBody({ padelLevel, padelSide: 'left' });
        return ctx.app.inject({
          method: 'POST',
          url: '/api/user/me',
          payload,
          headers: { ...headers, ...bearer(nia.token) },
        });
      };
      const handSet = await saveProfile('4.5');
      expect([handSet.statusCode, handSet.json()]).toMatchObject([
        409,
        { code: 'LEVEL_FROM_RESULTS', details: [{ field: 'padelLevel' }] },
      ]);
      const unchanged = await saveProfile(String(moved.level));
      expect(unchanged.statusCode).toBe(200);
      expect((await levelOf(nia)).level).toBe(moved.level);
    });

    it('waits for a result moving the level at that moment, then refuses', async () => {
      const nia = await newcomer('Nia');
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let moving!: () => void;
      const started = new Promise<void>((resolve) => (moving = resolve));
      // A result moves Nia's level as moveLevels does: her rating first, then her level, and
      // its transaction stays open until released.
      const result = inTransaction(ctx.db, async (tx) => {
        await lockRatings(tx.db, [
          { user_id: nia.id, mu: 33, sigma: 8, matches: 1, updated_at: clock.now().toISOString() },
        ]);
        await setPadelLevel(tx.db, nia.id, 3.3);
        moving();
        await held;
      });
      await started;
      let answeredAt = 0;
      const answering = answerQuestions(nia, firstTimer).then((response) => {
        answeredAt = Date.now();
        return response;
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      const releasedAt = Date.now();
      release();
      await result;
      const answered = await answering;
      // The answers waited for the result, saw its rating and left its level alone.
      expect(answeredAt).toBeGreaterThanOrEqual(releasedAt);
      expect([answered.statusCode, answered.json().code]).toEqual([409, 'LEVEL_FROM_RESULTS']);
      expect((await levelOf(nia)).level).toBe(3.3);
    });
  });
});
