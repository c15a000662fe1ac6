import type { NotificationFacts, NotificationKind } from '@courtside/shared';
import webPush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '#server/db/transaction.js';
import { aUser, type TestUser } from '#test/helpers/builders.js';
import {
  startLocalPushService,
  type LocalPushService,
  type PushDevice,
} from '#test/helpers/local-push-service.js';
import { bearer, createTestContext, type TestContext } from '#test/helpers/test-app.js';
import { testDialect } from '#test/helpers/test-database.js';

describe(`web push (${testDialect})`, () => {
  let ctx: TestContext;
  let pushService: LocalPushService;

  beforeAll(async () => {
    pushService = await startLocalPushService();
    const keys = webPush.generateVAPIDKeys();
    ctx = await createTestContext({ vapid: { ...keys, subject: 'mailto:push@example.com' } });
  });
  afterAll(async () => {
    await ctx.close();
    await pushService.close();
  });

  async function subscribe(user: TestUser, language: 'en' | 'es' | 'ar' = 'en') {
    const device = pushService.device();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/me/push/subscriptions',
      headers: bearer(user.token),
      payload: { endpoint: device.endpoint, keys: device.keys, language, label: 'Phone' },
    });
    expect(res.statusCode).toBe(204);
    return device;
  }

  const notify = (user: TestUser, kind: NotificationKind, facts: NotificationFacts) =>
    inTransaction(ctx.db, (tx) => ctx.app.services.notifications.record(tx, user.id, kind, facts));

  const receivedAt = (device: PushDevice) => pushService.receivedAt(device);
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
    pushService.forget(phone);
    await notify(player, 'booking_confirmed', { club: 'Retiro' });
    await ctx.app.services.push.deliverDue();
    expect((await subscriptionsOf(player)).map((s) => s.endpoint)).toEqual([kept.endpoint]);
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
    const remove = (user: TestUser, device: PushDevice) =>
      ctx.app.inject({
        method: 'DELETE',
        url: '/api/user/me/push/subscriptions',
        headers: bearer(user.token),
        payload: { endpoint: device.endpoint },
      });
    expect((await remove(other, phone)).statusCode).toBe(204);
    expect(await subscriptionsOf(player)).toHaveLength(2);
    expect((await remove(player, phone)).statusCode).toBe(204);
    expect((await subscriptionsOf(player)).map((s) => s.endpoint)).toEqual([laptop.endpoint]);
  });

  it('moves a subscription its browser renewed to the new endpoint, for the same person and language', async () => {
    const player = await aUser(ctx);
    const old = await subscribe(player, 'es');
    const renewed = pushService.device();
    const renew = (oldEndpoint: string, device: PushDevice) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/push/renewals',
        payload: { oldEndpoint, endpoint: device.endpoint, keys: device.keys },
      });
    expect((await renew(old.endpoint, renewed)).statusCode).toBe(204);
    expect((await subscriptionsOf(player)).map((s) => s.endpoint)).toEqual([renewed.endpoint]);
    await notify(player, 'booking_confirmed', { club: 'Retiro' });
    await ctx.app.services.push.deliverDue();
    expect(receivedAt(renewed).map((r) => r.payload.language)).toEqual(['es']);
    expect(receivedAt(old)).toHaveLength(0);

    // An endpoint no one kept moves nothing, and says no more than a known one does.
    const stranger = pushService.device();
    expect((await renew('https://push.example/unknown', stranger)).statusCode).toBe(204);
    const kept = await ctx.db
      .selectFrom('push_subscriptions')
      .select('endpoint')
      .where('endpoint', '=', stranger.endpoint)
      .execute();
    expect(kept).toHaveLength(0);
    // Sent again after the app already re-sent it, the renewal only forgets the old endpoint.
    expect((await renew(renewed.endpoint, renewed)).statusCode).toBe(204);
    expect((await subscriptionsOf(player)).map((s) => s.endpoint)).toEqual([renewed.endpoint]);
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
    expect((await subscriptionsOf(other)).map((s) => s.endpoint)).toEqual([kept.endpoint]);
  });

  it('lists devices in the export and forgets them with the account', async () => {
    const player = await aUser(ctx);
    const phone = await subscribe(player);
    const exported = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/me/export',
      headers: bearer(player.token),
    });
    expect(JSON.stringify(exported.json())).toContain(phone.endpoint);
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
