import {
  customerDetailSchema,
  customerPageSchema,
  type ActivityOccurrence,
  type CustomerPage,
} from '@courtside/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityBody, aCoach } from '#test/helpers/activity-fixtures.js';
import { bookingBody, clubDateIn, pay } from '#test/helpers/booking-fixtures.js';
import { aClub, aUser, type TestClubWithCourts, type TestUser } from '#test/helpers/builders.js';
import { callAs } from '#test/helpers/championship-fixtures.js';
import { api, matchForm, matchStart } from '#test/helpers/match-fixtures.js';
import {
  bearer,
  createTestContext,
  registerPlayer,
  type TestContext,
} from '#test/helpers/test-app.js';
import { movableClock } from '#test/helpers/tokens.js';
import { signToken } from '#server/plugins/auth.js';

const hour = 3_600_000;

/*
 * One Madrid club, all in the coming days, then the clock moved past them:
 *   Booker   books 10:00 on day 2 in cash (marked a no-show once it began)
 *   Joiner   takes a seat of a session on day 3
 *   Organizer creates a match on day 4 (and holds its first seat)
 *   the desk books a walk-in "Walk Inés" with a phone on day 2 at 12:00
 *   the desk adds "Desk Dora" by name and phone, who has no account yet
 */
describe('a club’s customers', () => {
  const clock = movableClock();
  let ctx: TestContext;
  let club: TestClubWithCourts;
  let other: TestClubWithCourts;
  let booker: TestUser;
  let joiner: TestUser;
  let organizer: TestUser;
  const walkInPhone = '+34699111222';
  const doraPhone = '+34699333444';

  const call = (
    who: TestUser,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    body?: object,
  ) => callAs(ctx.app, who, method, url, body);
  const list = async (query = '', who = club.owner) => {
    const res = await call(who, 'GET', `/owner/customers${query}`);
    expect(res.status).toBe(200);
    return customerPageSchema.parse(res.body);
  };
  const names = (page: CustomerPage) => page.items.map((item) => item.name);
  const idOf = (phone: string) => phone.slice(1);
  const phoneOf = async (user: TestUser) =>
    (
      await ctx.db
        .selectFrom('users')
        .select('phone')
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow()
    ).phone;

  beforeAll(async () => {
    ctx = await createTestContext({ clock });
    club = await aClub(ctx, { name: 'Home club' });
    other = await aClub(ctx, { name: 'Other club' });
    const court = club.courts[0]!;
    const day = (days: number) => clubDateIn(days, court.timeZone, clock.now());
    booker = await aUser(ctx, 'player', 'Booker');
    joiner = await aUser(ctx, 'player', 'Joiner');
    organizer = await aUser(ctx, 'player', 'Organizer');

    const booked = await pay(ctx.app, booker.token, 'cash', bookingBody(court, day(2), 10));
    expect(booked.statusCode).toBe(201);
    const walkIn = await pay(
      ctx.app,
      club.owner.token,
      'cash',
      bookingBody(court, day(2), 12, 60, {
        customerName: 'Walk Inés',
        customerPhone: '699 111 222',
      }),
    );
    expect(walkIn.statusCode).toBe(201);

    const coach = await aCoach(ctx.app, club.owner, club.clubId);
    const created = await call(
      club.owner,
      'POST',
      '/user/activity',
      activityBody(court, coach.id, day(3)),
    );
    expect(created.status).toBe(201);
    const sessions = await call(club.owner, 'GET', '/user/activity/sessions');
    const session = (sessions.body as ActivityOccurrence[]).find(
      (o) => o.activityId === created.body.id,
    )!;
    expect(
      (await call(joiner, 'POST', `/user/activity/occurrence/${session.id}/payment/cash`)).status,
    ).toBe(201);

    const match = await api(ctx.app, organizer.token).create(
      matchForm(club.clubId, matchStart(4, 9, court.timeZone, clock.now())),
    );
    expect(match.statusCode).toBe(201);

    const added = await call(club.owner, 'POST', '/owner/customers', {
      name: 'Desk Dora',
      phone: '699 333 444',
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ id: idOf(doraPhone), addedByClub: true, hasAccount: false });

    // Days later, the booker's cash is marked a no-show.
    clock.advance(6 * 24 * hour);
    const markedNoShow = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/payments/${booked.json<{ paymentId: string }>().paymentId}/cash`,
      headers: bearer(club.owner.token),
      payload: { outcome: 'no_show' },
    });
    expect(markedNoShow.statusCode).toBe(200);
  });
  afterAll(() => ctx.close());
  const loginToken = async (userId: string) => signToken(ctx.app, { sub: userId, role: 'player' });

  it('lists whoever booked, took a seat or played a match there, walk-ins and the desk’s entries, last visit first', async () => {
    const page = await list();
    expect(names(page)).toEqual(['Organizer', 'Joiner', 'Walk Inés', 'Booker', 'Desk Dora']);
    const booked = page.items.find((item) => item.name === 'Booker')!;
    expect(booked).toMatchObject({ hasAccount: true, addedByClub: false, bookings: 1, noShows: 1 });
    expect(page.items.find((item) => item.name === 'Desk Dora')!.lastVisit).toBeNull();
    expect(page.items.find((item) => item.name === 'Walk Inés')).toMatchObject({
      phone: walkInPhone,
      hasAccount: false,
      bookings: 1,
    });
  });

  it('pages the list by its order', async () => {
    const first = await list('?limit=2');
    expect(names(first)).toEqual(['Organizer', 'Joiner']);
    const second = await list(`?limit=2&cursor=${first.nextCursor}`);
    expect(names(second)).toEqual(['Walk Inés', 'Booker']);
    const third = await list(`?limit=2&cursor=${second.nextCursor}`);
    expect(names(third)).toEqual(['Desk Dora']);
    expect(third.nextCursor).toBeNull();
  });

  it('searches by name and by part of a phone, however typed', async () => {
    expect(names(await list('?q=dor'))).toEqual(['Desk Dora']);
    expect(names(await list(`?q=${encodeURIComponent('111 22')}`))).toEqual(['Walk Inés']);
    const bookerDigits = (await phoneOf(booker)).slice(-6);
    expect(names(await list(`?q=${bookerDigits}`))).toEqual(['Booker']);
    expect(names(await list('?q=nobody'))).toEqual([]);
  });

  it('refuses a phone the list has an entry for, and joins one an account has', async () => {
    const again = await call(club.owner, 'POST', '/owner/customers', {
      name: 'Dora Again',
      phone: doraPhone,
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('CUSTOMER_EXISTS');
    await registerPlayer(ctx.app, { phone: '+34699555666', Name: 'Ramona' });
    const joined = await call(club.owner, 'POST', '/owner/customers', {
      name: 'Ramona at the desk',
      phone: '699 555 666',
    });
    expect(joined.status).toBe(201);
    expect(joined.body).toMatchObject({ name: 'Ramona', hasAccount: true, addedByClub: true });
    expect(names(await list('?q=ramona'))).toEqual(['Ramona']);
  });

  it('shows a customer’s page: contact, bookings with their payment, seats, matches, no-shows', async () => {
    const res = await call(club.owner, 'GET', `/owner/customers/${idOf(await phoneOf(booker))}`);
    expect(res.status).toBe(200);
    const page = customerDetailSchema.parse(res.body);
    expect(page.bookingList).toHaveLength(1);
    expect(page.bookingList[0]).toMatchObject({
      status: 'confirmed',
      paymentMethod: 'cash',
      paymentStatus: 'no_show',
      walkIn: false,
    });
    expect(page.noShowDates).toEqual([page.bookingList[0]!.startsAt]);
    // Memberships give the page a section: empty for someone who never joined a plan.
    expect(page.sections).toEqual([{ key: 'memberships', items: [] }]);
    const joinerPage = customerDetailSchema.parse(
      (await call(club.owner, 'GET', `/owner/customers/${idOf(await phoneOf(joiner))}`)).body,
    );
    expect(joinerPage.joined.map((visit) => visit.kind)).toEqual(['activity']);
    const organizerPage = customerDetailSchema.parse(
      (await call(club.owner, 'GET', `/owner/customers/${idOf(await phoneOf(organizer))}`)).body,
    );
    expect(organizerPage.joined.map((visit) => visit.kind)).toEqual(['match']);
    const walkIn = customerDetailSchema.parse(
      (await call(club.owner, 'GET', `/owner/customers/${idOf(walkInPhone)}`)).body,
    );
    expect(walkIn.bookingList).toMatchObject([{ walkIn: true, paymentMethod: 'cash' }]);
  });

  it('keeps notes and categories per club; another club’s owner sees none of it', async () => {
    const coach = await call(club.owner, 'POST', '/owner/customer-categories', { name: 'Coach' });
    const junior = await call(club.owner, 'POST', '/owner/customer-categories', { name: 'Junior' });
    expect([coach.status, junior.status]).toEqual([201, 201]);
    expect(
      (await call(club.owner, 'POST', '/owner/customer-categories', { name: 'Coach' })).body.code,
    ).toBe('CATEGORY_EXISTS');
    const theirs = await call(other.owner, 'POST', '/owner/customer-categories', { name: 'Coach' });
    expect(theirs.status).toBe(201);

    const dora = idOf(doraPhone);
    expect(
      (
        await call(club.owner, 'PUT', `/owner/customers/${dora}/note`, {
          note: 'Pays for her sons',
        })
      ).status,
    ).toBe(204);
    const set = await call(club.owner, 'PUT', `/owner/customers/${dora}/categories`, {
      categoryIds: [junior.body.id, coach.body.id],
    });
    expect(set.status).toBe(200);
    expect(set.body.categories.map((c: { name: string }) => c.name)).toEqual(['Coach', 'Junior']);
    // Another club's category is not this club's to give.
    const foreign = await call(club.owner, 'PUT', `/owner/customers/${dora}/categories`, {
      categoryIds: [theirs.body.id],
    });
    expect(foreign.status).toBe(400);

    expect((await call(other.owner, 'GET', `/owner/customers/${dora}`)).status).toBe(404);
    expect(
      (await call(other.owner, 'PUT', `/owner/customers/${dora}/note`, { note: 'x' })).status,
    ).toBe(404);
    expect(names(await list('', other.owner))).toEqual([]);
    expect(
      (await call(other.owner, 'DELETE', `/owner/customer-categories/${coach.body.id}`)).status,
    ).toBe(404);
    expect((await call(booker, 'GET', '/owner/customers')).status).toBe(403);
    expect((await call(club.owner, 'GET', '/owner/customers/not-a-phone')).status).toBe(404);
    expect((await call(club.owner, 'GET', '/owner/customers/34600000001')).status).toBe(404);

    const page = customerDetailSchema.parse(
      (await call(club.owner, 'GET', `/owner/customers/${dora}`)).body,
    );
    expect(page).toMatchObject({
      note: 'Pays for her sons',
      categories: [{ name: 'Coach' }, { name: 'Junior' }],
    });
  });

  it('joins the desk’s entry to an account that registers later with its phone', async () => {
    await registerPlayer(ctx.app, { phone: doraPhone, Name: 'Dorotea' });
    const page = customerDetailSchema.parse(
      (await call(club.owner, 'GET', `/owner/customers/${idOf(doraPhone)}`)).body,
    );
    expect(page).toMatchObject({
      name: 'Dorotea',
      hasAccount: true,
      addedByClub: true,
      note: 'Pays for her sons',
    });
    expect(page.categories.map((c) => c.name)).toEqual(['Coach', 'Junior']);
    expect(names(await list('?q=doro'))).toEqual(['Dorotea']);
  });

  it('exports the list as CSV', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/owner/customers/export',
      headers: bearer(club.owner.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.trim().split('\n');
    expect(lines[0]).toBe('name,phone,categories,bookings,last_visit,no_shows');
    expect(lines).toContain(`Dorotea,${doraPhone},Coach; Junior,0,,0`);
    expect(lines.find((line) => line.startsWith('Booker,'))).toMatch(/,1,\d{4}-\d\d-\d\dT[^,]+,1$/);
    expect(lines).toHaveLength(7);
  });

  it('puts in a player’s data the clubs where they are a customer and their categories there', async () => {
    const categories = await call(club.owner, 'GET', '/owner/customer-categories');
    const coach = (categories.body as Array<{ id: string; name: string }>).find(
      (c) => c.name === 'Coach',
    )!;
    const joinerId = idOf(await phoneOf(joiner));
    await call(club.owner, 'PUT', `/owner/customers/${joinerId}/categories`, {
      categoryIds: [coach.id],
    });
    await call(club.owner, 'PUT', `/owner/customers/${joinerId}/note`, { note: 'Late payer' });
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/me/export',
      headers: bearer(joiner.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().customerOf).toEqual([{ clubId: club.clubId, categories: ['Coach'] }]);
    expect(res.body).not.toContain('Late payer');
  });

  it('forgets an account’s notes and categories with it; the desk’s own entry stays the club’s', async () => {
    const doraId = idOf(doraPhone);
    // Dora's note and categories were written while she had no account: the desk entry's.
    const dorotea = await ctx.db
      .selectFrom('users')
      .select('id')
      .where('phone', '=', doraPhone)
      .executeTakeFirstOrThrow();
    const about = (userId: string) =>
      Promise.all([
        ctx.db.selectFrom('customer_notes').select('note').where('user_id', '=', userId).execute(),
        ctx.db
          .selectFrom('customer_memberships')
          .select('category_id')
          .where('user_id', '=', userId)
          .execute(),
      ]);
    expect((await about(joiner.id)).flat()).toHaveLength(2);
    for (const [who, id] of [
      [joiner, joiner.id],
      [{ token: await loginToken(dorotea.id) } as TestUser, dorotea.id],
    ] as const) {
      const closed = await ctx.app.inject({
        method: 'DELETE',
        url: '/api/user/me',
        headers: bearer(who.token),
      });
      expect(closed.statusCode).toBe(204);
      expect((await about(id)).flat()).toEqual([]);
    }
    expect(names(await list()).includes('Joiner')).toBe(false);
    const dora = customerDetailSchema.parse(
      (await call(club.owner, 'GET', `/owner/customers/${doraId}`)).body,
    );
    expect(dora).toMatchObject({
      name: 'Desk Dora',
      hasAccount: false,
      addedByClub: true,
      note: 'Pays for her sons',
    });
    expect(dora.categories.map((c) => c.name)).toEqual(['Coach', 'Junior']);
  });

  it('opens a walk-in whose number is a local one of ten digits, kept without a country code', async () => {
    const court = club.courts[0]!;
    const walkIn = await pay(
      ctx.app,
      club.owner.token,
      'cash',
      bookingBody(court, clubDateIn(2, court.timeZone, clock.now()), 16, 60, {
        customerName: 'Local Lola',
        customerPhone: '010 1234 567',
      }),
    );
    expect(walkIn.statusCode).toBe(201);
    expect((await list('?q=Lola')).items).toMatchObject([{ id: '0101234567' }]);

    const res = await call(club.owner, 'GET', '/owner/customers/0101234567');
    expect(res.status).toBe(200);
    expect(customerDetailSchema.parse(res.body)).toMatchObject({ name: 'Local Lola' });
  });
});
