import { bookingPaymentResponseSchema, type AuthResponse, type Profile } from '@courtside/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingBody,
  clubDateIn,
  decideCheckout,
  pay,
  type TestCourt,
} from '#test/helpers/booking-fixtures.js';
import { aClub, type TestClubWithCourts, type TestUser } from '#test/helpers/builders.js';
import { aChampionship, callAs, championshipBody } from '#test/helpers/championship-fixtures.js';
import { api as matchApi, matchForm, matchStart } from '#test/helpers/match-fixtures.js';
import { aPicture, asFile, multipartBody } from '#test/helpers/multipart.js';
import {
  bearer,
  createTestContext,
  registerPlayer,
  type TestContext,
} from '#test/helpers/test-app.js';
import { columnsHolding, sqliteFilesHolding } from '#test/helpers/find-text.js';
import { movableClock } from '#test/helpers/tokens.js';

describe('closing an account and downloading its data', () => {
  const clock = movableClock();
  let ctx: TestContext;
  let club: TestClubWithCourts;
  let padel: TestCourt;
  let football: TestCourt;
  beforeAll(async () => {
    ctx = await createTestContext({ clock });
    club = await aClub(ctx, {
      courts: [
        { name: 'Padel 1', sport: 'padel' },
        { name: 'Five A', sport: 'football', capacity: 5 },
      ],
    });
    [padel, football] = club.courts as [TestCourt, TestCourt];
  });
  afterAll(() => ctx.close());

  const asUser = (auth: AuthResponse): TestUser => ({
    id: auth.id,
    role: auth.role,
    token: auth.token,
  });
  const login = (identifier: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { phone: identifier, password: 'secret-pass-1' },
    });
  const remove = (token: string) =>
    ctx.app.inject({ method: 'DELETE', url: '/api/user/me', headers: bearer(token) });
  const payment = (id: string) =>
    ctx.db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const booking = (id: string) =>
    ctx.db.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  async function withProfile(auth: AuthResponse): Promise<Profile> {
    const { payload, headers } = multipartBody({
      lastName: 'Moreno',
      birthdate: '1998-05-06',
      adress: 'Calle Luna 3',
      photo: asFile(await aPicture()),
    });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/me',
      payload,
      headers: { ...headers, ...bearer(auth.token) },
    });
    return res.json<Profile>();
  }

  async function booked(token: string, method: 'card' | 'cash', days: number, hour: number) {
    const date = clubDateIn(days, padel.timeZone, clock.now());
    const res = bookingPaymentResponseSchema.parse(
      (await pay(ctx.app, token, method, bookingBody(padel, date, hour))).json(),
    );
    if (method === 'card') await decideCheckout(ctx.app, res.formUrl!, 'approve');
    return res.booking;
  }

  async function paidEntry(player: TestUser) {
    const id = await aChampionship(
      ctx.app,
      club.owner,
      championshipBody(football, { days: 20, now: clock.now() }, { inviteOnly: 0, maxAge: 1990 }),
    );
    const applied = await callAs(ctx.app, player, 'POST', `/user/champion/${id}`);
    const requestId = applied.body.id as string;
    const checkout = await callAs(
      ctx.app,
      player,
      'POST',
      `/user/champion-request/${requestId}/payment/card`,
    );
    await decideCheckout(ctx.app, checkout.body.formUrl as string, 'approve');
    return requestId;
  }

  it('cancels and refunds what is ahead, keeps the past anonymised and frees the name and phone', async () => {
    const auth = await registerPlayer(ctx.app, {
      username: 'leaving_player',
      phone: '+34 655 100 200',
    });
    const player = asUser(auth);
    const profile = await withProfile(auth);
    const soon = await booked(player.token, 'cash', 1, 9);
    const card = await booked(player.token, 'card', 10, 18);
    const cash = await booked(player.token, 'cash', 11, 19);
    const requestId = await paidEntry(player);
    const match = await matchApi(ctx.app, player.token).create(
      matchForm(club.clubId, matchStart(15, 10, padel.timeZone, clock.now())),
    );
    expect(match.statusCode).toBe(201);
    clock.advance(2 * 86_400_000); // the first booking is now in the past

    expect((await remove(player.token)).statusCode).toBe(204);

    const row = await ctx.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', player.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      first_name: '',
      last_name: null,
      birthdate: null,
      address: null,
      photo: null,
    });
    expect(row.deleted_at).not.toBeNull();
    expect(row.phone).not.toContain('655100200');
    expect(
      await ctx.app.services.uploads.read(profile.photo!.replace('/api/uploads/', '')),
    ).toBeNull();

    expect((await booking(soon.id)).status).toBe('confirmed');
    expect((await booking(card.id)).status).toBe('cancelled');
    expect((await payment((await booking(card.id)).payment_id!)).status).toBe('refunded');
    expect((await booking(cash.id)).status).toBe('cancelled');
    const request = await ctx.db
      .selectFrom('championship_requests')
      .selectAll()
      .where('id', '=', requestId)
      .executeTakeFirstOrThrow();
    expect(request).toMatchObject({ status: 'rejected', phone: '' });
    expect((await payment(request.payment_id!)).status).toBe('refunded');
    const matchRow = await ctx.db
      .selectFrom('matches')
      .select('status')
      .where('id', '=', match.json<{ id: string }>().id)
      .executeTakeFirstOrThrow();
    expect(matchRow.status).toBe('cancelled');

    const reservations = await ctx.app.inject({
      method: 'GET',
      url: `/api/booking/court/${padel.courtId}?date=${clubDateIn(-1, padel.timeZone, clock.now())}`,
      headers: bearer(club.owner.token),
    });
    expect(reservations.statusCode).toBe(200);
    expect(JSON.stringify(reservations.json())).not.toContain('655100200');

    const signedOut = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: bearer(player.token),
    });
    expect(signedOut.statusCode).toBe(401);
    expect((await login('leaving_player')).statusCode).toBe(401);
    expect((await login('+34655100200')).statusCode).toBe(401);

    const again = await registerPlayer(ctx.app, {
      username: 'leaving_player',
      phone: '+34 655 100 200',
    });
    expect(again.id).not.toBe(player.id);
    expect((await login('leaving_player')).statusCode).toBe(200);
  });

  it("leaves a player's and a coach's name and phone nowhere in the database", async () => {
    const auth = await registerPlayer(ctx.app, {
      username: 'erased_player',
      phone: '+34 655 900 311',
      Name: 'Zephyrine',
    });
    const player = asUser(auth);
    const { payload, headers } = multipartBody({
      lastName: 'Quillfeather',
      birthdate: '1998-05-06',
    });
    await ctx.app.inject({
      method: 'POST',
      url: '/api/user/me',
      payload,
      headers: { ...headers, ...bearer(player.token) },
    });
    expect((await login('erased_player')).statusCode).toBe(200);
    await paidEntry(player);
    // A join request keeps the phone the player typed, and tells the organiser their name.
    const organiser = asUser(await registerPlayer(ctx.app));
    const match = await matchApi(ctx.app, organiser.token).create(
      matchForm(club.clubId, matchStart(12, 11, padel.timeZone, clock.now())),
    );
    const joined = await ctx.app.inject({
      method: 'POST',
      url: `/api/user/match/${match.json<{ id: string }>().id}`,
      headers: bearer(player.token),
      payload: { phone: '+34 655 900 311' },
    });
    expect(joined.statusCode).toBe(201);
    const coachCreated = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/me/coach',
      headers: bearer(club.owner.token),
      payload: {
        club: club.clubId,
        Name: 'Ottoline Brackwater',
        phone: '+34 677 410 522',
        gender: 'F',
        password: 'coach-pass-1',
      },
    });
    expect(coachCreated.statusCode).toBe(201);
    const coach = asUser(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { phone: '+34677410522', password: 'coach-pass-1' },
        })
      ).json<AuthResponse>(),
    );
    const traces = ['655900311', 'Zephyrine', 'Quillfeather', '677410522', 'Brackwater'];
    for (const trace of traces) expect(await columnsHolding(ctx.db, trace)).not.toEqual([]);

    expect((await remove(player.token)).statusCode).toBe(204);
    expect((await remove(coach.token)).statusCode).toBe(204);

    for (const trace of traces) {
      expect(await columnsHolding(ctx.db, trace), trace).toEqual([]);
      expect(sqliteFilesHolding(ctx.target, trace), trace).toEqual([]);
    }
    // The organiser still sees that someone asked to join, without the name.
    const told = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/me/notifications',
      headers: bearer(organiser.token),
    });
    const received = told
      .json<{ items: Array<{ kind: string; facts: Record<string, unknown> }> }>()
      .items.filter((item) => item.kind === 'match_request_received');
    expect(received.map((item) => item.facts.requester)).toEqual([null]);
  });

  it('refuses an owner who still has a club, and leaves the account as it was', async () => {
    const res = await remove(club.owner.token);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'OWNS_CLUB' });
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: bearer(club.owner.token),
    });
    expect(me.statusCode).toBe(200);
  });

  it('refuses anonymous callers', async () => {
    expect((await ctx.app.inject({ method: 'DELETE', url: '/api/user/me' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/user/me/export' })).statusCode).toBe(
      401,
    );
  });

  it('exports everything stored about the person as a JSON file, without secrets', async () => {
    const auth = await registerPlayer(ctx.app, { username: 'curious_player' });
    await withProfile(auth);
    const card = await booked(auth.token, 'card', 12, 17);
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/me/export',
      headers: bearer(auth.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="courtside-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = res.json<Record<string, unknown>>();
    expect(data).toMatchObject({
      account: {
        id: auth.id,
        username: 'curious_player',
        lastName: 'Moreno',
        birthdate: '1998-05-06',
      },
      bookings: [{ id: card.id, status: 'confirmed' }],
      payments: [{ purpose: 'booking', method: 'card', status: 'succeeded' }],
      coins: { balance: 0 },
    });
    expect(data).toHaveProperty('notifications');
    expect(data).toHaveProperty('matches');
    expect(data).toHaveProperty('championships');
    expect(res.body).not.toContain('password');
    expect(res.body).not.toContain('token_version');
  });
});
