import { errorBodySchema } from '@courtside/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aClubWithCourt, aStaffMember, aUser } from './helpers/builders.js';
import { unreachableStripe } from './helpers/fake-stripe.js';
import { bearer, createTestContext, type TestContext } from './helpers/test-app.js';
import { handMadeToken } from './helpers/tokens.js';
import { routeAccess } from './route-access.js';

const placeholderId = '00000000-0000-4000-8000-00000000ffff';
const concreteUrl = (url: string) => url.replace(/:[A-Za-z]+/g, placeholderId);

describe('authorization matrix', () => {
  let ctx: TestContext;
  let tokens: Record<'player' | 'owner' | 'admin', string>;
  beforeAll(async () => {
    // Stripe on, so that its webhook is among the routes walked.
    ctx = await createTestContext({
      stripe: unreachableStripe,
      publicUrl: 'http://courtside.test',
    });
    tokens = {
      player: (await aUser(ctx)).token,
      owner: (await aClubWithCourt(ctx)).owner.token,
      admin: (await aUser(ctx, 'admin')).token,
    };
  });
  afterAll(() => ctx.close());

  // Signing out revokes the caller's tokens, so it comes after every other call they make.
  const signsOut = (key: string) => Number(key.startsWith('POST /api/auth/sign-out'));
  const routes = () =>
    ctx.app.apiRoutes
      .map((r) => ({ ...r, key: `${r.method} ${r.url}` }))
      .sort((a, b) => signsOut(a.key) - signsOut(b.key));

  it('has an entry for every registered route and no entry for a route that does not exist', () => {
    const registered = routes().map((r) => r.key);
    expect(registered.filter((key) => !(key in routeAccess))).toEqual([]);
    expect(Object.keys(routeAccess).filter((key) => !registered.includes(key))).toEqual([]);
  });

  it('declares on every route the access its entry expects', () => {
    for (const route of routes()) {
      const declared = route.access === 'owner' ? `owner:${route.clubAction}` : route.access;
      expect(declared, route.key).toBe(routeAccess[route.key]);
    }
  });

  const isOwnerRoute = (key: string) => routeAccess[key]?.startsWith('owner:') === true;
  const call = (method: string, url: string, token?: string) =>
    ctx.app.inject({
      method: method as 'GET',
      url: concreteUrl(url),
      headers: token ? bearer(token) : {},
      ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
    });

  it('answers 401 with the error body to anonymous and forged callers of non-public routes', async () => {
    const now = Math.floor(Date.now() / 1000);
    const forged = handMadeToken(
      { sub: 'x', role: 'owner', iat: now, exp: now + 60 },
      'wrong-secret-wrong-secret-wrong',
    );
    for (const route of routes().filter((r) => routeAccess[r.key] !== 'public')) {
      for (const token of [undefined, forged]) {
        const res = await call(route.method, route.url, token);
        expect(res.statusCode, `${route.key} ${token ? 'forged' : 'anonymous'}`).toBe(401);
        expect(errorBodySchema.parse(res.json()).code).toBe('UNAUTHORIZED');
      }
    }
  });

  it('lets anonymous callers reach public routes', async () => {
    for (const route of routes().filter((r) => routeAccess[r.key] === 'public')) {
      const res = await call(route.method, route.url);
      expect([401, 403], route.key).not.toContain(res.statusCode);
    }
  });

  it('answers 403 to players on owner routes and lets owners through', async () => {
    for (const route of routes().filter((r) => isOwnerRoute(r.key))) {
      const asPlayer = await call(route.method, route.url, tokens.player);
      expect(asPlayer.statusCode, `${route.key} as player`).toBe(403);
      const asOwner = await call(route.method, route.url, tokens.owner);
      expect([401, 403], `${route.key} as owner`).not.toContain(asOwner.statusCode);
    }
  });

  it('answers 403 to players and owners on admin routes and lets admins through', async () => {
    for (const route of routes().filter((r) => routeAccess[r.key] === 'admin')) {
      for (const role of ['player', 'owner'] as const) {
        const refused = await call(route.method, route.url, tokens[role]);
        expect(refused.statusCode, `${route.key} as ${role}`).toBe(403);
      }
      const asAdmin = await call(route.method, route.url, tokens.admin);
      expect([401, 403], `${route.key} as admin`).not.toContain(asAdmin.statusCode);
    }
  });

  it('answers 403 to admins on owner routes: an admin is not a club owner', async () => {
    for (const route of routes().filter((r) => isOwnerRoute(r.key))) {
      const asAdmin = await call(route.method, route.url, tokens.admin);
      expect(asAdmin.statusCode, `${route.key} as admin`).toBe(403);
    }
  });

  // What each staff role may do at its club, stated here rather than read from the code.
  const staffMay = {
    manager: (action: string) => action !== 'staff' && action !== 'plans',
    front_desk: (action: string) => action === 'bookings' || action === 'customers',
  };

  it("answers 403 to a club's staff on the owner's routes their role does not give, and lets them through the others", async () => {
    const owner = (await aClubWithCourt(ctx)).owner;
    for (const role of ['manager', 'front_desk'] as const) {
      const member = await aStaffMember(ctx, owner, role);
      for (const route of routes().filter((r) => isOwnerRoute(r.key))) {
        const action = routeAccess[route.key]!.slice('owner:'.length);
        const res = await call(route.method, route.url, member.token);
        if (staffMay[role](action))
          expect([401, 403], `${route.key} as ${role}`).not.toContain(res.statusCode);
        else expect(res.statusCode, `${route.key} as ${role}`).toBe(403);
      }
    }
  });

  // Closing an account and signing out revoke the caller's token: tried with accounts of their own.
  const closesAccount = (key: string) => key === 'DELETE /api/user/me' || signsOut(key) === 1;

  it('lets players and owners through user routes', async () => {
    const userRoutes = routes().filter((r) => routeAccess[r.key] === 'user');
    for (const route of userRoutes.filter((r) => !closesAccount(r.key))) {
      for (const role of ['player', 'owner'] as const) {
        const res = await call(route.method, route.url, tokens[role]);
        expect([401, 403], `${route.key} as ${role}`).not.toContain(res.statusCode);
      }
    }
    for (const route of userRoutes.filter((r) => closesAccount(r.key))) {
      for (const role of ['player', 'owner'] as const) {
        const res = await call(route.method, route.url, (await aUser(ctx, role)).token);
        expect([401, 403], `${route.key} as ${role}`).not.toContain(res.statusCode);
      }
    }
  });
});
