import { chatMessageSchema, chatPageSchema, matchSchema, type Match } from '@courtside/shared';
import webPush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aClub, aPadelPlayer, aUser, type TestUser } from '#test/helpers/builders.js';
import { openEventStream } from '#test/helpers/event-stream-client.js';
import { api, matchForm, matchStart } from '#test/helpers/match-fixtures.js';
import {
  startLocalPushService,
  type LocalPushService,
  type PushDevice,
} from '#test/helpers/local-push-service.js';
import { bearer, createTestContext, type TestContext } from '#test/helpers/test-app.js';
import { testDialect } from '#test/helpers/test-database.js';
import { movableClock } from '#test/helpers/tokens.js';

const day = 24 * 3_600_000;

describe(`a match's chat, ${testDialect}`, () => {
  const clock = movableClock();
  let ctx: TestContext;
  let owner: TestUser;
  let clubId: string;
  let olga: TestUser;
  let ana: TestUser;
  let pia: TestUser;
  let sam: TestUser;
  let admin: TestUser;
  let pushService: LocalPushService;

  const chatUrl = (matchId: string) => `/api/user/match/${matchId}/chat`;
  const read = (user: TestUser, matchId: string, query = '') =>
    ctx.app.inject({ method: 'GET', url: chatUrl(matchId) + query, headers: bearer(user.token) });
  const write = (user: TestUser, matchId: string, body: unknown) =>
    ctx.app.inject({
      method: 'POST',
      url: chatUrl(matchId),
      headers: bearer(user.token),
      payload: { body },
    });
  const remove = (user: TestUser, matchId: string, messageId: string) =>
    ctx.app.inject({
      method: 'DELETE',
      url: `${chatUrl(matchId)}/${messageId}`,
      headers: bearer(user.token),
    });
  const mute = (user: TestUser, matchId: string, userId: string, on = true) =>
    ctx.app.inject({
      method: on ? 'PUT' : 'DELETE',
      url: `${chatUrl(matchId)}/mutes/${userId}`,
      headers: bearer(user.token),
    });
  const pageOf = async (user: TestUser, matchId: string, query = '') => {
    const response = await read(user, matchId, query);
    expect(response.statusCode, response.body).toBe(200);
    return chatPageSchema.parse(response.json());
  };
  /** Each message a second after the one before: a page's order is the order they were sent. */
  const posted = async (user: TestUser, matchId: string, body: string) => {
    clock.advance(1_000);
    const response = await write(user, matchId, body);
    expect(response.statusCode, response.body).toBe(201);
    return chatMessageSchema.parse(response.json());
  };

  /**
   * Olga's match: Ana seated (her request confirmed), Pia asking to join (pending). Each match
   * starts a day later than the one before, so the per-minute posting limit of one test does
   * not reach the next (the clock moves a minute on between tests too).
   */
  let days = 1;
  async function aMatch(privacy: 'public' | 'favorite' = 'public'): Promise<Match> {
    clock.advance(61_000);
    const start = matchStart((days += 1), 18, 'Europe/Madrid', clock.now());
    const created = await api(ctx.app, olga.token).create(matchForm(clubId, start, { privacy }));
    expect(created.statusCode, created.body).toBe(201);
    const match = matchSchema.parse(created.json());
    if (privacy === 'favorite') return match;
    const joined = matchSchema.parse((await api(ctx.app, ana.token).join(match.id)).json());
    const decided = await api(ctx.app, olga.token).decide(joined.request[0]!.id, 'confirm');
    expect(decided.statusCode, decided.body).toBe(200);
    expect((await api(ctx.app, pia.token).join(match.id)).statusCode).toBe(201);
    return match;
  }
  const pendingRequestOf = async (matchId: string, userId: string) => {
    const row = await ctx.db
      .selectFrom('match_requests')
      .select('id')
      .where('match_id', '=', matchId)
      .where('user_id', '=', userId)
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow();
    return row.id;
  };

  beforeAll(async () => {
    pushService = await startLocalPushService();
    const vapid = { ...webPush.generateVAPIDKeys(), subject: 'mailto:push@example.com' };
    ctx = await createTestContext({ clock, vapid });
    const club = await aClub(ctx, { courts: [{ name: 'Indoor 1', courtType: 'indoor' }] });
    owner = club.owner;
    clubId = club.clubId;
    olga = await aPadelPlayer(ctx, 'F', 'Olga');
    ana = await aPadelPlayer(ctx, 'F', 'Ana');
    pia = await aPadelPlayer(ctx, 'F', 'Pia');
    sam = await aPadelPlayer(ctx, 'M', 'Sam');
    admin = await aUser(ctx, 'admin', 'Ada');
  });
  afterAll(async () => {
    await ctx.close();
    await pushService.close();
  });

  describe('who may read and write', () => {
    it('keeps a called-off match’s chat readable, but takes no more messages', async () => {
      const match = await aMatch();
      await posted(ana, match.id, 'Shall we play?');
      const cancelled = await api(ctx.app, olga.token).cancel(match.id);
      expect(cancelled.statusCode, cancelled.body).toBeLessThan(300);
      for (const user of [olga, ana, owner]) {
        const page = await pageOf(user, match.id);
        expect([page.canWrite, page.items.map((m) => m.body)]).toEqual([false, ['Shall we play?']]);
      }
      clock.advance(1_000);
      expect((await write(olga, match.id, 'Sorry, called off')).statusCode).toBe(403);
    });

    it('lets the organizer, a seated player and the club owner read and write', async () => {
      const match = await aMatch();
      await posted(olga, match.id, '  See you at six  ');
      await posted(ana, match.id, 'I bring balls');
      await posted(owner, match.id, 'Court 1 is yours');
      for (const user of [olga, ana, owner]) {
        const page = await pageOf(user, match.id);
        expect(page.canWrite).toBe(true);
        expect(page.items.map((m) => m.body)).toEqual([
          'Court 1 is yours',
          'I bring balls',
          'See you at six',
        ]);
      }
      const asAna = await pageOf(ana, match.id);
      expect(asAna.items.map((m) => [m.author.name, m.mine])).toEqual([
        ['Owner', false],
        ['Ana', true],
        ['Olga', false],
      ]);
      expect(asAna.canModerate).toBe(false);
      expect((await pageOf(owner, match.id)).canModerate).toBe(true);
    });

    it('lets a pending requester read and write, and only read once the request is answered', async () => {
      const match = await aMatch();
      await posted(pia, match.id, 'Is the level flexible?');
      expect((await pageOf(pia, match.id)).canWrite).toBe(true);
      const requestId = await pendingRequestOf(match.id, pia.id);
      expect((await api(ctx.app, olga.token).decide(requestId, 'reject')).statusCode).toBe(200);
      const page = await pageOf(pia, match.id);
      expect(page.canWrite).toBe(false);
      expect(page.items.map((m) => m.body)).toEqual(['Is the level flexible?']);
      const refused = await write(pia, match.id, 'Please?');
      expect([refused.statusCode, refused.json().code]).toEqual([403, 'FORBIDDEN']);
    });

    it('refuses a stranger (403), and hides a match the stranger may not see (404)', async () => {
      const match = await aMatch();
      expect((await read(sam, match.id)).statusCode).toBe(403);
      expect((await write(sam, match.id, 'Hello')).statusCode).toBe(403);
      const hidden = await aMatch('favorite');
      expect((await read(sam, hidden.id)).statusCode).toBe(404);
      expect((await write(sam, hidden.id, 'Hello')).statusCode).toBe(404);
      expect((await read(sam, 'no-such-match')).statusCode).toBe(404);
    });

    it('lets the platform admin read and moderate but not write', async () => {
      const match = await aMatch();
      const message = await posted(ana, match.id, 'Hello');
      const page = await pageOf(admin, match.id);
      expect([page.canWrite, page.canModerate, page.items.length]).toEqual([false, true, 1]);
      expect((await write(admin, match.id, 'Hi')).statusCode).toBe(403);
      expect((await remove(admin, match.id, message.id)).statusCode).toBe(204);
      const [gone] = (await pageOf(ana, match.id)).items;
      expect(gone).toMatchObject({ id: message.id, body: null, deleted: true, removed: true });
    });
  });

  describe('messages', () => {
    it('are text of 1 to 500 characters after trimming', async () => {
      const match = await aMatch();
      for (const body of ['', '   ', 'x'.repeat(501), 42]) {
        const response = await write(olga, match.id, body);
        expect(response.statusCode, String(body)).toBe(400);
        expect(response.json().code).toBe('VALIDATION_FAILED');
      }
      const longest = await posted(olga, match.id, `${'y'.repeat(500)}   `);
      expect(longest.body).toHaveLength(500);
    });

    it('page newest first, with a cursor for older ones', async () => {
      const match = await aMatch();
      for (const n of [1, 2, 3, 4, 5]) {
        await posted(olga, match.id, `message ${n}`);
        clock.advance(1_000);
      }
      const first = await pageOf(ana, match.id, '?limit=2');
      expect(first.items.map((m) => m.body)).toEqual(['message 5', 'message 4']);
      const second = await pageOf(ana, match.id, `?limit=2&before=${first.nextCursor}`);
      expect(second.items.map((m) => m.body)).toEqual(['message 3', 'message 2']);
      const last = await pageOf(ana, match.id, `?limit=2&before=${second.nextCursor}`);
      expect([last.items.map((m) => m.body), last.nextCursor]).toEqual([['message 1'], null]);
    });

    it('are deleted by their writer only; others are refused', async () => {
      const match = await aMatch();
      const message = await posted(ana, match.id, 'Wrong match, sorry');
      expect((await remove(olga, match.id, message.id)).statusCode).toBe(403);
      expect((await remove(ana, match.id, message.id)).statusCode).toBe(204);
      const [shown] = (await pageOf(olga, match.id)).items;
      expect(shown).toMatchObject({ body: null, deleted: true, removed: false });
      expect((await remove(ana, match.id, 'no-such-message')).statusCode).toBe(404);
    });

    it('are limited to 10 a minute per writer, answered 429 with Retry-After', async () => {
      const match = await aMatch();
      for (let n = 1; n <= 10; n++) await posted(ana, match.id, `line ${n}`);
      const refused = await write(ana, match.id, 'one more');
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
      expect(refused.json()).toMatchObject({ statusCode: 429, code: 'TOO_MANY_REQUESTS' });
      // Another writer is not held back by Ana's count.
      await posted(olga, match.id, 'slow down');
      clock.advance(61_000);
      await posted(ana, match.id, 'one more');
    });
  });

  describe('moderation', () => {
    it("lets the club's owner remove a message and mute a writer, written in the audit log", async () => {
      const match = await aMatch();
      const message = await posted(ana, match.id, 'Something rude');
      expect((await remove(owner, match.id, message.id)).statusCode).toBe(204);
      expect((await mute(olga, match.id, ana.id)).statusCode).toBe(403);
      clock.advance(1_000);
      expect((await mute(owner, match.id, ana.id)).statusCode).toBe(204);
      const muted = await write(ana, match.id, 'Again');
      expect([muted.statusCode, muted.json().message]).toEqual([
        403,
        'You have been muted in this chat',
      ]);
      const page = await pageOf(ana, match.id);
      expect([page.muted, page.canWrite, page.mutedIds]).toEqual([true, false, []]);
      expect((await pageOf(owner, match.id)).mutedIds).toEqual([ana.id]);
      clock.advance(1_000);
      expect((await mute(owner, match.id, ana.id, false)).statusCode).toBe(204);
      await posted(ana, match.id, 'Sorry');
      const audit = await ctx.db
        .selectFrom('admin_audit')
        .select(['action', 'subject_id'])
        .where('actor_id', '=', owner.id)
        .orderBy('created_at')
        .execute();
      expect(audit).toEqual([
        { action: 'chat_message_removed', subject_id: message.id },
        { action: 'chat_writer_muted', subject_id: ana.id },
        { action: 'chat_writer_unmuted', subject_id: ana.id },
      ]);
    });
  });

  it('tells the other participants live with a chat event on their stream', async () => {
    const match = await aMatch();
    const url = `${await ctx.app.listen({ host: '127.0.0.1', port: 0 })}/api/user/me/notifications/stream`;
    const anaStream = await openEventStream(url, ana.token);
    const samStream = await openEventStream(url, sam.token);
    try {
      expect((await anaStream.next())?.event).toBe('unread');
      expect((await samStream.next())?.event).toBe('unread');
      await posted(olga, match.id, 'Ready?');
      expect(await anaStream.next()).toEqual({ event: 'chat', data: {} });
      expect(await samStream.next(500)).toBeNull();
    } finally {
      anaStream.close();
      samStream.close();
    }
  });

  it('erases a chat 30 days after its match ends, and not before', async () => {
    const match = await aMatch();
    const kept = await aMatch();
    await posted(olga, match.id, 'Great game');
    await posted(olga, kept.id, 'Next week?');
    const endOf = Date.parse(match.end_time);
    clock.advance(endOf + 30 * day - 60_000 - clock.now().getTime());
    await ctx.app.services.chats.eraseEnded();
    expect((await pageOf(olga, match.id)).items).toHaveLength(1);
    clock.advance(120_000);
    await ctx.app.services.chats.eraseEnded();
    expect((await pageOf(olga, match.id)).items).toEqual([]);
    expect((await pageOf(olga, kept.id)).items.map((m) => m.body)).toEqual(['Next week?']);
  });

  it("is in the writer's export, and leaves with the writer's account", async () => {
    const writer = await aPadelPlayer(ctx, 'F', 'Lea');
    clock.advance(61_000);
    const start = matchStart((days += 1), 18, 'Europe/Madrid', clock.now());
    const created = await api(ctx.app, writer.token).create(matchForm(clubId, start));
    const match = matchSchema.parse(created.json());
    const message = await posted(writer, match.id, 'My words');
    const exported = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/me/export',
      headers: bearer(writer.token),
    });
    expect(exported.json().chatMessages).toEqual([
      expect.objectContaining({ id: message.id, subjectKind: 'match', body: 'My words' }),
    ]);
    const closed = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/user/me',
      headers: bearer(writer.token),
    });
    expect(closed.statusCode, closed.body).toBeLessThan(300);
    const left = await ctx.db
      .selectFrom('chat_messages')
      .select('id')
      .where('author_id', '=', writer.id)
      .execute();
    expect(left).toEqual([]);
  });

  describe('pushed to devices', () => {
    const pushDue = () => ctx.app.services.chats.pushDue(ctx.app.services.push.toPeople);
    async function aDeviceOf(user: TestUser): Promise<PushDevice> {
      const device = pushService.device();
      const kept = await ctx.app.inject({
        method: 'POST',
        url: '/api/user/me/push/subscriptions',
        headers: bearer(user.token),
        payload: { endpoint: device.endpoint, keys: device.keys, language: 'en' },
      });
      expect(kept.statusCode, kept.body).toBe(204);
      return device;
    }

    it("pushes a message once to the other readers' devices, not its writer's, nor to those who turned chat off", async () => {
      const match = await aMatch();
      // What earlier tests wrote is pushed now, before any device is there to take it.
      await pushDue();
      const olgas = await aDeviceOf(olga);
      const anas = await aDeviceOf(ana);
      const pias = await aDeviceOf(pia);
      const owners = await aDeviceOf(owner);
      const off = await ctx.app.inject({
        method: 'PUT',
        url: '/api/user/me/push/settings',
        headers: bearer(pia.token),
        payload: { off: ['chat_message'] },
      });
      expect(off.statusCode).toBe(200);

      const message = await posted(ana, match.id, 'I bring balls');
      await Promise.all([pushDue(), pushDue()]);
      await pushDue();

      for (const device of [olgas, owners])
        expect(pushService.receivedAt(device).map((push) => push.payload)).toEqual([
          {
            title: expect.stringMatching(/^Ana · \S/),
            body: 'I bring balls',
            url: `/user/find-match/${match.id}`,
            kind: 'chat_message',
            language: 'en',
            id: message.id,
          },
        ]);
      expect(pushService.receivedAt(anas)).toEqual([]);
      expect(pushService.receivedAt(pias)).toEqual([]);

      // A message its writer deleted before the push went is not pushed.
      const regretted = await posted(olga, match.id, 'Wrong chat, sorry');
      expect((await remove(olga, match.id, regretted.id)).statusCode).toBe(204);
      await pushDue();
      expect(pushService.receivedAt(anas)).toEqual([]);
    });
  });
});
