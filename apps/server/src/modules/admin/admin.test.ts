import {
  adminClubChangeSchema,
  adminClubPageSchema,
  auditPageSchema,
  authResponseSchema,
  type CreateClubBody,
} from '@courtside/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from '#server/lib/clock.js';
import { hashPassword } from '#server/modules/auth/auth.service.js';
import {
  aBooking,
  aClub,
  aPadelPlayer,
  aPlayerWithCoins,
  aUser,
  type TestUser,
} from '#test/helpers/builders.js';
import { bookingBody, clubDateIn, coinsOf, pay } from '#test/helpers/booking-fixtures.js';
import { api, matchForm, matchStart } from '#test/helpers/match-fixtures.js';
import {
  bearer,
  createTestContext,
  loginAs,
  registerPlayer,
  type TestContext,
} from '#test/helpers/test-app.js';
import { createFirstAdmin } from './admin.service.js';

/** A clock the test moves forward (an invitation's expiry). */
const movableClock = () => {
  let offsetMs = 0;
  const clock: Clock = { now: () => new Date(Date.now() + offsetMs) };
  return { clock, advance: (ms: number) => (offsetMs += ms) };
};

let sequence = 0;
const unique = () => `${process.pid % 1000}${(sequence += 1)}`.padStart(6, '0');

const clubBody = (owner: CreateClubBody['owner'], name = `Club ${unique()}`): CreateClubBody => ({
  name,
  address: 'Avenida del Puerto 3, Valencia',
  latitude: 39.46,
  longitude: -0.33,
  timeZone: 'Europe/Madrid',
  currency: 'EUR',
  court: { name: 'Pista 1', type: 'padel', capacity: 4, courtType: 'indoor', price: 2000 },
  owner,
});

const invitee = () => {
  const tag = unique();
  return { kind: 'invite' as const, name: 'Inés', username: `ines${tag}`, phone: `61${tag}0` };
};

describe('the platform admin', () => {
  let ctx: TestContext;
  let admin: TestUser;
  let time: ReturnType<typeof movableClock>;

  const as = (user: { token: string }) => ({
    get: (url: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(user.token) }),
    send: (method: 'POST' | 'PATCH' | 'PUT', url: string, payload: object = {}) =>
      ctx.app.inject({ method, url, headers: bearer(user.token), payload }),
  });

  async function createClub(owner: CreateClubBody['owner'], name?: string) {
    const res = await as(admin).send('POST', '/api/admin/clubs', clubBody(owner, name));
    expect(res.statusCode, res.body).toBe(201);
    return adminClubChangeSchema.parse(res.json());
  }

  const tokenOf = (url: string) => url.split('/invitation/')[1]!;

  beforeAll(async () => {
    time = movableClock();
    ctx = await createTestContext({ clock: time.clock, publicUrl: 'https://courts.example' });
    admin = await aUser(ctx, 'admin', 'Ada');
  });
  afterAll(() => ctx.close());

  describe('admin:create', () => {
    it('makes an account that signs in as an admin, refuses a taken name, and logs its creation', async () => {
      const input = { password: 'a-long-secret', now: new Date(), hashPassword };
      await createFirstAdmin(ctx.db, { ...input, identifier: 'root_admin' });
      const signedIn = await loginAs(ctx.app, 'root_admin', 'a-long-secret');
      expect(signedIn.role).toBe('admin');
      await expect(
        createFirstAdmin(ctx.db, { ...input, identifier: 'root_admin' }),
      ).rejects.toThrow(/already registered/);
      await expect(
        createFirstAdmin(ctx.db, { ...input, identifier: 'other_admin', password: 'short' }),
      ).rejects.toThrow();
      const byPhone = await createFirstAdmin(ctx.db, { ...input, identifier: '+34 600 11 22 33' });
      expect((await loginAs(ctx.app, '34600112233', 'a-long-secret')).id).toBe(byPhone);
      const log = auditPageSchema.parse(
        (await as(signedIn).get('/api/admin/audit?limit=50')).json(),
      );
      expect(log.items.filter((entry) => entry.action === 'admin.create')).toHaveLength(2);
    });
  });

  describe('access', () => {
    it('refuses players and owners on admin routes with 403, and lets admins through', async () => {
      const player = await aUser(ctx);
      const { owner } = await aClub(ctx);
      for (const user of [player, owner]) {
        expect((await as(user).get('/api/admin/clubs')).statusCode).toBe(403);
        expect((await as(user).get('/api/admin/audit')).statusCode).toBe(403);
        const create = await as(user).send('POST', '/api/admin/clubs', clubBody(invitee()));
        expect(create.statusCode).toBe(403);
      }
      expect((await as(admin).get('/api/admin/clubs')).statusCode).toBe(200);
    });

    it("shows an owner's name and username, never their phone or other private data", async () => {
      const player = await aPadelPlayer(ctx, 'F', 'Paula');
      const username = (await ctx.db
        .selectFrom('users')
        .select(['username', 'phone'])
        .where('id', '=', player.id)
        .executeTakeFirstOrThrow())!;
      const { club } = await createClub({ kind: 'existing', identifier: username.username });
      expect(club.owner).toEqual({
        id: player.id,
        name: 'Paula',
        username: username.username,
        invited: false,
      });
      const listed = (await as(admin).get('/api/admin/clubs?limit=50')).body;
      const audit = (await as(admin).get('/api/admin/audit?limit=50')).body;
      for (const body of [listed, audit]) {
        expect(body).not.toContain(username.phone);
        expect(body).not.toContain('password');
        expect(body).not.toContain('$argon2');
      }
    });
  });

  describe('clubs', () => {
    it('creates a club with its court and an existing owner, who must sign in again as owner', async () => {
      const phone = `+34 655 ${unique()}`;
      const player = await registerPlayer(ctx.app, { phone });
      const { club, invitation } = await createClub({ kind: 'existing', identifier: phone });
      expect(invitation).toBeNull();
      expect(club).toMatchObject({ sports: ['padel'], courts: 1, suspendedAt: null });
      // The player's token says "player": it is revoked, and the next sign-in says "owner".
      expect((await as(player).get('/api/auth/me')).statusCode).toBe(401);
      const owner = await loginAs(ctx.app, player.username!, 'secret-pass-1');
      expect(owner.role).toBe('owner');
      expect((await as(owner).get('/api/user/me/club')).json()).toMatchObject({ id: club.id });
    });

    it('refuses a second club for an owner, and an unknown account', async () => {
      const { owner } = await aClub(ctx);
      const ownerRow = await ctx.db
        .selectFrom('users')
        .select('username')
        .where('id', '=', owner.id)
        .executeTakeFirstOrThrow();
      const twice = await as(admin).send(
        'POST',
        '/api/admin/clubs',
        clubBody({ kind: 'existing', identifier: ownerRow.username }),
      );
      expect(twice.statusCode).toBe(409);
      expect(twice.json().code).toBe('OWNS_CLUB');
      const nobody = await as(admin).send(
        'POST',
        '/api/admin/clubs',
        clubBody({ kind: 'existing', identifier: 'nobody_here' }),
      );
      expect(nobody.statusCode).toBe(404);
    });

    it('refuses an unknown time zone and a position off the globe', async () => {
      const res = await as(admin).send('POST', '/api/admin/clubs', {
        ...clubBody(invitee()),
        timeZone: 'Mars/Olympus',
        latitude: 95,
      });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('timeZone');
      expect(res.body).toContain('latitude');
    });

    it('edits a club and adds a court, each written to the audit log with before and after', async () => {
      const { club } = await createClub(invitee(), 'Before');
      const edited = await as(admin).send('PATCH', `/api/admin/clubs/${club.id}`, {
        name: 'After',
        address: club.address,
        latitude: club.latitude,
        longitude: club.longitude,
        timeZone: 'Atlantic/Canary',
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json()).toMatchObject({ name: 'After', timeZone: 'Atlantic/Canary' });
      const court = await as(admin).send('POST', `/api/admin/clubs/${club.id}/courts`, {
        name: 'Campo 1',
        type: 'football',
        capacity: 5,
        price: 5000,
      });
      expect(court.statusCode, court.body).toBe(201);
      expect(court.json()).toMatchObject({ sports: ['football', 'padel'], courts: 2 });

      const log = auditPageSchema.parse((await as(admin).get('/api/admin/audit?limit=3')).json());
      expect(log.items.map((entry) => entry.action)).toEqual([
        'club.court.add',
        'club.edit',
        'club.create',
      ]);
      const edit = log.items[1]!;
      expect(edit.actor).toEqual({ id: admin.id, name: 'Ada' });
      expect(JSON.parse(edit.before!)).toMatchObject({ name: 'Before', timeZone: 'Europe/Madrid' });
      expect(JSON.parse(edit.after!)).toMatchObject({ name: 'After', timeZone: 'Atlantic/Canary' });
      expect(JSON.parse(log.items[2]!.before ?? 'null')).toBeNull();
    });

    it('puts a club it opens where players nearby find it, moves it with an edit, and hides it while suspended', async () => {
      const player = await registerPlayer(ctx.app);
      const { club } = await createClub(invitee(), 'Nearby Club');
      const nearest = async (latitude: number, longitude: number) => {
        const url = `/api/user/club/nearby?type=padel&latitude=${latitude}&longitude=${longitude}`;
        const page = (await as(player).get(url)).json<{ items: Array<{ id: string }> }>();
        return page.items.map((item) => item.id);
      };
      expect(await nearest(39.46, -0.33)).toContain(club.id);

      const moved = await as(admin).send('PATCH', `/api/admin/clubs/${club.id}`, {
        name: club.name,
        address: 'Gran Vía 1, Bilbao',
        latitude: 43.26,
        longitude: -2.93,
        timeZone: 'Europe/Madrid',
      });
      expect(moved.statusCode, moved.body).toBe(200);
      expect((await nearest(43.26, -2.93))[0]).toBe(club.id);

      const today = new Date().toISOString().slice(0, 10);
      const pages = [
        `/api/user/club/${club.id}/court`,
        `/api/user/club/${club.id}/hours`,
        `/api/user/club/${club.id}/closed?date=${today}`,
      ];
      for (const page of pages) expect((await as(player).get(page)).statusCode, page).toBe(200);
      await as(admin).send('POST', `/api/admin/clubs/${club.id}/suspend`, {
        futureBookings: 'keep',
        reason: 'Licence under review',
      });
      expect(await nearest(43.26, -2.93)).not.toContain(club.id);
      // Nor does its page open by its address while it is suspended.
      for (const page of pages) expect((await as(player).get(page)).statusCode, page).toBe(404);
    });

    it('lists clubs newest first, a page at a time', async () => {
      await createClub(invitee(), 'Older');
      await createClub(invitee(), 'Newer');
      const first = adminClubPageSchema.parse(
        (await as(admin).get('/api/admin/clubs?limit=1')).json(),
      );
      expect(first.items.map((club) => club.name)).toEqual(['Newer']);
      const next = await as(admin).get(`/api/admin/clubs?limit=1&before=${first.nextCursor}`);
      expect(adminClubPageSchema.parse(next.json()).items.map((club) => club.name)).toEqual([
        'Older',
      ]);
      expect((await as(admin).get('/api/admin/clubs?before=not-a-cursor')).statusCode).toBe(400);
    });
  });

  describe('invitations', () => {
    it('lets the invited owner set a password once, then sign in as the owner of the club', async () => {
      const { club, invitation } = await createClub(invitee(), 'Invited Club');
      expect(club.owner.invited).toBe(true);
      expect(invitation!.url).toMatch(/^https:\/\/courts\.example\/invitation\/[\w-]{40,}$/);
      const token = tokenOf(invitation!.url);
      // Before the link is used the account cannot sign in with any password.
      const shown = await ctx.app.inject({ method: 'GET', url: `/api/auth/invitation/${token}` });
      expect(shown.json()).toMatchObject({ clubName: 'Invited Club', name: 'Inés' });

      const accept = () =>
        ctx.app.inject({
          method: 'POST',
          url: `/api/auth/invitation/${token}`,
          payload: { password: 'my-own-secret' },
        });
      const first = await accept();
      expect(first.statusCode, first.body).toBe(200);
      const signedIn = authResponseSchema.parse(first.json());
      expect(signedIn.role).toBe('owner');
      const mine = await as(signedIn).get('/api/user/me/club');
      expect(mine.json()).toMatchObject({ id: club.id });

      const again = await accept();
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('INVITATION_SPENT');
      const after = await as(admin).get(`/api/admin/clubs/${club.id}`);
      expect(after.json().owner.invited).toBe(false);
      expect((await loginAs(ctx.app, signedIn.username!, 'my-own-secret')).role).toBe('owner');
    });

    it('expires after seven days, and an unknown link is not found', async () => {
      const { invitation } = await createClub(invitee());
      time.advance(7 * 24 * 3_600_000 + 1_000);
      const token = tokenOf(invitation!.url);
      const late = await ctx.app.inject({
        method: 'POST',
        url: `/api/auth/invitation/${token}`,
        payload: { password: 'my-own-secret' },
      });
      expect(late.statusCode).toBe(409);
      expect(late.json().code).toBe('INVITATION_SPENT');
      const unknown = await ctx.app.inject({
        method: 'GET',
        url: `/api/auth/invitation/${'x'.repeat(43)}`,
      });
      expect(unknown.statusCode).toBe(404);
    });

    it("changing the owner revokes the former owner's link and owner's tokens", async () => {
      const { club, invitation } = await createClub(invitee());
      const player = await registerPlayer(ctx.app);
      const handOver = (owner: object) =>
        as(admin).send('PUT', `/api/admin/clubs/${club.id}/owner`, { owner });
      expect((await handOver({ kind: 'existing', identifier: player.username })).statusCode).toBe(
        200,
      );
      const firstLink = `/api/auth/invitation/${tokenOf(invitation!.url)}`;
      expect((await ctx.app.inject({ method: 'GET', url: firstLink })).statusCode).toBe(409);

      const owner = await loginAs(ctx.app, player.username!, 'secret-pass-1');
      const replaced = await handOver(invitee());
      expect(replaced.statusCode, replaced.body).toBe(200);
      const { invitation: fresh } = adminClubChangeSchema.parse(replaced.json());
      // The former owner owns no club now: a player again, whose owner's token no longer works.
      expect((await as(owner).get('/api/user/me/club')).statusCode).toBe(401);
      expect((await loginAs(ctx.app, player.username!, 'secret-pass-1')).role).toBe('player');
      const link = `/api/auth/invitation/${tokenOf(fresh!.url)}`;
      expect((await ctx.app.inject({ method: 'GET', url: link })).statusCode).toBe(200);
      const log = auditPageSchema.parse((await as(admin).get('/api/admin/audit?limit=1')).json());
      expect(log.items[0]).toMatchObject({ action: 'club.owner', subjectId: club.id });
    });
    it('gives a new link to an owner who lost theirs (the old one stops), and none to one who set a password', async () => {
      const { club, invitation } = await createClub(invitee());
      const oldLink = `/api/auth/invitation/${tokenOf(invitation!.url)}`;
      const renewed = await as(admin).send('POST', `/api/admin/clubs/${club.id}/invitation`);
      expect(renewed.statusCode, renewed.body).toBe(200);
      const { invitation: fresh } = adminClubChangeSchema.parse(renewed.json());
      expect(fresh!.url).not.toBe(invitation!.url);
      expect((await ctx.app.inject({ method: 'GET', url: oldLink })).statusCode).toBe(409);
      const log = auditPageSchema.parse((await as(admin).get('/api/admin/audit?limit=1')).json());
      expect(log.items[0]).toMatchObject({ action: 'club.invitation', subjectId: club.id });

      const player = await registerPlayer(ctx.app);
      const refused = await as(player).send('POST', `/api/admin/clubs/${club.id}/invitation`);
      expect(refused.statusCode).toBe(403);
      const used = await ctx.app.inject({
        method: 'POST',
        url: `/api/auth/invitation/${tokenOf(fresh!.url)}`,
        payload: { password: 'my-own-secret' },
      });
      expect(used.statusCode, used.body).toBe(200);
      const again = await as(admin).send('POST', `/api/admin/clubs/${club.id}/invitation`);
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('OWNER_NOT_INVITED');
      const missing = await as(admin).send('POST', `/api/admin/clubs/${'0'.repeat(8)}/invitation`);
      expect([400, 404]).toContain(missing.statusCode);
    });
  });

  describe('suspension', () => {
    const zone = 'Europe/Madrid';

    async function bookedClub() {
      const world = await aClub(ctx, { courts: [{ name: 'Indoor 1', courtType: 'indoor' }] });
      const court = world.courts[0]!;
      const player = await aPlayerWithCoins(ctx, 10_000);
      const date = clubDateIn(3, zone, time.clock.now());
      const bookingId = await aBooking(ctx, player, court, { date, hour: 10, method: 'coins' });
      return { world, court, player, bookingId, date };
    }

    const suspend = (clubId: string, futureBookings: 'keep' | 'cancel') =>
      as(admin).send('POST', `/api/admin/clubs/${clubId}/suspend`, {
        futureBookings,
        reason: 'Licence under review',
      });

    it('cancels future bookings with full refunds when asked, and tells the player and the owner', async () => {
      const { world, player, bookingId } = await bookedClub();
      const before = await coinsOf(ctx.app, player.token);
      const res = await suspend(world.clubId, 'cancel');
      expect(res.statusCode, res.body).toBe(200);
      expect(adminClubChangeSchema.parse(res.json()).cancelledBookings).toBe(1);
      expect(await coinsOf(ctx.app, player.token)).toBeGreaterThan(before);
      const booking = await ctx.db
        .selectFrom('bookings')
        .select(['status', 'cancel_reason'])
        .where('id', '=', bookingId)
        .executeTakeFirstOrThrow();
      expect(booking).toEqual({ status: 'cancelled', cancel_reason: 'Licence under review' });
      expect(await kindsOf(player.id)).toContain('booking_cancelled');
      expect(await kindsOf(world.owner.id)).toContain('club_suspended');
    });

    it('ends a booking still waiting for its card payment when its bookings are cancelled', async () => {
      const { world, court, player, date } = await bookedClub();
      const started = await pay(ctx.app, player.token, 'card', bookingBody(court, date, 14));
      expect(started.statusCode, started.body).toBe(201);
      const held = started.json<{ booking: { id: string } }>().booking.id;
      const res = await suspend(world.clubId, 'cancel');
      expect(adminClubChangeSchema.parse(res.json()).cancelledBookings).toBe(2);
      const booking = await ctx.db
        .selectFrom('bookings')
        .select('status')
        .where('id', '=', held)
        .executeTakeFirstOrThrow();
      expect(booking.status).toBe('cancelled');
    });

    it('keeps future bookings when asked, and tells their players', async () => {
      const { world, player, bookingId } = await bookedClub();
      const res = await suspend(world.clubId, 'keep');
      expect(adminClubChangeSchema.parse(res.json()).cancelledBookings).toBe(0);
      const booking = await ctx.db
        .selectFrom('bookings')
        .select('status')
        .where('id', '=', bookingId)
        .executeTakeFirstOrThrow();
      expect(booking.status).toBe('confirmed');
      expect(await kindsOf(player.id)).toContain('club_suspended');
    });

    it("leaves players' lists and takes no new booking or match until it reopens", async () => {
      const { world, court, player, date } = await bookedClub();
      await suspend(world.clubId, 'keep');
      const listed = await as(player).get('/api/user/club/all');
      expect(listed.json().map((club: { id: string }) => club.id)).not.toContain(world.clubId);
      const courts = await as(player).get('/api/user/court/all');
      expect(courts.body).not.toContain(court.courtId);

      await expect(aBooking(ctx, player, court, { date, hour: 12 })).rejects.toMatchObject({
        code: 'CLUB_SUSPENDED',
      });
      const organizer = await aPadelPlayer(ctx);
      const match = await api(ctx.app, organizer.token).create(
        matchForm(world.clubId, matchStart(4, 18, zone, time.clock.now())),
      );
      expect(match.statusCode).toBe(409);
      expect(match.json().code).toBe('CLUB_SUSPENDED');

      const reopened = await as(admin).send('POST', `/api/admin/clubs/${world.clubId}/reopen`);
      expect(reopened.json().suspendedAt).toBeNull();
      await aBooking(ctx, player, court, { date, hour: 12 });
      expect(await kindsOf(world.owner.id)).toContain('club_reopened');
      const log = auditPageSchema.parse((await as(admin).get('/api/admin/audit?limit=2')).json());
      expect(log.items.map((entry) => entry.action)).toEqual(['club.reopen', 'club.suspend']);
      expect(JSON.parse(log.items[1]!.after!)).toMatchObject({
        futureBookings: 'keep',
        reason: 'Licence under review',
      });
    });
  });

  async function kindsOf(userId: string) {
    const rows = await ctx.db
      .selectFrom('notifications')
      .select('kind')
      .where('user_id', '=', userId)
      .execute();
    return rows.map((row) => row.kind);
  }
});
