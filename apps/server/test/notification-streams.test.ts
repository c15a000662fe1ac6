import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { inTransaction } from '#server/db/transaction.js';
import { aUser, type TestUser } from './helpers/builders.js';
import { openEventStream } from './helpers/event-stream-client.js';
import {
  bearer,
  createTestContext,
  loginAs,
  registerPlayer,
  type TestContext,
} from './helpers/test-app.js';
import { testDialect } from './helpers/test-database.js';

/**
 * Live notification streams cost the server little however they are opened: few per account
 * and per address (a new one ends the oldest), one read per notification whatever the number
 * of streams, and none outlives the session it was opened with.
 */
describe(`notification streams, ${testDialect}`, () => {
  let ctx: TestContext;
  let url: string;
  beforeAll(async () => {
    ctx = await createTestContext({
      limits: {
        signUpPerMinute: { max: 10_000, timeWindow: 60_000 },
        streams: { perAccount: 3, perAddress: 5 },
      },
    });
    url = `${await ctx.app.listen({ host: '127.0.0.1', port: 0 })}/api/user/me/notifications/stream`;
  });
  afterAll(() => ctx.close());

  const open = async (user: Pick<TestUser, 'token'>) => {
    const stream = await openEventStream(url, user.token);
    expect(await stream.next()).toEqual({ event: 'unread', data: { unread: 0 } });
    return stream;
  };
  const notify = (user: TestUser) =>
    inTransaction(ctx.db, (tx) =>
      ctx.app.services.notifications.record(tx, user.id, 'booking_confirmed', { club: 'Retiro' }),
    );

  it('keeps three streams per account: a fourth ends the oldest', async () => {
    const reader = await aUser(ctx);
    const streams = [await open(reader), await open(reader), await open(reader)];
    const fourth = await open(reader);
    try {
      expect(await streams[0]!.ended()).toBe(true);
      for (const stream of [streams[1]!, streams[2]!, fourth])
        expect(await stream.ended(300)).toBe(false);
    } finally {
      for (const stream of [...streams, fourth]) stream.close();
    }
  });

  it('keeps five streams per address across accounts: a sixth ends the oldest', async () => {
    const streams = [];
    for (let index = 0; index < 6; index++) streams.push(await open(await aUser(ctx)));
    try {
      expect(await streams[0]!.ended()).toBe(true);
      expect(await streams[5]!.ended(300)).toBe(false);
    } finally {
      for (const stream of streams) stream.close();
    }
  });

  it('reads the unread count once per notification, however many streams listen', async () => {
    const reader = await aUser(ctx);
    const streams = [await open(reader), await open(reader), await open(reader)];
    const reads = vi.spyOn(ctx.app.services.notifications, 'unreadCount');
    try {
      await notify(reader);
      for (const stream of streams)
        expect(await stream.next()).toEqual({ event: 'unread', data: { unread: 1 } });
      expect(reads).toHaveBeenCalledTimes(1);
    } finally {
      reads.mockRestore();
      for (const stream of streams) stream.close();
    }
  });

  it("ends the streams of a session that logs out, and not those of the account's other sessions", async () => {
    const player = await registerPlayer(ctx.app, { password: 'right-password' });
    const phone = await loginAs(ctx.app, player.username, 'right-password');
    const [leaving, staying] = [await open(player), await open(phone)];
    try {
      const loggedOut = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/sign-out',
        headers: bearer(player.token),
      });
      expect(loggedOut.statusCode).toBe(204);
      expect(await leaving.ended()).toBe(true);
      expect(await staying.ended(300)).toBe(false);
    } finally {
      leaving.close();
      staying.close();
    }
  });

  it('ends the streams of a session that signs out, and of an account that closes', async () => {
    const leaving = await aUser(ctx);
    const closing = await aUser(ctx);
    const streams = [await open(leaving), await open(leaving), await open(closing)];
    try {
      const signedOut = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/sign-out',
        headers: bearer(leaving.token),
      });
      expect(signedOut.statusCode).toBe(204);
      expect(await streams[0]!.ended()).toBe(true);
      expect(await streams[1]!.ended()).toBe(true);
      expect(await streams[2]!.ended(300)).toBe(false);

      const closed = await ctx.app.inject({
        method: 'DELETE',
        url: '/api/user/me',
        headers: bearer(closing.token),
      });
      expect(closed.statusCode).toBe(204);
      expect(await streams[2]!.ended()).toBe(true);
    } finally {
      for (const stream of streams) stream.close();
    }
  });
});
