import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NotificationFacts, NotificationKind } from '@courtside/shared';
import ece from 'http_ece';
import webPush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '#server/db/transaction.js';
import { aUser, type TestUser } from '#test/helpers/builders.js';
import { bearer, createTestContext, type TestContext } from '#test/helpers/test-app.js';
import { testDialect } from '#test/helpers/test-database.js';

/** A device as a browser makes it: an ECDH P-256 key pair and an auth secret. */
function aDevice(path: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    path,
    ecdh,
    auth,
    keys: {
      p256dh: ecdh.getPublicKey().toString('base64url'),
      auth: auth.toString('base64url'),
    },
  };
}
type Device = ReturnType<typeof aDevice>;

interface Received {
  path: string;
  payload: Record<string, unknown>;
  authorization: string | undefined;
}

describe(`web push (${testDialect})`, () => {
  let ctx: TestContext;
  let pushService: Server;
  let pushBase: string;
  const devices = new Map<string, Device>();
  const received: Received[] = [];
  /** Paths the push service answers 410 Gone for: the device unsubscribed. */
  const gone = new Set<string>();

  beforeAll(async () => {
    // A push service on this machine: it decrypts each push with the device's own keys.
    pushService = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const path = request.url ?? '';
        if (gone.has(path)) {
          response.writeHead(410).end();
          return;
        }
        const device = devices.get(path);
        if (!device) {
          response.writeHead(404).end();
          return;
        }
        const clear = ece.decrypt(Buffer.concat(chunks), {
          version: 'aes128gcm',
          privateKey: device.ecdh,
          authSecret: device.keys.auth,
        });
        received.push({
          path,
          payload: JSON.parse(clear.toString('utf8')) as Record<string, unknown>,
          authorization: request.headers.authorization,
        });
        response.writeHead(201).end();
      });
    });
    await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
    pushBase = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}`;
    const keys = webPush.generateVAPIDKeys();
    ctx = await createTestContext({ vapid: { ...keys, subject: 'mailto:push@example.com' } });
  });
  afterAll(async () => {
    await ctx.close();
    await new Promise((resolve) => pushService.close(resolve));
  });

  async function subscribe(user: TestUser, language: 'en' | 'es' | 'ar' = 'en') {
    const device = aDevice(`/push/${randomBytes(6).toString('hex')}`);
    devices.set(device.path, device);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/me/push/subscriptions',
      headers: bearer(user.token),
      payload: { endpoint: pushBase + device.path, keys: device.keys, language, label: 'Phone' },
    });
    expect(res.statusCode).toBe(204);
    return device;
  }

  const notify = (user: TestUser, kind: NotificationKind, facts: NotificationFacts) =>
    inTransaction(ctx.db, (tx) => ctx.app.services.notifications.record(tx, user.id, kind, facts));

  const receivedAt = (device: Device) => received.filter((r) => r.path === device.path);
  const subscriptionsOf = (user: TestUser) =>
    ctx.db
      .selectFrom('push_subscriptions')
      .select('endpoint')
      .where('user_id', '=', user.id)
      .execute();

  it('gives the VAPID public key devices subscribe with', async () => {
    const user = await aUser(ctx);
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/me/push/key',
      headers: bearer(user.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ publicKey: string }>().publicKey).toMatch(/^[A-Za-z0-9_-]{80,}$/);
  });

  it('pushes a notice, encrypted for each of the person’s devices, in each device’s language', async () => {
    const organizer = await aUser(ctx);
    const phone = await subscribe(organizer, 'en');
    const tablet = await subscribe(organizer, 'es');
    await notify(organizer, 'match_request_received', {
      requester: 'Lucía',
      club: 'Retiro',
      matchId: 'm-1',
    });
    await ctx.app.services.push.deliverDue();

    const [onPhone] = receivedAt(phone);
    expect(receivedAt(phone)).toHaveLength(1);
    expect(onPhone?.payload).toMatchObject({
      title: 'New join request',
      body: 'Lucía wants to join your match at Retiro.',
      url: '/user/matches/m-1/request',
      language: 'en',
      kind: 'match_request_received',
    });
    expect(onPhone?.authorization).toMatch(/^vapid t=.+, k=.+/);
    const [onTablet] = receivedAt(tablet);
    expect(receivedAt(tablet)).toHaveLength(1);
    expect(onTablet?.payload.language).toBe('es');
    expect(onTablet?.payload.url).toBe('/user/matches/m-1/request');
    expect(onTablet?.payload.title).not.toBe('New join request');
    expect(String(onTablet?.payload.body)).toContain('Lucía');

    // Once pushed, a notice is not pushed again.
    await ctx.app.services.push.deliverDue();
    expect(receivedAt(phone)).toHaveLength(1);
  });

  it('pushes a notice once when two runs of the job overlap', async () => {
    const player = await aUser(ctx);
    const phone = await subscribe(player);
    await notify(player, 'booking_confirmed', { club: 'Retiro' });
    await Promise.all([ctx.app.services.push.deliverDue(), ctx.app.services.push.deliverDue()]);
    expect(receivedAt(phone)).toHaveLength(1);
    expect(receivedAt(phone)[0]?.payload.url).toBe('/user/my-booking');
    // An invitation's tap opens the match to join, as the app's own list does.
    await notify(player, 'match_invited', { player: 'Olga', club: 'Retiro', matchId: 'm-9' });
    await ctx.app.services.push.deliverDue();
    expect(receivedAt(phone).at(-1)?.payload.url).toBe('/user/find-match/m-9');
  });

  it('forgets a device the push service says is gone', async () => {
    const player = await aUser(ctx);
    const phone = await subscribe(player);
    const kept = await subscribe(player);
    gone.add(phone.path);
    await notify(player, 'booking_confirmed', { club: 'Retiro' });
    await ctx.app.services.push.deliverDue();
    expect((await subscriptionsOf(player)).map((s) => s.endpoint)).toEqual([pushBase + kept.path]);
    expect(receivedAt(kept)).toHaveLength(1);
  });

  it('pushes nothing of a kind the person turned off', async () => {
    const player = await aUser(ctx);
    const phone = await subscribe(player);
    const set = await ctx.app.inject({
      method: 'PUT',
      url: '/api/user/me/push/settings',
      headers: bearer(player.token),
      payload: { off: ['booking_confirmed'] },
    });
    expect(set.json()).toEqual({ off: ['booking_confirmed'] });
    await notify(player, 'booking_confirmed', { club: 'Retiro' });
    await notify(player, 'booking_cancelled', { club: 'Retiro' });
    await ctx.app.services.push.deliverDue();
    expect(receivedAt(phone).map((r) => r.payload.kind)).toEqual(['booking_cancelled']);
  });

  it('forgets the device logged out of, and only the caller’s own', async () => {
    const player = await aUser(ctx);
    const other = await aUser(ctx);
    const phone = await subscribe(player);
    const laptop = await subscribe(player);
    const remove = (user: TestUser, device: Device) =>
      ctx.app.inject({
        method: 'DELETE',
        url: '/api/user/me/push/subscriptions',
        headers: bearer(user.token),
        payload: { endpoint: pushBase + device.path },
      });
    expect((await remove(other, phone)).statusCode).toBe(204);
    expect(await subscriptionsOf(player)).toHaveLength(2);
    expect((await remove(player, phone)).statusCode).toBe(204);
    expect((await subscriptionsOf(player)).map((s) => s.endpoint)).toEqual([
      pushBase + laptop.path,
    ]);
  });

  it('forgets every device of an account signed out everywhere', async () => {
    const player = await aUser(ctx);
    const other = await aUser(ctx);
    await subscribe(player);
    await subscribe(player);
    const kept = await subscribe(other);
    const signedOut = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out-everywhere',
      headers: bearer(player.token),
    });
    expect(signedOut.statusCode).toBe(204);
    expect(await subscriptionsOf(player)).toHaveLength(0);
    expect((await subscriptionsOf(other)).map((s) => s.endpoint)).toEqual([pushBase + kept.path]);
  });

  it('lists devices in the export and forgets them with the account', async () => {
    const player = await aUser(ctx);
    const phone = await subscribe(player);
    const exported = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/me/export',
      headers: bearer(player.token),
    });
    expect(JSON.stringify(exported.json())).toContain(pushBase + phone.path);
    expect(JSON.stringify(exported.json())).not.toContain(phone.keys.auth);
    const closed = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/user/me',
      headers: bearer(player.token),
    });
    expect(closed.statusCode).toBeLessThan(300);
    expect(await subscriptionsOf(player)).toHaveLength(0);
  });
});
