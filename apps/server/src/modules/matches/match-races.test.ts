import { matchSchema, type Match } from '@courtside/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  aClub,
  aPadelPlayer,
  type TestClubWithCourts,
  type TestUser,
} from '#test/helpers/builders.js';
import { api, matchForm, matchStart } from '#test/helpers/match-fixtures.js';
import { createTestContext, type TestContext } from '#test/helpers/test-app.js';

/** Parallel requests of the races, on whichever database the suite runs on. */
describe('match races', () => {
  let ctx: TestContext;
  let club: TestClubWithCourts;
  let owner: TestUser;
  let day = 0;
  const as = (user: TestUser) => api(ctx.app, user.token);
  const nextStart = () => matchStart((day += 1), 18);

  async function created(extra: Parameters<typeof matchForm>[2] = {}): Promise<Match> {
    const response = await as(owner).create(matchForm(club.clubId, nextStart(), extra));
    expect(response.statusCode, response.body).toBe(201);
    return matchSchema.parse(response.json());
  }

  beforeAll(async () => {
    ctx = await createTestContext();
    club = await aClub(ctx, {
      courts: [
        { name: 'Indoor 1', courtType: 'indoor' },
        { name: 'Covered 1', courtType: 'covered' },
      ],
    });
    owner = await aPadelPlayer(ctx, 'M', 'Olga');
  });
  afterAll(() => ctx.close());

  it('seats exactly one of two requests accepted at once for the last seat', async () => {
    const match = await created({ reservedSeats: 2 });
    const [ana, bea] = [await aPadelPlayer(ctx, 'F', 'Ana'), await aPadelPlayer(ctx, 'F', 'Bea')];
    const ids: string[] = [];
    for (const player of [ana, bea])
      ids.push(matchSchema.parse((await as(player).join(match.id)).json()).request[0]!.id);
    const answers = await Promise.all(ids.map((id) => as(owner).decide(id, 'confirm')));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const seats = await ctx.db
      .selectFrom('match_seats')
      .selectAll()
      .where('match_id', '=', match.id)
      .execute();
    const seated = seats.filter((seat) => seat.user_id && seat.user_id !== owner.id);
    expect(seated).toHaveLength(1);
    const statuses = await ctx.db
      .selectFrom('match_requests')
      .select('status')
      .where('match_id', '=', match.id)
      .execute();
    expect(statuses.map((row) => row.status).sort()).toEqual(['confirmed', 'pending']);
  });

  it('keeps twenty requests made at once, none twice', async () => {
    const match = await created();
    const players = await Promise.all(
      Array.from({ length: 20 }, (_, index) => aPadelPlayer(ctx, 'M', `P${index}`)),
    );
    const [first] = players;
    const answers = await Promise.all([
      ...players.map((player) => as(player).join(match.id)),
      as(first!).join(match.id),
      as(first!).join(match.id),
    ]);
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(20);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(2);
    const rows = await ctx.db
      .selectFrom('match_requests')
      .select('user_id')
      .where('match_id', '=', match.id)
      .where('status', '=', 'pending')
      .execute();
    expect(new Set(rows.map((row) => row.user_id)).size).toBe(20);
    expect(rows).toHaveLength(20);
  });

  it('gives the last free court of a type at one hour to one of two matches created at once', async () => {
    const start = nextStart();
    const other = await aPadelPlayer(ctx, 'M', 'Max');
    const answers = await Promise.all(
      [owner, other].map((player) =>
        as(player).create(matchForm(club.clubId, start, { courtType: 'covered' })),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const claims = await ctx.db
      .selectFrom('court_claims')
      .selectAll()
      .where('slot_start', '=', start)
      .execute();
    expect(claims).toHaveLength(1);
    expect(claims[0]!.court_id).toBe(club.courts[1]!.courtId);
    const matches = await ctx.db
      .selectFrom('matches')
      .select('id')
      .where('starts_at', '=', start)
      .execute();
    expect(matches).toHaveLength(1);
  });
});
