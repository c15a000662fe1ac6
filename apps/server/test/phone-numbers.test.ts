import { errorBodySchema, matchSchema, type MatchForm } from '@courtside/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingBody, clubDateIn, pay } from '#test/helpers/booking-fixtures.js';
import {
  aClub,
  aCoinPack,
  aPadelPlayer,
  aUser,
  type TestClubWithCourts,
  type TestUser,
} from '#test/helpers/builders.js';
import {
  aChampionship,
  aPlayerBorn,
  callAs,
  championshipBody,
} from '#test/helpers/championship-fixtures.js';
import { api, matchForm, matchStart } from '#test/helpers/match-fixtures.js';
import { multipartBody } from '#test/helpers/multipart.js';
import { seatKinds, type SeatSeller } from '#test/helpers/seat-fixtures.js';
import { bearer, createTestContext, type TestContext } from '#test/helpers/test-app.js';
import { movableClock } from '#test/helpers/tokens.js';

/** How an endpoint that takes a phone answered, and the phone it kept. */
interface Given {
  status: number;
  body: unknown;
  kept: () => Promise<string | null | undefined>;
}

/** An endpoint that takes a phone: each call gives one number on fresh data. */
interface PhoneTaker {
  where: string;
  /** The field a refusal names. */
  field: string;
  give(phone: string): Promise<Given>;
}

const clubRefusal =
  'A phone number of the club’s country, or with its country code (+34 612 000 444), or of 10 digits';
const noClubRefusal = 'A phone number with its country code (+34 612 000 444) or of 10 digits';

/** Numbers of the n-th endpoint (none an account of another holds), as typed and as kept. */
const numbersOf = (n: number) => ({
  national: [`61${n} 000 444`, `+3461${n}000444`],
  // Issue 40: "+34 612 000 222" was kept as 3461200022, a digit lost.
  international: [`+34 61${n} 000 222`, `+3461${n}000222`],
  local: [`010 1234 56${n}`, `010123456${n}`],
  invalid: [`61${n} 000 44`, `+34 61${n} 000 22`],
});

/** Phone numbers wherever the API takes one (issue 40), on whichever database runs. */
describe('phone numbers', () => {
  const clock = movableClock();
  let ctx: TestContext;
  let madrid: TestClubWithCourts;
  let newYork: TestClubWithCourts;
  let football: TestClubWithCourts;
  let activities: SeatSeller;
  let nights: SeatSeller;
  let day = 1;
  const nextDay = () => (day += 1);

  beforeAll(async () => {
    ctx = await createTestContext({ clock });
    madrid = await aClub(ctx, { courts: [{ name: 'Pista 1' }] });
    newYork = await aClub(ctx, { timeZone: 'America/New_York', courts: [{ name: 'Court 1' }] });
    football = await aClub(ctx, { courts: [{ name: 'Campo 1', sport: 'football' }] });
    activities = await seatKinds[0].sellerIn(ctx, clock);
    nights = await seatKinds[1].sellerIn(ctx, clock);
  });
  afterAll(() => ctx.close());

  const post = (user: TestUser | null, url: string, payload: object, language?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api${url}`,
      headers: {
        ...(user ? bearer(user.token) : {}),
        ...(language ? { 'accept-language': language } : {}),
      },
      payload,
    });
  const keptPayment = (id: string) => async () =>
    (
      await ctx.db
        .selectFrom('payments')
        .select('payer_phone')
        .where('id', '=', id)
        .executeTakeFirst()
    )?.payer_phone;
  const keptRequest = (matchId: string, userId: string) => async () =>
    (
      await ctx.db
        .selectFrom('match_requests')
        .select('phone')
        .where('match_id', '=', matchId)
        .where('user_id', '=', userId)
        .executeTakeFirst()
    )?.phone;
  const paymentIdOf = (body: unknown) => (body as { paymentId?: string }).paymentId ?? '';

  async function aMatch(club: TestClubWithCourts, extra: Partial<MatchForm> = {}) {
    const organizer = await aPadelPlayer(ctx, 'M', 'Organizer');
    const start = matchStart(nextDay(), 18, club.courts[0]!.timeZone, clock.now());
    const created = await api(ctx.app, organizer.token).create(
      matchForm(club.clubId, start, extra),
    );
    expect(created.statusCode, created.body).toBe(201);
    return { organizer, match: matchSchema.parse(created.json()) };
  }

  const asked = async (club: TestClubWithCourts, phone: string): Promise<Given> => {
    const { match } = await aMatch(club);
    const player = await aPadelPlayer(ctx, 'F', 'Lucia');
    const res = await post(player, `/user/match/${match.id}`, { phone });
    return { status: res.statusCode, body: res.json(), kept: keptRequest(match.id, player.id) };
  };

  const clubTakers: PhoneTaker[] = [
    { where: 'asking to join a match', field: 'body.phone', give: (phone) => asked(madrid, phone) },
    {
      where: 'taking a free seat of an open match',
      field: 'body.phone',
      async give(phone) {
        const { match } = await aMatch(madrid, { openJoin: true });
        const player = await aPadelPlayer(ctx, 'F', 'Lucia');
        const res = await post(player, `/user/match/${match.id}/seat/cash`, { phone });
        return { status: res.statusCode, body: res.json(), kept: keptRequest(match.id, player.id) };
      },
    },
    {
      where: 'paying a share of a match by mobile wallet',
      field: 'body.phone',
      async give(phone) {
        const { organizer, match } = await aMatch(madrid);
        const player = await aPadelPlayer(ctx, 'F', 'Lucia');
        const joined = matchSchema.parse(
          (await post(player, `/user/match/${match.id}`, { phone: '010 1234 567' })).json(),
        );
        await api(ctx.app, organizer.token).decide(joined.request[0]!.id, 'confirm');
        const res = await post(player, `/user/match/${match.id}/share/wallet`, { phone });
        return {
          status: res.statusCode,
          body: res.json(),
          kept: keptPayment(paymentIdOf(res.json())),
        };
      },
    },
    {
      where: 'paying a booking by mobile wallet',
      field: 'body.phone',
      async give(phone) {
        const player = await aUser(ctx);
        const court = madrid.courts[0]!;
        const date = clubDateIn(nextDay(), court.timeZone, clock.now());
        const res = await pay(
          ctx.app,
          player.token,
          'wallet',
          bookingBody(court, date, 10, 60, { phone }),
        );
        return {
          status: res.statusCode,
          body: res.json(),
          kept: keptPayment(paymentIdOf(res.json())),
        };
      },
    },
    {
      where: 'booking a walk-in customer',
      field: 'body.customerPhone',
      async give(customerPhone) {
        const court = madrid.courts[0]!;
        const date = clubDateIn(nextDay(), court.timeZone, clock.now());
        const body = bookingBody(court, date, 11, 60, { customerName: 'Ana', customerPhone });
        const res = await pay(ctx.app, madrid.owner.token, 'cash', body);
        const id = (res.json() as { booking?: { id: string } }).booking?.id ?? '';
        const kept = async () =>
          (
            await ctx.db
              .selectFrom('bookings')
              .select('walk_in_phone')
              .where('id', '=', id)
              .executeTakeFirst()
          )?.walk_in_phone;
        return { status: res.statusCode, body: res.json(), kept };
      },
    },
    {
      where: 'adding a coach',
      field: 'body.phone',
      async give(phone) {
        const body = {
          club: madrid.clubId,
          Name: 'Marta',
          phone,
          gender: 'F',
          password: 'coach-pass-1',
        };
        const res = await post(madrid.owner, '/user/me/coach', body);
        const id = (res.json() as { id?: string }).id ?? '';
        const kept = async () =>
          (
            await ctx.db
              .selectFrom('coaches')
              .select('phone')
              .where('id', '=', id)
              .executeTakeFirst()
          )?.phone;
        return { status: res.statusCode, body: res.json(), kept };
      },
    },
    ...[
      { where: 'paying an activity’s seat by mobile wallet', seller: () => activities },
      { where: 'paying a place at a night by mobile wallet', seller: () => nights },
    ].map(({ where, seller }) => ({
      where,
      field: 'body.phone',
      async give(phone: string) {
        const { id } = await seller().aSubject(4);
        const res = await seller().take(await aUser(ctx), id, 'wallet', { phone });
        return { status: res.status, body: res.body, kept: keptPayment(paymentIdOf(res.body)) };
      },
    })),
    {
      where: 'paying a championship place by mobile wallet',
      field: 'body.phone',
      async give(phone) {
        const court = football.courts[0]!;
        const body = championshipBody(court, { days: nextDay(), now: clock.now() });
        const id = await aChampionship(ctx.app, football.owner, body);
        const player = await aPlayerBorn(ctx, '2001-03-04');
        const requestId = (await callAs(ctx.app, player, 'POST', `/user/champion/${id}`)).body.id;
        await callAs(
          ctx.app,
          football.owner,
          'PATCH',
          `/user/champion-request/${requestId}/confirm`,
        );
        const url = `/user/champion-request/${requestId}/payment/wallet`;
        const res = await callAs(ctx.app, player, 'POST', url, { phone });
        return { status: res.status, body: res.body, kept: keptPayment(paymentIdOf(res.body)) };
      },
    },
    {
      where: 'inviting a new club’s owner',
      field: 'body.owner.phone',
      async give(phone) {
        const admin = await aUser(ctx, 'admin');
        const username = `owner${nextDay()}`;
        const res = await post(admin, '/admin/clubs', {
          name: `Club ${username}`,
          address: 'Calle Mayor 1',
          latitude: 40.4,
          longitude: -3.7,
          timeZone: 'Europe/Madrid',
          currency: 'EUR',
          court: { name: 'Pista 1', type: 'padel', capacity: 4, courtType: 'indoor', price: 2000 },
          owner: { kind: 'invite', name: 'Inés', username, phone },
        });
        const kept = async () =>
          (
            await ctx.db
              .selectFrom('users')
              .select('phone')
              .where('username', '=', username)
              .executeTakeFirst()
          )?.phone;
        return { status: res.statusCode, body: res.json(), kept };
      },
    },
  ];

  describe.each(clubTakers.map((taker, n) => ({ ...taker, n })))(
    'where a club is involved: $where',
    ({ field, give, n }) => {
      const { national, international, local, invalid } = numbersOf(n);

      it('keeps a national number of the club’s country, an international one and the spec’s ten digits whole', async () => {
        for (const [typed, kept] of [national, international, local]) {
          const given = await give(typed!);
          expect(given.status, JSON.stringify(given.body)).toBeLessThan(300);
          expect(await given.kept(), typed).toBe(kept);
        }
      });

      it('refuses a number a digit short rather than keep it, naming the field', async () => {
        for (const typed of invalid) {
          const given = await give(typed);
          expect(given.status, typed).toBe(400);
          expect(errorBodySchema.parse(given.body).details).toEqual([
            { field, message: clubRefusal },
          ]);
          expect(await given.kept()).toBeUndefined();
        }
      });
    },
  );

  it('reads a national number in the club’s own country, not another’s', async () => {
    const inNewYork = await asked(newYork, '612 000 444');
    expect(inNewYork.status).toBe(400);
    expect(await inNewYork.kept()).toBeUndefined();
    const international = await asked(newYork, '+34 612 000 444');
    expect(await international.kept()).toBe('+34612000444');
    // Ten digits are the spec's local number in any country; with its trunk 1 it is American.
    const american = await asked(newYork, '1 (212) 555-0123');
    expect(await american.kept()).toBe('+12125550123');
    expect(await (await asked(newYork, '(212) 555-0123')).kept()).toBe('2125550123');
  });

  it('says why a number was refused in Spanish and in Arabic', async () => {
    const { match } = await aMatch(madrid);
    const player = await aPadelPlayer(ctx, 'F', 'Lucia');
    const refusal = async (language: string) =>
      errorBodySchema.parse(
        (await post(player, `/user/match/${match.id}`, { phone: '612 000 44' }, language)).json(),
      ).details?.[0]?.message;
    expect(await refusal('es')).toBe(
      'Un teléfono del país del club, o con su prefijo de país (+34 612 000 444), o de 10 dígitos',
    );
    expect(await refusal('ar')).toMatch(/^رقم هاتف من بلد النادي/);
  });

  const keptPhoneOf = (userId: string) => async () =>
    (await ctx.db.selectFrom('users').select('phone').where('id', '=', userId).executeTakeFirst())
      ?.phone;

  const noClubTakers: PhoneTaker[] = [
    {
      where: 'signing up',
      field: 'body.phone',
      async give(phone) {
        const username = `player${nextDay()}`;
        const res = await post(null, '/auth/register', {
          Name: 'Lucía',
          username,
          phone,
          password: 'padel-pass-9',
        });
        const id = (res.json() as { id?: string }).id ?? '';
        return { status: res.statusCode, body: res.json(), kept: keptPhoneOf(id) };
      },
    },
    {
      where: 'saving the profile',
      field: 'Phone',
      async give(Phone) {
        const user = await aUser(ctx);
        const before = await keptPhoneOf(user.id)();
        const { payload, headers } = multipartBody({ Phone });
        const res = await ctx.app.inject({
          method: 'POST',
          url: '/api/user/me',
          payload,
          headers: { ...headers, ...bearer(user.token) },
        });
        const kept = async () => {
          const now = await keptPhoneOf(user.id)();
          return now === before ? undefined : now;
        };
        return { status: res.statusCode, body: res.json(), kept };
      },
    },
    {
      where: 'buying coins by mobile wallet',
      field: 'body.phone',
      async give(phone) {
        const pack = await aCoinPack(ctx, { coins: 100, price: 400, position: nextDay() });
        const res = await post(await aUser(ctx), '/booking/payment/pack/wallet', { pack, phone });
        return {
          status: res.statusCode,
          body: res.json(),
          kept: keptPayment(paymentIdOf(res.json())),
        };
      },
    },
    {
      where: 'applying to list a club',
      field: 'body.contactPhone',
      async give(contactPhone) {
        const res = await post(null, '/club-applications', {
          clubName: `Padel Norte ${nextDay()}`,
          address: 'Calle del Puerto 7',
          area: 'Bilbao',
          sports: ['padel'],
          courts: 4,
          contactName: 'Nerea',
          contactPhone,
          contactEmail: `nerea${day}@example.test`,
        });
        const id = (res.json() as { id?: string }).id ?? '';
        const kept = async () =>
          (
            await ctx.db
              .selectFrom('club_applications')
              .select('contact_phone')
              .where('id', '=', id)
              .executeTakeFirst()
          )?.contact_phone;
        return { status: res.statusCode, body: res.json(), kept };
      },
    },
  ];

  describe.each(noClubTakers.map((taker, n) => ({ ...taker, n: n + clubTakers.length })))(
    'where no club is involved: $where',
    ({ field, give, n }) => {
      const { national, international, local, invalid } = numbersOf(n % 10);

      it('keeps an international number and the spec’s ten digits whole', async () => {
        for (const [typed, kept] of [international, local]) {
          const given = await give(typed!);
          expect(given.status, JSON.stringify(given.body)).toBeLessThan(300);
          expect(await given.kept(), typed).toBe(kept);
        }
      });

      it('refuses a national number, which has no country to be read in, and one a digit short', async () => {
        for (const typed of [national[0]!, ...invalid]) {
          const given = await give(typed);
          expect(given.status, typed).toBe(400);
          expect(errorBodySchema.parse(given.body).details).toEqual([
            { field, message: noClubRefusal },
          ]);
          expect(await given.kept()).toBeUndefined();
        }
      });
    },
  );

  it('signs in by a number typed in its national form in the device’s country', async () => {
    const account = await post(null, '/auth/register', {
      Name: 'Lucía',
      username: 'lucia_es',
      phone: '+34 699 100 222',
      password: 'padel-pass-9',
    });
    expect(account.statusCode).toBe(201);
    const signIn = (phone: string, region?: string) =>
      post(null, '/auth/login', { phone, password: 'padel-pass-9', ...(region && { region }) });
    for (const [phone, region] of [
      ['699 100 222', 'ES'],
      ['0034 699-10-02-22', undefined],
      ['34699100222', undefined],
    ] as const)
      expect((await signIn(phone, region)).json(), phone).toMatchObject({ username: 'lucia_es' });
    expect((await signIn('699 100 222')).statusCode).toBe(401);
    expect((await signIn('699 100 222', 'US')).statusCode).toBe(401);
    expect((await signIn('699 100 222', 'XX')).statusCode).toBe(400);
  });
});
