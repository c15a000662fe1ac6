import { clubPostSchema, clubStaffSchema, staffAddedSchema } from '@courtside/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aClubWithCourt, aStaffMember, aUser, type TestClub } from '#test/helpers/builders.js';
import { bookingBody, clubDateIn, pay } from '#test/helpers/booking-fixtures.js';
import { bearer, createTestContext, type TestContext } from '#test/helpers/test-app.js';
import { testDialect } from '#test/helpers/test-database.js';

describe(`a club's staff, ${testDialect}`, () => {
  let ctx: TestContext;
  let club: TestClub;
  let other: TestClub;
  let day = 0;
  const nextDate = () => clubDateIn((day += 1), club.court.timeZone);
  beforeAll(async () => {
    ctx = await createTestContext({ publicUrl: 'http://courtside.test' });
    club = await aClubWithCourt(ctx);
    other = await aClubWithCourt(ctx);
  });
  afterAll(() => ctx.close());

  const as = (token: string, method: string, url: string, payload?: unknown) =>
    ctx.app.inject({
      method: method as 'GET',
      url,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const staffOf = async (owner: string) =>
    clubStaffSchema.parse((await as(owner, 'GET', '/api/owner/staff')).json());
  const clubDay = (token: string) => as(token, 'GET', `/api/booking/club-day?date=${nextDate()}`);

  it("lets the front desk work the day and book a walk-in, refuses it the manager's and owner's screens, and logs what it did", async () => {
    const desk = await aStaffMember(ctx, club.owner, 'front_desk');
    expect((await clubDay(desk.token)).statusCode).toBe(200);
    // The desk's grid lists the club's courts, as the owner's does.
    const courts = await as(desk.token, 'GET', '/api/user/court');
    expect(courts.json().map((court: { id: string }) => court.id)).toEqual([club.court.courtId]);
    const walkIn = await pay(
      ctx.app,
      desk.token,
      'cash',
      bookingBody(club.court, nextDate(), 18, 60, { customerName: 'Walk-in Wendy' }),
    );
    expect(walkIn.statusCode).toBe(201);
    for (const [method, url] of [
      ['GET', '/api/owner/court'],
      ['GET', '/api/owner/report'],
      ['PUT', '/api/owner/sales'],
      ['GET', '/api/owner/staff'],
    ] as const) {
      const refused = await as(desk.token, method, url, method === 'PUT' ? {} : undefined);
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
    }
    const { members } = await staffOf(club.owner.token);
    expect(members).toContainEqual(
      expect.objectContaining({ userId: desk.id, role: 'front_desk' }),
    );
    // The log is written after each answer: read until it has the desk's calls.
    const byDesk = async () =>
      (await staffOf(club.owner.token)).log
        .filter((entry) => entry.actor.id === desk.id)
        .map((entry) => [entry.action, entry.status]);
    await expect.poll(byDesk).toContainEqual(['payBooking', 201]);
    // A refused call is logged too, with its refusal.
    await expect.poll(byDesk).toContainEqual(['setMyClubSaleTerms', 403]);
  });

  it('acts only at its own club: another club, its bookings and its screens are refused', async () => {
    const manager = await aStaffMember(ctx, club.owner, 'manager');
    const otherDay = `/api/booking/court/${other.court.courtId}?date=${nextDate()}`;
    expect((await as(manager.token, 'GET', otherDay)).statusCode).toBe(403);
    const booked = await pay(ctx.app, (await aUser(ctx)).token, 'cash', {
      ...bookingBody(other.court, nextDate(), 10, 60),
    });
    expect(booked.statusCode).toBe(201);
    const cancel = await as(
      manager.token,
      'POST',
      `/api/booking/${booked.json().booking.id}/club-cancel`,
      {
        reason: 'Not yours',
      },
    );
    expect(cancel.statusCode).toBe(403);
    // At its own club a manager changes what the club sells, which the desk may not.
    const terms = await as(club.owner.token, 'GET', '/api/owner/sales');
    const set = await as(manager.token, 'PUT', '/api/owner/sales', terms.json());
    expect(set.statusCode).toBe(200);
    // The championship form offers the manager the club's courts.
    const hour = Math.floor(Date.now() / 3_600_000) * 3_600_000;
    const from = new Date(hour + 30 * 86_400_000).toISOString();
    const to = new Date(hour + 31 * 86_400_000).toISOString();
    const free = await as(manager.token, 'GET', `/api/user/champion/courts?from=${from}&to=${to}`);
    expect(free.json().map((court: { id: string }) => court.id)).toEqual([club.court.courtId]);
  });

  it("changes a role at once, and a person taken off the staff loses the club's screens", async () => {
    const person = await aStaffMember(ctx, club.owner, 'front_desk');
    expect((await as(person.token, 'GET', '/api/owner/court')).statusCode).toBe(403);
    const promoted = await as(club.owner.token, 'PUT', `/api/owner/staff/${person.id}`, {
      role: 'manager',
    });
    expect(promoted.json()).toMatchObject({ userId: person.id, role: 'manager' });
    expect((await as(person.token, 'GET', '/api/owner/court')).statusCode).toBe(200);
    // A manager runs the club but not its staff.
    expect((await as(person.token, 'GET', '/api/owner/staff')).statusCode).toBe(403);
    const removed = await as(club.owner.token, 'DELETE', `/api/owner/staff/${person.id}`);
    expect(removed.statusCode).toBe(204);
    expect((await clubDay(person.token)).statusCode).toBe(403);
    expect(
      clubPostSchema.parse((await as(person.token, 'GET', '/api/user/club-role')).json()),
    ).toEqual({
      post: null,
    });
    expect((await as(club.owner.token, 'DELETE', `/api/owner/staff/${person.id}`)).statusCode).toBe(
      404,
    );
    // Another owner cannot touch this club's staff.
    const desk = await aStaffMember(ctx, club.owner, 'front_desk');
    expect((await as(other.owner.token, 'DELETE', `/api/owner/staff/${desk.id}`)).statusCode).toBe(
      404,
    );
    expect((await staffOf(club.owner.token)).members.map((m) => m.userId)).toContain(desk.id);
  });

  it('tells each person their post: owner, staff in their role, or none', async () => {
    const desk = await aStaffMember(ctx, club.owner, 'front_desk');
    const postOf = async (token: string) =>
      clubPostSchema.parse((await as(token, 'GET', '/api/user/club-role')).json()).post;
    expect(await postOf(club.owner.token)).toMatchObject({
      club: { id: club.clubId },
      role: 'owner',
    });
    expect(await postOf(desk.token)).toMatchObject({
      club: { id: club.clubId },
      role: 'front_desk',
    });
    expect(await postOf((await aUser(ctx)).token)).toBeNull();
  });

  it("takes on players only, at one club each: an owner, a coach or someone on another club's staff is refused", async () => {
    const add = (owner: string, identifier: string) =>
      as(owner, 'POST', '/api/owner/staff', {
        person: { kind: 'existing', identifier },
        role: 'front_desk',
      });
    expect((await add(club.owner.token, (await aUser(ctx, 'owner')).username)).statusCode).toBe(
      400,
    );
    expect((await add(club.owner.token, (await aUser(ctx, 'coach')).username)).statusCode).toBe(
      400,
    );
    const elsewhere = await aStaffMember(ctx, other.owner, 'manager');
    const twice = await add(club.owner.token, elsewhere.username);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('ALREADY_STAFF');
    expect((await add(club.owner.token, 'nobody_here')).statusCode).toBe(404);
  });

  it('invites a new person, who sets a password on the link and signs in to the front desk', async () => {
    const res = await as(club.owner.token, 'POST', '/api/owner/staff', {
      person: {
        kind: 'invite',
        name: 'Desk Dana',
        username: 'desk_dana',
        phone: '+34 611 222 333',
      },
      role: 'front_desk',
    });
    expect(res.statusCode).toBe(201);
    const added = staffAddedSchema.parse(res.json());
    expect(added.member).toMatchObject({ name: 'Desk Dana', role: 'front_desk' });
    const token = added.invitation!.url.split('/invitation/')[1]!;
    expect(added.invitation!.url).toMatch(/^http:\/\/courtside\.test\/invitation\//);
    const accepted = await ctx.app.inject({
      method: 'POST',
      url: `/api/auth/invitation/${token}`,
      payload: { password: 'desk-pass-123' },
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ username: 'desk_dana', role: 'player' });
    expect((await clubDay(accepted.json().token)).statusCode).toBe(200);
  });

  it('goes with the account: a closed account works nowhere, and an export lists the post', async () => {
    const desk = await aStaffMember(ctx, club.owner, 'front_desk');
    const exported = await as(desk.token, 'GET', '/api/user/me/export');
    expect(exported.json()).toMatchObject({
      staffPosts: [{ club_id: club.clubId, role: 'front_desk' }],
    });
    expect((await as(desk.token, 'DELETE', '/api/user/me')).statusCode).toBe(204);
    expect((await staffOf(club.owner.token)).members.map((m) => m.userId)).not.toContain(desk.id);
  });
});
