import type { ChampionshipSeason } from '@courtside/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { aClub, aUser, type TestClubWithCourts, type TestUser } from '#test/helpers/builders.js';
import {
  aChampionship,
  aPlayerBorn,
  callAs,
  championshipBody,
} from '#test/helpers/championship-fixtures.js';
import { openEventStream } from '#test/helpers/event-stream-client.js';
import { bearer, createTestContext, type TestContext } from '#test/helpers/test-app.js';
import { testDialect } from '#test/helpers/test-database.js';

const unknownId = '00000000-0000-4000-8000-00000000ffff';

/**
 * A championship's page is live for everyone looking at it: its own stream tells any signed-in
 * reader, whatever their part, that the season changed.
 */
describe(`a championship page's live stream, ${testDialect}`, () => {
  let ctx: TestContext;
  let club: TestClubWithCourts;
  let owner: TestUser;
  let baseUrl: string;
  let day = 2;

  beforeAll(async () => {
    ctx = await createTestContext({
      limits: {
        signUpPerMinute: { max: 10_000, timeWindow: 60_000 },
        streams: { perAccount: 3, perAddress: 50 },
      },
    });
    club = await aClub(ctx, { courts: [{ name: 'Home', sport: 'football', capacity: 5 }] });
    owner = club.owner;
    baseUrl = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => ctx.close());

  /** A free, open championship of four accepted teams, not drawn yet. */
  async function aChampionshipOfFour() {
    day += 1;
    const body = championshipBody(
      club.courts[0]!,
      { days: day, hours: 2 },
      { price: 0, inviteOnly: 0, participantsNumber: 8 },
    );
    const id = await aChampionship(ctx.app, owner, body);
    for (let i = 0; i < 4; i += 1) {
      const player = await aPlayerBorn(ctx, '2000-01-01');
      expect((await callAs(ctx.app, player, 'POST', `/user/champion/${id}`)).status).toBe(201);
    }
    return id;
  }

  const draw = async (id: string) => {
    const drawn = await callAs(ctx.app, owner, 'PUT', `/user/champion/${id}/season`, {
      format: { kind: 'league', legs: 1 },
    });
    expect(drawn.status).toBe(200);
    return drawn.body as ChampionshipSeason;
  };
  const enterResult = (id: string, season: ChampionshipSeason, index = 0) =>
    callAs(
      ctx.app,
      owner,
      'PUT',
      `/user/champion/${id}/season/fixtures/${season.rounds[0]!.fixtures[index]!.id}/result`,
      { homeScore: 2, awayScore: 1 },
    );
  const pageStream = (id: string, as: Pick<TestUser, 'token'>) =>
    openEventStream(`${baseUrl}/api/user/champion/${id}/season/stream`, as.token);
  const notificationStream = async (as: TestUser) => {
    const stream = await openEventStream(`${baseUrl}/api/user/me/notifications/stream`, as.token);
    expect((await stream.next())?.event).toBe('unread');
    return stream;
  };
  const askStream = (id: string, headers: Record<string, string>) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/user/champion/${id}/season/stream`,
      headers: { accept: 'text/event-stream', ...headers },
    });
  const championship = { event: 'championship', data: {} };

  it('tells a player who plays no part that a result is in, and the draw before it', async () => {
    const id = await aChampionshipOfFour();
    const onlooker = await aUser(ctx);
    const stream = await pageStream(id, onlooker);
    try {
      expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
      const season = await draw(id);
      expect(await stream.next()).toEqual(championship);
      expect((await enterResult(id, season)).status).toBe(200);
      expect(await stream.next()).toEqual(championship);
      expect(await stream.next(300)).toBeNull();
    } finally {
      stream.close();
    }
  });

  it('tells every reader of the page, and not the page of another championship', async () => {
    const [id, other] = [await aChampionshipOfFour(), await aChampionshipOfFour()];
    const season = await draw(id);
    await draw(other);
    const streams = [
      await pageStream(id, await aUser(ctx)),
      await pageStream(id, await aUser(ctx)),
      await pageStream(id, owner),
    ];
    const elsewhere = await pageStream(other, await aUser(ctx));
    try {
      expect((await enterResult(id, season)).status).toBe(200);
      for (const stream of streams) expect(await stream.next()).toEqual(championship);
      expect(await elsewhere.next(300)).toBeNull();
    } finally {
      for (const stream of [...streams, elsewhere]) stream.close();
    }
  });

  it("shares one subscription among the page's streams in this process, dropped with the last", async () => {
    const id = await aChampionshipOfFour();
    const season = await draw(id);
    const { notifications } = ctx.app.services;
    const topicOf = notifications.championshipPage.bind(notifications);
    const subscriptions = vi.fn();
    const counted = vi.spyOn(notifications, 'championshipPage').mockImplementation((of) => {
      const topic = topicOf(of);
      return {
        ...topic,
        subscribe(hear) {
          subscriptions();
          return topic.subscribe(hear);
        },
      };
    });
    try {
      const streams = [
        await pageStream(id, await aUser(ctx)),
        await pageStream(id, await aUser(ctx)),
      ];
      expect(subscriptions).toHaveBeenCalledTimes(1);
      for (const stream of streams) stream.close();
      await vi.waitFor(() => expect(ctx.app.services.streams.count()).toBe(0));
      const again = await pageStream(id, await aUser(ctx));
      expect(subscriptions).toHaveBeenCalledTimes(2);
      expect((await enterResult(id, season)).status).toBe(200);
      expect(await again.next()).toEqual(championship);
      again.close();
    } finally {
      counted.mockRestore();
    }
  });

  it('answers 404 for an unknown or deleted championship and 401 to anyone signed out', async () => {
    const stranger = await aUser(ctx);
    expect((await askStream(unknownId, bearer(stranger.token))).statusCode).toBe(404);
    const id = await aChampionshipOfFour();
    expect((await askStream(id, {})).statusCode).toBe(401);
    const deleted = await callAs(ctx.app, owner, 'DELETE', `/user/champion/${id}`);
    expect(deleted.status).toBe(204);
    const gone = await askStream(id, bearer(stranger.token));
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await callAs(ctx.app, stranger, 'GET', `/user/champion/${id}/season`)).status).toBe(
      404,
    );
  });

  it("counts toward the account's streams with its notification streams: one beyond ends the oldest", async () => {
    const id = await aChampionshipOfFour();
    const reader = await aUser(ctx);
    const oldest = await notificationStream(reader);
    const streams = [await pageStream(id, reader), await notificationStream(reader)];
    const fourth = await pageStream(id, reader);
    try {
      expect(await oldest.ended()).toBe(true);
      for (const stream of [...streams, fourth]) expect(await stream.ended(300)).toBe(false);
      const fifth = await pageStream(id, reader);
      expect(await streams[0]!.ended()).toBe(true);
      fifth.close();
    } finally {
      for (const stream of [oldest, ...streams, fourth]) stream.close();
    }
  });

  it("ends a stream whose token was revoked on the page's next signal, and keeps the others", async () => {
    const id = await aChampionshipOfFour();
    const season = await draw(id);
    const [revoked, kept] = [await aUser(ctx), await aUser(ctx)];
    const [revokedStream, keptStream] = [await pageStream(id, revoked), await pageStream(id, kept)];
    try {
      // Revoked without the signal a sign-out sends: the page's own signal must catch it.
      await ctx.db
        .updateTable('users')
        .set({ token_version: sql`token_version + 1` })
        .where('id', '=', revoked.id)
        .execute();
      expect(await revokedStream.ended(300)).toBe(false);
      expect((await enterResult(id, season)).status).toBe(200);
      expect(await keptStream.next()).toEqual(championship);
      expect(await revokedStream.ended()).toBe(true);
    } finally {
      revokedStream.close();
      keptStream.close();
    }
  });

  it('ends at once when its session signs out, and as the server closes', async () => {
    const id = await aChampionshipOfFour();
    const [leaving, staying] = [await aUser(ctx), await aUser(ctx)];
    const [leavingStream, stayingStream] = [
      await pageStream(id, leaving),
      await pageStream(id, staying),
    ];
    try {
      const signedOut = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/sign-out',
        headers: bearer(leaving.token),
      });
      expect(signedOut.statusCode).toBe(204);
      expect(await leavingStream.ended()).toBe(true);
      expect(await stayingStream.ended(300)).toBe(false);
      ctx.app.services.streams.endAll();
      expect(await stayingStream.ended()).toBe(true);
      expect(ctx.app.services.streams.count()).toBe(0);
    } finally {
      leavingStream.close();
      stayingStream.close();
    }
  });
});
