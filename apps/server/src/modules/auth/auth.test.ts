import { authResponseSchema, errorBodySchema, userSchema } from '@courtside/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestContext,
  registerPlayer,
  type TestContext,
} from '#test/helpers/test-app.js';
import { handMadeToken, movableClock } from '#test/helpers/tokens.js';
import { buildApp } from '#server/app.js';
import { createSignInThrottle, defaultThrottlePolicy } from './sign-in-throttle.js';
import { createThrottleRepo } from './throttle.repo.js';

describe('accounts', () => {
  const clock = movableClock();
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ clock });
  });
  afterAll(() => ctx.close());

  const register = (payload: object) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/register', payload });
  const login = (phone: string, password: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { phone, password } });

  describe('POST /auth/register', () => {
    it('creates a player and answers token, id, role and the user, never the hash', async () => {
      const res = await register({
        Name: 'Lucia',
        username: 'lucia_p',
        phone: '+34 611 222 333',
        password: 'padel-pass-9',
        isPadel: true,
        isFootball: false,
      });
      expect(res.statusCode).toBe(201);
      const body = authResponseSchema.parse(res.json());
      expect(body.role).toBe('player');
      expect(body.firstName).toBe('Lucia');
      expect(body.Phone).toBe('+34611222333');
      expect(body.isPadel).toBe(true);
      expect(body.isFootball).toBe(false);
      expect(res.body).not.toMatch(/argon|hash|padel-pass-9/i);
    });

    it('accepts a first name as long as a person has, up to 200 characters', async () => {
      const longName = `Maria ${'Fernanda '.repeat(5)}de los Angeles`;
      const pastSixty = await register({
        Name: longName,
        username: 'long_name_61',
        phone: '+34 611 000 061',
        password: 'padel-pass-9',
      });
      expect(pastSixty.statusCode).toBe(201);
      expect(authResponseSchema.parse(pastSixty.json()).firstName).toBe(longName);
      expect(longName).toHaveLength(65);
      const twoHundred = await register({
        Name: 'x'.repeat(200),
        username: 'long_name_200',
        phone: '+34 611 000 200',
        password: 'padel-pass-9',
      });
      expect(twoHundred.statusCode).toBe(201);

      const tooLong = await register({
        Name: 'x'.repeat(201),
        username: 'long_name_201',
        phone: '+34 611 000 201',
        password: 'padel-pass-9',
      });
      expect(tooLong.statusCode).toBe(400);
      expect(errorBodySchema.parse(tooLong.json()).details?.map((d) => d.field)).toEqual([
        'body.Name',
      ]);
    });

    it('refuses a taken username whatever its case, naming the field', async () => {
      const res = await register({
        Name: 'Other',
        username: 'LUCIA_P',
        phone: '+34 699 000 111',
        password: 'another-pass',
      });
      expect(res.statusCode).toBe(409);
      const body = errorBodySchema.parse(res.json());
      expect(body.code).toBe('DUPLICATE');
      expect(body.details).toEqual([{ field: 'username', message: 'This username is taken' }]);
    });

    it('refuses a taken phone number written differently, naming the field', async () => {
      const res = await register({
        Name: 'Other',
        username: 'someone_else',
        phone: '+34611222333',
        password: 'another-pass',
      });
      expect(res.statusCode).toBe(409);
      expect(errorBodySchema.parse(res.json()).details?.map((d) => d.field)).toEqual(['phone']);
    });

    it('answers 400 with every failing field for a bad body', async () => {
      const res = await register({ Name: '', username: 'a b', phone: 'call me', isPadel: 'yes' });
      expect(res.statusCode).toBe(400);
      const body = errorBodySchema.parse(res.json());
      expect(body.code).toBe('VALIDATION_FAILED');
      const fields = body.details?.map((d) => d.field) ?? [];
      expect(fields).toEqual(
        expect.arrayContaining([
          'body.Name',
          'body.username',
          'body.phone',
          'body.password',
          'body.isPadel',
        ]),
      );
    });
  });

  describe('POST /auth/login', () => {
    it('signs in by username and by phone number, and the token opens /auth/me', async () => {
      const byName = await login('lucia_p', 'padel-pass-9');
      expect(byName.statusCode).toBe(200);
      const byPhone = await login('+34 611-222-333', 'padel-pass-9');
      expect(byPhone.statusCode).toBe(200);
      const session = authResponseSchema.parse(byPhone.json());
      expect(session.username).toBe('lucia_p');

      const me = await ctx.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: bearer(session.token),
      });
      expect(me.statusCode).toBe(200);
      expect(userSchema.parse(me.json()).id).toBe(session.id);
    });

    it('answers 401 for a wrong password or an unknown user', async () => {
      const wrong = await login('lucia_p', 'not-the-password');
      expect(wrong.statusCode).toBe(401);
      expect(errorBodySchema.parse(wrong.json()).code).toBe('INVALID_CREDENTIALS');
      const unknown = await login('nobody_here', 'whatever-1');
      expect(unknown.statusCode).toBe(401);
    });

    it('locks an address that fails across many identifiers', async () => {
      clock.advance(60 * 60_000);
      const attempt = (i: number) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: '203.0.113.9',
          payload: { phone: `ghost${i}`, password: 'wrong-wrong' },
        });
      const statuses: number[] = [];
      for (let i = 0; i < 21; i += 1) statuses.push((await attempt(i)).statusCode);
      expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
      expect(statuses[20]).toBe(429);
    });
  });

  describe('sign-in throttling', () => {
    let lastOctet = 0;
    const freshAddress = () => `198.51.100.${(lastOctet += 1)}`;
    const loginFrom = (address: string, phone: string, password: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: address,
        payload: { phone, password },
      });
    const retryAfter = (res: { json(): unknown }) =>
      Date.parse(errorBodySchema.parse(res.json()).details?.[0]?.message ?? '') -
      clock.now().getTime();

    it('refuses a sign-up with a number another account holds, however it is spelled', async () => {
      const holder = await registerPlayer(ctx.app, { phone: '+34 633 400 055' });
      expect(holder.Phone).toBe('+34633400055');
      const local = await registerPlayer(ctx.app, { phone: '633 4000 555' });
      expect(local.Phone).toBe('6334000555');
      for (const spelling of ['0034 633 400 055', '+34-633-40-00-55', '633-4000-555']) {
        const res = await ctx.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          payload: {
            Name: 'Copy',
            username: `copy${spelling.length}${Date.now() % 100000}`,
            phone: spelling,
            password: 'secret-pass-1',
            isPadel: true,
          },
        });
        expect(res.statusCode, spelling).toBe(409);
      }
      const signedIn = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { phone: '633 400 055', region: 'ES', password: 'secret-pass-1' },
      });
      expect(signedIn.json<{ id: string }>().id).toBe(holder.id);
    });

    it('counts failures per account however the identifier is spelled', async () => {
      clock.advance(2 * 60 * 60_000);
      const player = await registerPlayer(ctx.app, { password: 'right-password' });
      const digits = player.Phone.slice(3); // without the country code +34
      const spellings = [
        player.Phone,
        `+34 ${digits}`,
        `+34-${digits.slice(0, 3)}-${digits.slice(3)}`,
        player.username.toUpperCase(),
        `+34 ${digits.slice(0, 3)} ${digits.slice(3)}`,
      ];
      for (const spelling of spellings)
        expect((await loginFrom(freshAddress(), spelling, 'wrong-guess')).statusCode).toBe(401);
      const next = await loginFrom(freshAddress(), player.username, 'wrong-guess');
      expect(next.statusCode).toBe(429);
    });

    it('slows guessing with a delay that doubles, without locking the owner out for long', async () => {
      clock.advance(2 * 60 * 60_000);
      const player = await registerPlayer(ctx.app, { password: 'right-password' });
      const address = freshAddress();
      for (let i = 0; i < 5; i += 1)
        expect((await loginFrom(address, player.username, 'wrong-guess')).statusCode).toBe(401);
      const first = await loginFrom(address, player.username, 'right-password');
      expect(first.statusCode).toBe(429);
      expect(retryAfter(first)).toBe(1_000);
      expect(first.headers['retry-after']).toBe('1');

      clock.advance(1_000);
      expect((await loginFrom(address, player.username, 'wrong-guess')).statusCode).toBe(401);
      const second = await loginFrom(address, player.username, 'right-password');
      expect(second.statusCode).toBe(429);
      expect(retryAfter(second)).toBe(2_000);
      expect(second.headers['retry-after']).toBe('2');

      clock.advance(2_000);
      expect((await loginFrom(address, player.username, 'right-password')).statusCode).toBe(200);
    });

    it('never makes one wait more than 15 minutes, however long the guessing goes on', async () => {
      clock.advance(2 * 60 * 60_000);
      const player = await registerPlayer(ctx.app, { password: 'right-password' });
      const address = freshAddress();
      for (let i = 0; i < 4; i += 1)
        expect((await loginFrom(address, player.username, 'wrong-guess')).statusCode).toBe(401);
      // From the 5th failure on, each waits twice the last: 1 s, 2 s, ... 512 s, then the
      // 15-minute cap where 1,024 s and more would follow.
      const waits: number[] = [];
      for (let i = 0; i < 14; i += 1) {
        expect((await loginFrom(address, player.username, 'wrong-guess')).statusCode).toBe(401);
        const refused = await loginFrom(address, player.username, 'right-password');
        expect(refused.statusCode).toBe(429);
        waits.push(retryAfter(refused));
        clock.advance(retryAfter(refused));
      }
      expect(waits).toEqual([
        1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 64_000, 128_000, 256_000, 512_000, 900_000,
        900_000, 900_000, 900_000,
      ]);
      expect((await loginFrom(address, player.username, 'right-password')).statusCode).toBe(200);
    });

    it('forgets the failures of an account from an address once it signs in from there', async () => {
      clock.advance(2 * 60 * 60_000);
      const player = await registerPlayer(ctx.app, { password: 'right-password' });
      const address = freshAddress();
      for (let i = 0; i < 4; i += 1)
        expect((await loginFrom(address, player.username, 'wrong-guess')).statusCode).toBe(401);
      expect((await loginFrom(address, player.username, 'right-password')).statusCode).toBe(200);
      // Counted on from 4, the next failure would be the 5th and start a delay; counted
      // afresh, four more are still let through.
      for (let i = 0; i < 4; i += 1)
        expect((await loginFrom(address, player.username, 'wrong-guess')).statusCode).toBe(401);
      expect((await loginFrom(address, player.username, 'right-password')).statusCode).toBe(200);
    });

    it("lets the owner in from their own device while strangers' guesses hold the account", async () => {
      clock.advance(2 * 60 * 60_000);
      const player = await registerPlayer(ctx.app, { password: 'right-password' });
      const ownDevice = freshAddress();
      expect((await loginFrom(ownDevice, player.username, 'right-password')).statusCode).toBe(200);
      for (let i = 0; i < 10; i += 1)
        await loginFrom(freshAddress(), player.username, `guess-${i}-wrong`);

      const stranger = await loginFrom(freshAddress(), player.username, 'right-password');
      expect(stranger.statusCode).toBe(429);
      const owner = await loginFrom(ownDevice, player.username, 'right-password');
      expect(owner.statusCode).toBe(200);
    });

    /** Sends every sign-in at once; a 401 or a 200 is a password evaluated, a 429 one refused. */
    const burst = async (attempts: Array<{ address: string; phone: string; password: string }>) => {
      const responses = await Promise.all(
        attempts.map(({ address, phone, password }) => loginFrom(address, phone, password)),
      );
      const count = (status: number) => responses.filter((r) => r.statusCode === status).length;
      return { wrong: count(401), right: count(200), refused: count(429) };
    };
    const fortyWrongGuesses = (phone: string, addressOf: (i: number) => string) =>
      Array.from({ length: 40 }, (_, i) => ({
        address: addressOf(i),
        phone,
        password: `guess-${i}-wrong`,
      }));

    it('evaluates at most 5 guesses at an account sent at once from 40 addresses', async () => {
      clock.advance(2 * 60 * 60_000);
      const player = await registerPlayer(ctx.app, { password: 'right-password' });
      const { wrong, refused } = await burst(
        fortyWrongGuesses(player.username, (i) => `192.0.2.${i + 1}`),
      );
      expect(wrong).toBe(5);
      expect(refused).toBe(35);
    });

    it('evaluates at most 5 guesses at an account sent at once from one address', async () => {
      clock.advance(2 * 60 * 60_000);
      const player = await registerPlayer(ctx.app, { password: 'right-password' });
      const address = freshAddress();
      const { wrong, refused } = await burst(fortyWrongGuesses(player.username, () => address));
      expect(wrong).toBe(5);
      expect(refused).toBe(35);
    });

    it('lets at most 5 wrong guesses through when the right one hides among 40 sent at once', async () => {
      clock.advance(2 * 60 * 60_000);
      const player = await registerPlayer(ctx.app, { password: 'right-password' });
      const guesses = fortyWrongGuesses(player.username, (i) => `192.0.2.${i + 101}`).map(
        (guess, i) => (i === 0 ? { ...guess, password: 'right-password' } : guess),
      );
      const { wrong, right, refused } = await burst(guesses);
      // A right password is no failure: it gives its place back, which may let one more
      // guess through, as it would one after another.
      expect(wrong).toBeLessThanOrEqual(5);
      expect(wrong + right).toBeLessThanOrEqual(6);
      expect(wrong + right + refused).toBe(40);
    });

    it('evaluates at most 20 guesses from one address sent at once across 40 accounts', async () => {
      clock.advance(2 * 60 * 60_000);
      const address = freshAddress();
      const { wrong, refused } = await burst(
        Array.from({ length: 40 }, (_, i) => ({
          address,
          phone: `burst-ghost-${i}`,
          password: 'wrong-wrong',
        })),
      );
      expect(wrong).toBe(20);
      expect(refused).toBe(20);
    });

    it('lets the owner in from their own device however many strangers fail on other accounts there', async () => {
      clock.advance(2 * 60 * 60_000);
      const player = await registerPlayer(ctx.app, { password: 'right-password' });
      const neighbour = await registerPlayer(ctx.app, { password: 'neighbour-password' });
      const sharedAddress = freshAddress();
      expect((await loginFrom(sharedAddress, player.username, 'right-password')).statusCode).toBe(
        200,
      );
      for (let i = 0; i < 20; i += 1)
        expect((await loginFrom(sharedAddress, `stranger-${i}`, 'wrong-wrong')).statusCode).toBe(
          401,
        );
      // The address is held for everyone who has not signed in from it...
      expect((await loginFrom(sharedAddress, 'stranger-20', 'wrong-wrong')).statusCode).toBe(429);
      expect(
        (await loginFrom(sharedAddress, neighbour.username, 'neighbour-password')).statusCode,
      ).toBe(429);
      // ...but not for the owner on their own device.
      expect((await loginFrom(sharedAddress, player.username, 'right-password')).statusCode).toBe(
        200,
      );
      // Whose own failures there still count: five, then a wait.
      for (let i = 0; i < 5; i += 1)
        expect((await loginFrom(sharedAddress, player.username, 'wrong-guess')).statusCode).toBe(
          401,
        );
      const held = await loginFrom(sharedAddress, player.username, 'right-password');
      expect(held.statusCode).toBe(429);
      expect(retryAfter(held)).toBe(1_000);
    });

    it('a right password gives back the place it took in the count', async () => {
      clock.advance(2 * 60 * 60_000);
      const player = await registerPlayer(ctx.app, { password: 'right-password' });
      for (let i = 0; i < 4; i += 1)
        expect((await loginFrom(freshAddress(), player.username, 'wrong-guess')).statusCode).toBe(
          401,
        );
      expect((await loginFrom(freshAddress(), player.username, 'right-password')).statusCode).toBe(
        200,
      );
      // The 5th failure, not the 6th: a wait of 1 s, not 2.
      expect((await loginFrom(freshAddress(), player.username, 'wrong-guess')).statusCode).toBe(
        401,
      );
      const held = await loginFrom(freshAddress(), player.username, 'right-password');
      expect(held.statusCode).toBe(429);
      expect(retryAfter(held)).toBe(1_000);
    });

    it('counts an attempt whose request dies before its password is checked as a failure, forgotten like one', async () => {
      clock.advance(2 * 60 * 60_000);
      const player = await registerPlayer(ctx.app, { password: 'right-password' });
      const throttle = createSignInThrottle({
        throttle: createThrottleRepo(ctx.db),
        clock,
        policy: defaultThrottlePolicy,
      });
      // Five attempts take their places and never finish (the process died, say).
      for (let i = 0; i < 5; i += 1)
        await throttle.attempt(`user:${player.id}`, freshAddress(), player.id);
      const held = await loginFrom(freshAddress(), player.username, 'right-password');
      expect(held.statusCode).toBe(429);
      expect(retryAfter(held)).toBe(1_000);
      clock.advance(1_000);
      expect((await loginFrom(freshAddress(), player.username, 'right-password')).statusCode).toBe(
        200,
      );
    });

    it('forgets quiet counters and unused devices', async () => {
      const count = async (table: 'sign_in_failures' | 'sign_in_known_addresses') =>
        (
          await ctx.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n;
      expect(Number(await count('sign_in_failures'))).toBeGreaterThan(0);
      clock.advance(2 * 60 * 60_000);
      await ctx.app.services.auth.forgetStaleThrottling();
      expect(Number(await count('sign_in_failures'))).toBe(0);
      expect(Number(await count('sign_in_known_addresses'))).toBeGreaterThan(0);
      clock.advance(31 * 86_400_000);
      await ctx.app.services.auth.forgetStaleThrottling();
      expect(Number(await count('sign_in_known_addresses'))).toBe(0);
    });
  });

  describe('tokens', () => {
    it('refuses a missing, malformed, forged, unsigned or expired token with 401', async () => {
      const player = await registerPlayer(ctx.app);
      const now = Math.floor(Date.now() / 1000);
      const claims = { sub: player.id, role: 'owner', iat: now };
      const tokens = [
        undefined,
        'not-a-jwt',
        handMadeToken({ ...claims, exp: now + 600 }, 'some-other-secret-of-enough-length'),
        handMadeToken({ ...claims, exp: now + 600 }, '', { alg: 'none', typ: 'JWT' }),
        handMadeToken({ ...claims, iat: now - 7200, exp: now - 3600 }, ctx.jwtSecret),
        `${player.token.slice(0, -3)}abc`,
      ];
      for (const token of tokens) {
        const res = await ctx.app.inject({
          method: 'GET',
          url: '/api/auth/me',
          headers: token ? bearer(token) : {},
        });
        expect(res.statusCode, String(token)).toBe(401);
        expect(errorBodySchema.parse(res.json()).code).toBe('UNAUTHORIZED');
      }
      const genuine = handMadeToken({ ...claims, role: 'player', exp: now + 600 }, ctx.jwtSecret);
      const ok = await ctx.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: bearer(genuine),
      });
      expect(ok.statusCode).toBe(200);
    });

    const me = (token: string, app = ctx.app) =>
      app.inject({ method: 'GET', url: '/api/user/me/coins', headers: bearer(token) });
    const signOut = (token: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: bearer(token) });

    it('refuses a genuine token that never expires', async () => {
      const player = await registerPlayer(ctx.app);
      const now = Math.floor(Date.now() / 1000);
      const forever = handMadeToken({ sub: player.id, role: 'player', iat: now }, ctx.jwtSecret);
      expect((await me(forever)).statusCode).toBe(401);
    });

    const signOutEverywhere = (token: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/sign-out-everywhere',
        headers: bearer(token),
      });

    it("logging out ends this device's session only: the account's other sessions keep working", async () => {
      const player = await registerPlayer(ctx.app, { password: 'right-password' });
      const phone = (await login(player.username, 'right-password')).json<{ token: string }>();
      expect((await me(player.token)).statusCode).toBe(200);
      expect((await me(phone.token)).statusCode).toBe(200);

      expect((await signOut(player.token)).statusCode).toBe(204);
      expect((await me(player.token)).statusCode).toBe(401);
      expect((await signOut(player.token)).statusCode).toBe(401);
      expect((await me(phone.token)).statusCode).toBe(200);

      expect((await signOut(phone.token)).statusCode).toBe(204);
      expect((await me(phone.token)).statusCode).toBe(401);
    });

    it('signing out everywhere ends every session of the account until the next sign-in', async () => {
      const player = await registerPlayer(ctx.app, { password: 'right-password' });
      const phone = (await login(player.username, 'right-password')).json<{ token: string }>();
      const other = await registerPlayer(ctx.app);
      expect((await me(phone.token)).statusCode).toBe(200);

      expect((await signOutEverywhere(phone.token)).statusCode).toBe(204);
      expect((await me(player.token)).statusCode).toBe(401);
      expect((await me(phone.token)).statusCode).toBe(401);
      expect((await signOutEverywhere(phone.token)).statusCode).toBe(401);
      expect((await me(other.token)).statusCode).toBe(200);

      const again = (await login(player.username, 'right-password')).json<{ token: string }>();
      expect((await me(again.token)).statusCode).toBe(200);
    });

    it('a token from before sessions existed signs out everything on log out, as it did', async () => {
      const player = await registerPlayer(ctx.app);
      const now = Math.floor(Date.now() / 1000);
      const older = handMadeToken(
        { sub: player.id, role: 'player', ver: 0, iat: now, exp: now + 600 },
        ctx.jwtSecret,
      );
      expect((await me(older)).statusCode).toBe(200);
      expect((await signOut(older)).statusCode).toBe(204);
      expect((await me(older)).statusCode).toBe(401);
      expect((await me(player.token)).statusCode).toBe(401);
    });

    it('a log out reaches another server process on the same database within a second', async () => {
      const other = await buildApp({
        db: ctx.db,
        jwtSecret: ctx.jwtSecret,
        logLevel: 'silent',
        holdSweepMs: 0,
        paymentsSandbox: false,
      });
      try {
        const player = await registerPlayer(ctx.app);
        expect((await me(player.token, other)).statusCode).toBe(200);
        await signOut(player.token);
        await new Promise((resolve) => setTimeout(resolve, 1_100));
        expect((await me(player.token, other)).statusCode).toBe(401);
      } finally {
        await other.close();
      }
    });

    it('admits a new sign-in at once on a process that keeps the account from a moment before', async () => {
      const other = await buildApp({
        db: ctx.db,
        jwtSecret: ctx.jwtSecret,
        logLevel: 'silent',
        holdSweepMs: 0,
        paymentsSandbox: false,
      });
      try {
        const player = await registerPlayer(ctx.app, { password: 'right-password' });
        expect((await me(player.token, other)).statusCode).toBe(200);
        const phone = (await login(player.username, 'right-password')).json<{ token: string }>();
        expect((await me(phone.token, other)).statusCode).toBe(200);
      } finally {
        await other.close();
      }
    });

    it("refuses a deleted account's tokens", async () => {
      const player = await registerPlayer(ctx.app);
      await ctx.db
        .updateTable('users')
        .set({ deleted_at: new Date().toISOString() })
        .where('id', '=', player.id)
        .execute();
      expect((await me(player.token)).statusCode).toBe(401);
    });
  });
});
