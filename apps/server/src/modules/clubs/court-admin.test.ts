import {
  courtDetailListSchema,
  errorBodySchema,
  ownedCourtListSchema,
  ownedCourtSchema,
  priceListSchema,
  weekdayOf,
  type CourtInput,
} from '@courtside/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingBody, clubDateIn, pay, type TestCourt } from '#test/helpers/booking-fixtures.js';
import { aClub, aUser, type TestClubWithCourts, type TestUser } from '#test/helpers/builders.js';
import { aPicture, asFile, multipartBody, notAPicture } from '#test/helpers/multipart.js';
import { bearer, createTestContext, type TestContext } from '#test/helpers/test-app.js';
import { inTransaction } from '#server/db/transaction.js';
import { createCourtAdminRepo } from './court-admin.repo.js';

/** Weekday evenings cost more, and weekends all day (SPEC 2 Add court/future). */
const eveningsAndWeekends: CourtInput = {
  name: 'Centre Court',
  type: 'padel',
  capacity: 4,
  courtType: 'covered',
  description: 'Glass walls',
  price: 2000,
  peaks: [
    { weekdays: [1, 2, 3, 4, 5], fromHour: 18, toHour: 22, price: 3000 },
    { weekdays: [0, 6], fromHour: 0, toHour: 24, price: 3500 },
  ],
};

describe('courts of an owner', () => {
  let ctx: TestContext;
  let club: TestClubWithCourts;
  let other: TestClubWithCourts;
  let player: TestUser;

  beforeAll(async () => {
    ctx = await createTestContext();
    club = await aClub(ctx, { prices: { all: 2400 }, courts: [{ name: 'Padel 1' }] });
    other = await aClub(ctx, { courts: [{ name: 'Elsewhere' }] });
    player = await aUser(ctx);
  });
  afterAll(() => ctx.close());

  const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    ctx.app.inject({ method, url: `/api${url}`, headers: bearer(token), payload });
  const addCourt = async (input: CourtInput = eveningsAndWeekends) => {
    const res = await call(club.owner.token, 'POST', '/owner/court', input);
    expect(res.statusCode).toBe(201);
    return ownedCourtSchema.parse(res.json());
  };
  const testCourt = (id: string, name: string): TestCourt => ({
    courtId: id,
    clubId: club.clubId,
    name,
    timeZone: club.courts[0]!.timeZone,
  });
  /** The next club-local date (at least 2 days ahead) that falls on the weekday. */
  const nextWeekday = (weekday: number) => {
    for (let days = 2; ; days += 1) {
      const date = clubDateIn(days, 'Europe/Madrid');
      if (weekdayOf(date) === weekday) return date;
    }
  };
  const amountOf = async (court: TestCourt, date: string, hour: number, duration: 60 | 120) => {
    // A fresh player each time: a player has few upcoming cash bookings at one club.
    const booker = await aUser(ctx);
    const res = await pay(ctx.app, booker.token, 'cash', bookingBody(court, date, hour, duration));
    expect(res.statusCode).toBe(201);
    return (res.json() as { booking: { amount: number } }).booking.amount;
  };

  it('adds a court with its price and peaks; players see it and its prices', async () => {
    const court = await addCourt();
    expect(court).toMatchObject({
      name: 'Centre Court',
      courtType: 'covered',
      price: 2000,
      currency: 'USD',
      retiredAt: null,
      peaks: eveningsAndWeekends.peaks,
    });
    const listed = ownedCourtListSchema.parse(
      (await call(club.owner.token, 'GET', '/owner/court')).json(),
    );
    expect(listed.map((entry) => entry.name)).toEqual(['Centre Court', 'Padel 1']);
    expect(listed.find((entry) => entry.name === 'Padel 1')?.price).toBe(2400);

    const seen = courtDetailListSchema.parse(
      (await call(player.token, 'GET', `/user/club/${club.clubId}/court`)).json(),
    );
    expect(seen.find((entry) => entry.id === court.id)).toMatchObject({
      price: 2000,
      peaks: eveningsAndWeekends.peaks,
    });
    const [price] = priceListSchema.parse(
      (
        await call(player.token, 'GET', `/booking/club/${club.clubId}/price?court=${court.id}`)
      ).json(),
    );
    expect(price).toMatchObject({
      price: 2000,
      courtId: court.id,
      peaks: eveningsAndWeekends.peaks,
    });
  });

  it('prices each hour: base, weekday peak, weekend, and 120 minutes across a boundary', async () => {
    const court = testCourt(
      (await addCourt({ ...eveningsAndWeekends, name: 'Priced' })).id,
      'Priced',
    );
    const wednesday = nextWeekday(3);
    const saturday = nextWeekday(6);
    expect(await amountOf(court, wednesday, 10, 60)).toBe(2000);
    expect(await amountOf(court, wednesday, 18, 60)).toBe(3000);
    // 17:00 to 19:00: one hour at 2000, one at the evening's 3000.
    expect(await amountOf(court, wednesday, 16, 120)).toBe(4000);
    expect(await amountOf(court, wednesday, 20, 120)).toBe(6000);
    expect(await amountOf(court, nextWeekday(4), 17, 120)).toBe(5000);
    expect(await amountOf(court, saturday, 10, 60)).toBe(3500);
    expect(await amountOf(court, saturday, 12, 120)).toBe(7000);
  });

  it('edits a court and its price; the next booking pays the new price', async () => {
    const added = await addCourt({ ...eveningsAndWeekends, name: 'To edit' });
    const res = await call(club.owner.token, 'PUT', `/owner/court/${added.id}`, {
      ...eveningsAndWeekends,
      name: 'Edited',
      type: 'football',
      capacity: 5,
      courtType: null,
      price: 6000,
      peaks: [],
    });
    expect(res.statusCode).toBe(200);
    expect(ownedCourtSchema.parse(res.json())).toMatchObject({
      name: 'Edited',
      type: 'football',
      courtType: null,
      price: 6000,
      peaks: [],
    });
    const court = testCourt(added.id, 'Edited');
    expect(await amountOf(court, nextWeekday(6), 10, 120)).toBe(12_000);
  });

  it('prices a booking at the price its owner set, though this process kept the court from before', async () => {
    const added = await addCourt({ ...eveningsAndWeekends, name: 'Changed elsewhere', peaks: [] });
    const court = testCourt(added.id, 'Changed elsewhere');
    const keptHere = async () => (await ctx.app.services.clubs.bookingPlace(added.id))?.price;
    expect(await keptHere()).toMatchObject({ amount: 2000 });
    // The owner's edit as another server process writes it, its signal not here yet.
    await inTransaction(ctx.db, async (tx) => {
      const repo = createCourtAdminRepo(tx.db);
      await repo.updateCourt(added.id, { name: 'Changed elsewhere' });
      const price = { amount: 2600, currency: 'USD', peaks: [] };
      await repo.setCourtPrice({ id: added.id, club_id: club.clubId, sport: 'padel' }, price);
    });
    expect(await keptHere()).toMatchObject({ amount: 2000 });
    expect(await amountOf(court, nextWeekday(2), 10, 60)).toBe(2600);
    // What this process keeps is now the court as it is.
    expect(await keptHere()).toMatchObject({ amount: 2600 });
  });

  it('refuses a court that breaks the rules (400)', async () => {
    const refused = [
      { ...eveningsAndWeekends, capacity: 5 },
      { ...eveningsAndWeekends, type: 'football', capacity: 5, courtType: 'indoor' },
      { ...eveningsAndWeekends, name: ' ' },
      { ...eveningsAndWeekends, price: -1 },
      { ...eveningsAndWeekends, peaks: [{ weekdays: [1], fromHour: 20, toHour: 18, price: 1 }] },
      { ...eveningsAndWeekends, peaks: [{ weekdays: [7], fromHour: 18, toHour: 20, price: 1 }] },
    ];
    for (const input of refused) {
      const res = await call(club.owner.token, 'POST', '/owner/court', input);
      expect(res.statusCode, JSON.stringify(input)).toBe(400);
    }
  });

  it('is the owner’s alone: players get 403, and so does another club’s owner', async () => {
    const mine = club.courts[0]!.courtId;
    expect((await call(player.token, 'GET', '/owner/court')).statusCode).toBe(403);
    expect((await call(player.token, 'POST', '/owner/court', eveningsAndWeekends)).statusCode).toBe(
      403,
    );
    expect(
      (await call(player.token, 'PUT', `/owner/court/${mine}`, eveningsAndWeekends)).statusCode,
    ).toBe(403);
    expect((await call(player.token, 'POST', `/owner/court/${mine}/retire`)).statusCode).toBe(403);
    // The one refusal of an action at a club that is not the caller's (clubs/club-access.ts).
    expect(
      (await call(other.owner.token, 'PUT', `/owner/court/${mine}`, eveningsAndWeekends))
        .statusCode,
    ).toBe(403);
    expect((await call(other.owner.token, 'POST', `/owner/court/${mine}/retire`)).statusCode).toBe(
      403,
    );
    const theirs = ownedCourtListSchema.parse(
      (await call(other.owner.token, 'GET', '/owner/court')).json(),
    );
    expect(theirs.map((court) => court.name)).toEqual(['Elsewhere']);
    const clubless = await aUser(ctx, 'owner');
    expect((await call(clubless.token, 'GET', '/owner/court')).statusCode).toBe(404);
  });

  it('refuses to retire a court with future bookings and lists them; retires it once freed', async () => {
    const added = await addCourt({ ...eveningsAndWeekends, name: 'Old court' });
    const court = testCourt(added.id, 'Old court');
    const date = nextWeekday(2);
    const booked = await pay(ctx.app, player.token, 'cash', bookingBody(court, date, 10));
    const bookingId = (booked.json() as { booking: { id: string } }).booking.id;

    const refused = await call(club.owner.token, 'POST', `/owner/court/${added.id}/retire`);
    expect(refused.statusCode).toBe(409);
    const body = errorBodySchema.parse(refused.json());
    expect(body.code).toBe('COURT_HAS_FUTURE_BOOKINGS');
    expect(body.details).toEqual([
      { field: `booking:${bookingId}`, message: `${date} 10:00–11:00 Test` },
    ]);

    const cancelled = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/booking/${bookingId}`,
      headers: bearer(player.token),
    });
    expect(cancelled.statusCode).toBe(200);
    const retired = await call(club.owner.token, 'POST', `/owner/court/${added.id}/retire`);
    expect(retired.statusCode).toBe(200);
    expect(ownedCourtSchema.parse(retired.json()).retiredAt).not.toBeNull();

    // It keeps its history, takes no new booking and is no longer offered to players.
    const again = await pay(ctx.app, player.token, 'cash', bookingBody(court, date, 12));
    expect(again.statusCode).toBe(409);
    const mine = (await call(player.token, 'GET', '/user/me/bookings')).json() as Array<{
      id: string;
    }>;
    expect(mine.some((booking) => booking.id === bookingId)).toBe(true);
    const seen = courtDetailListSchema.parse(
      (await call(player.token, 'GET', `/user/club/${club.clubId}/court`)).json(),
    );
    expect(seen.some((entry) => entry.id === added.id)).toBe(false);
    const owned = ownedCourtListSchema.parse(
      (await call(club.owner.token, 'GET', '/owner/court')).json(),
    );
    expect(owned.at(-1)?.id).toBe(added.id);
    const edit = await call(
      club.owner.token,
      'PUT',
      `/owner/court/${added.id}`,
      eveningsAndWeekends,
    );
    expect(edit.statusCode).toBe(409);
  });

  it('sets a court photo, re-encoded and served; refuses what is not a picture (415)', async () => {
    const added = await addCourt({ ...eveningsAndWeekends, name: 'Pictured' });
    const upload = (token: string, courtId: string, bytes: Buffer) => {
      const { payload, headers } = multipartBody({ photo: asFile(bytes) });
      return ctx.app.inject({
        method: 'PUT',
        url: `/api/owner/court/${courtId}/photo`,
        headers: { ...bearer(token), ...headers },
        payload,
      });
    };
    const res = await upload(club.owner.token, added.id, await aPicture('jpeg'));
    expect(res.statusCode).toBe(200);
    const photo = ownedCourtSchema.parse(res.json()).photo!;
    expect(photo).toMatch(/^\/api\/uploads\/court\/[\w-]+\.webp$/);
    const served = await ctx.app.inject({ method: 'GET', url: photo });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toContain('image/webp');
    const seen = courtDetailListSchema.parse(
      (await call(player.token, 'GET', `/user/club/${club.clubId}/court`)).json(),
    );
    expect(seen.find((entry) => entry.id === added.id)?.photo).toBe(photo);

    expect((await upload(club.owner.token, added.id, notAPicture)).statusCode).toBe(415);
    expect((await upload(player.token, added.id, await aPicture())).statusCode).toBe(403);
    expect((await upload(other.owner.token, added.id, await aPicture())).statusCode).toBe(403);
  });

  it('leaves no picture behind when two photo changes of a court race', async () => {
    const added = await addCourt({ ...eveningsAndWeekends, name: 'Raced' });
    const pictures = [await aPicture('jpeg'), await aPicture('png', 640, 480)];
    const stored = (url: string | null) =>
      url ? ctx.app.services.uploads.read(url.replace('/api/uploads/', '')) : null;
    for (let pair = 0; pair < 10; pair++) {
      const answers = await Promise.all(
        pictures.map((bytes) => {
          const { payload, headers } = multipartBody({ photo: asFile(bytes) });
          return ctx.app.inject({
            method: 'PUT',
            url: `/api/owner/court/${added.id}/photo`,
            headers: { ...bearer(club.owner.token), ...headers },
            payload,
          });
        }),
      );
      const listed = ownedCourtListSchema.parse(
        (await call(club.owner.token, 'GET', '/owner/court')).json(),
      );
      const kept = listed.find((entry) => entry.id === added.id)!.photo;
      for (const answer of answers) {
        const url = ownedCourtSchema.parse(answer.json()).photo;
        if (url !== kept) expect(await stored(url), `pair ${pair}`).toBeNull();
      }
      expect(await stored(kept), `pair ${pair}`).not.toBeNull();
    }
  });
});
