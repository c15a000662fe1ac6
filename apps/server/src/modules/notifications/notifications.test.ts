import { notificationPageSchema, type NotificationPage } from '@courtside/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '#server/db/transaction.js';
import { aUser, type TestUser } from '#test/helpers/builders.js';
import { openEventStream } from '#test/helpers/event-stream-client.js';
import { bearer, createTestContext, type TestContext } from '#test/helpers/test-app.js';
import { testDialect } from '#test/helpers/test-database.js';

async function notify(ctx: TestContext, user: TestUser, club = 'Retiro') {
  return inTransaction(ctx.db, (tx) =>
    ctx.app.services.notifications.record(tx, user.id, 'booking_confirmed', { club }),
  );
}

async function pageOf(app: FastifyInstance, user: TestUser, query = ''): Promise<NotificationPage> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/user/me/notifications${query}`,
    headers: bearer(user.token),
  });
  expect(res.statusCode).toBe(200);
  return notificationPageSchema.parse(res.json());
}

describe(`notifications (${testDialect})`, () => {
  let ctx: TestContext;
  let baseUrl: string;
  beforeAll(async () => {
    // Each reading of the clock is a millisecond later, so notifications have distinct times.
    let tick = Date.now();
    ctx = await createTestContext({ clock: { now: () => new Date((tick += 1)) } });
    baseUrl = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => ctx.close());

  it('lists the reader’s own notifications newest first, a page at a time', async () => {
    const reader = await aUser(ctx);
    const stranger = await aUser(ctx);
    for (const club of ['first', 'second', 'third']) await notify(ctx, reader, club);
    await notify(ctx, stranger, 'not yours');

    const first = await pageOf(ctx.app, reader, '?limit=2');
    expect(first.items.map((n) => n.facts.club)).toEqual(['third', 'second']);
    expect(first.unread).toBe(3);
    const second = await pageOf(ctx.app, reader, `?limit=2&before=${first.nextCursor}`);
    expect(second.items.map((n) => n.facts.club)).toEqual(['first']);
    expect(second.nextCursor).toBeNull();
  });

  it('marks some or all read, and never another reader’s', async () => {
    const reader = await aUser(ctx);
    const stranger = await aUser(ctx);
    const [one] = [await notify(ctx, reader), await notify(ctx, reader)];
    const theirs = await notify(ctx, stranger);
    const mark = (user: TestUser, payload: object) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/user/me/notifications/read',
        headers: bearer(user.token),
        payload,
      });

    expect((await mark(reader, { ids: [one, theirs] })).json()).toEqual({ unread: 1 });
    expect((await pageOf(ctx.app, stranger)).unread).toBe(1);
    expect((await mark(reader, { all: true })).json()).toEqual({ unread: 0 });
    expect((await mark(reader, { ids: [] })).statusCode).toBe(400);
    expect((await mark(reader, { all: false })).statusCode).toBe(400);
  });

  it('writes nothing and signals nothing when the change rolls back', async () => {
    const reader = await aUser(ctx);
    let signals = 0;
    const stop = ctx.app.services.notifications.subscribe(reader.id, () => (signals += 1));
    await expect(
      inTransaction(ctx.db, async (tx) => {
        await ctx.app.services.notifications.record(tx, reader.id, 'match_cancelled', {});
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await new Promise((resolve) => setTimeout(resolve, 300));
    stop();
    expect(signals).toBe(0);
    expect((await pageOf(ctx.app, reader)).items).toEqual([]);
  });

  it('streams the unread count at once and after each new notification', async () => {
    const reader = await aUser(ctx);
    const stream = await openEventStream(
      `${baseUrl}/api/user/me/notifications/stream`,
      reader.token,
    );
    try {
      expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(await stream.next()).toEqual({ event: 'unread', data: { unread: 0 } });
      await notify(ctx, reader);
      expect(await stream.next()).toEqual({ event: 'unread', data: { unread: 1 } });
    } finally {
      stream.close();
    }
  });

  it('opens the stream only for a caller who asks for events', async () => {
    const reader = await aUser(ctx);
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/me/notifications/stream',
      headers: bearer(reader.token),
    });
    expect(res.statusCode).toBe(400);
  });
});
