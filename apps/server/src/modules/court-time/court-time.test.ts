import { clubHourToUtc, dayBookingListSchema } from '@courtside/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  aClub,
  aClubWithCourt,
  aUser,
  type TestClub,
  type TestUser,
} from '#test/helpers/builders.js';
import { bookingBody, clubDateIn, pay } from '#test/helpers/booking-fixtures.js';
import { bearer, createTestContext, type TestContext } from '#test/helpers/test-app.js';
import { movableClock } from '#test/helpers/tokens.js';
import { claimOwnerKinds } from '#server/db/database.js';
import { inTransaction } from '#server/db/transaction.js';
import { createClaimDescriptions } from './club-day-cells.js';
import type { ClaimOwner, CourtTime } from './court-time.service.js';

const hour = 3_600_000;

describe('court time', () => {
  const clock = movableClock();
  let ctx: TestContext;
  let courtTime: CourtTime;
  let club: TestClub;
  let player: TestUser;
  // A far-future hour per test, so tests never share court time.
  let next = Date.parse('2030-01-07T09:00:00.000Z');
  const freshHours = (count: number) => {
    const first = (next += 24 * hour);
    return Array.from({ length: count }, (_, i) => new Date(first + i * hour).toISOString());
  };
  const owner = (id: string, kind: ClaimOwner['kind'] = 'booking'): ClaimOwner => ({ kind, id });

  beforeAll(async () => {
    // A day read cache far longer than any test: only invalidation can refresh it.
    ctx = await createTestContext({ clock, dayReadCacheMs: 10 * 60_000 });
    courtTime = ctx.app.services.courtTime;
    club = await aClubWithCourt(ctx);
    player = await aUser(ctx);
  });
  afterAll(() => ctx.close());

  const claim = (hours: string[], who: ClaimOwner, heldUntil?: string) =>
    inTransaction(ctx.db, (tx) =>
      courtTime.claim(tx, {
        courtId: club.court.courtId,
        slotStarts: hours,
        owner: who,
        ...(heldUntil ? { hold: { holderId: player.id, until: heldUntil } } : {}),
      }),
    );
  const claimsOf = (id: string) =>
    ctx.db.selectFrom('court_claims').selectAll().where('owner_id', '=', id).execute();

  it('knows how a closure calls off every kind of claim', () => {
    const registered = courtTime.closureCancelKinds();
    const missing = claimOwnerKinds.filter((kind) => !registered.includes(kind));
    expect(missing).toEqual([]);
  });

  it('gives each hour to one owner, all or nothing, and says which hours were taken', async () => {
    const [first, second] = freshHours(2);
    expect(await claim([second!], owner('a'))).toEqual({ ok: true });
    expect(await claim([first!, second!], owner('b'))).toEqual({ ok: false, takenHours: [second] });
    expect(await claimsOf('b')).toEqual([]);
    expect(await courtTime.occupantAt(club.court.courtId, second!)).toMatchObject({
      owner_kind: 'booking',
      owner_id: 'a',
      held_until: null,
    });
    expect(await courtTime.occupantAt(club.court.courtId, first!)).toBeUndefined();
  });

  it('lets a lapsed hold be taken, but not a live one, and confirms a hold in place', async () => {
    const [h] = freshHours(1);
    const soon = new Date(clock.now().getTime() + 10 * 60_000).toISOString();
    expect(await claim([h!], owner('held'), soon)).toEqual({ ok: true });
    expect(await claim([h!], owner('rival'))).toMatchObject({ ok: false });
    expect(await claim([h!], owner('held'))).toEqual({ ok: true });
    expect(await claimsOf('held')).toMatchObject([{ slot_start: h, held_until: null }]);
    expect(await ctx.db.selectFrom('court_holds').selectAll().execute()).toEqual([]);

    const [later] = freshHours(1);
    await claim([later!], owner('lapsing'), soon);
    clock.advance(11 * 60_000);
    expect(await courtTime.occupantAt(club.court.courtId, later!)).toBeUndefined();
    expect(await claim([later!], owner('taker'))).toEqual({ ok: true });
    expect(await claimsOf('lapsing')).toEqual([]);
  });

  it('reads the day without waiting for an open claim, and shows it once it commits', async () => {
    const date = clubDateIn(4, club.court.timeZone, clock.now());
    const read = async () =>
      dayBookingListSchema
        .parse(JSON.parse(await courtTime.dayBookingsJson([club.court.courtId], date)))
        .map((taken) => taken.startTime);
    const slotStart = new Date(Date.parse(`${date}T10:00:00.000Z`)).toISOString();
    // On SQLite the writer's one connection is busy with this transaction until it ends.
    const seenWhileOpen = await inTransaction(ctx.db, async (tx) => {
      await courtTime.claim(tx, {
        courtId: club.court.courtId,
        slotStarts: [slotStart],
        owner: owner('not-yet-committed'),
      });
      return read();
    });
    expect(seenWhileOpen).toEqual([]);
    expect(await read()).toHaveLength(1);
  });

  it("reads several courts' day oldest first, each hour once, on each club's clock", async () => {
    const madrid = await aClub(ctx, { courts: [{ name: 'A' }, { name: 'B' }, { name: 'Idle' }] });
    const [a, b, idle] = madrid.courts;
    const tokyo = await aClubWithCourt(ctx, { timeZone: 'Asia/Tokyo' });
    const date = clubDateIn(5, 'Europe/Madrid', clock.now());
    // 10:00 in Madrid, and in Tokyo 09:00 on the same date (UTC+9, a day's start in UTC).
    const madridAt = (hour: number) => clubHourToUtc(date, hour, 'Europe/Madrid')!;
    const tokyoNine = clubHourToUtc(date, 9, 'Asia/Tokyo')!;
    const claimOn = (courtId: string, slotStart: string, id: string) =>
      inTransaction(ctx.db, (tx) =>
        courtTime.claim(tx, { courtId, slotStarts: [slotStart], owner: owner(id) }),
      );
    await claimOn(b!.courtId, madridAt(12), 'b-12');
    await claimOn(a!.courtId, madridAt(13), 'a-13');
    await claimOn(a!.courtId, madridAt(10), 'a-10');
    await claimOn(tokyo.court.courtId, tokyoNine, 'tokyo-9');

    const asked = [a!, b!, idle!, a!, tokyo.court].map((court) => court.courtId);
    const answer = dayBookingListSchema.parse(
      JSON.parse(await courtTime.dayBookingsJson(asked, date)),
    );
    expect(answer.map(({ courtId, date: day, startTime }) => [courtId, day, startTime])).toEqual([
      [tokyo.court.courtId, date, '09:00'],
      [a!.courtId, date, '10:00'],
      [b!.courtId, date, '12:00'],
      [a!.courtId, date, '13:00'],
    ]);
  });

  it('drops the cached day read when a claim or a release commits, not before', async () => {
    const date = clubDateIn(3, club.court.timeZone, clock.now());
    const read = async () => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/booking?date=${date}&court=${club.court.courtId}`,
        headers: bearer(player.token),
      });
      return dayBookingListSchema.parse(res.json()).map((taken) => taken.startTime);
    };
    expect(await read()).toEqual([]);
    const booked = await pay(ctx.app, player.token, 'cash', bookingBody(club.court, date, 18));
    expect(booked.statusCode).toBe(201);
    expect(await read()).toEqual(['18:00']);

    const cancel = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/booking/${booked.json<{ booking: { id: string } }>().booking.id}`,
      headers: bearer(player.token),
    });
    expect(cancel.statusCode).toBe(200);
    expect(await read()).toEqual([]);

    // A claim rolled back changes nothing, and leaves the cache as right as it was.
    const slotStart = new Date(Date.parse(`${date}T10:00:00.000Z`)).toISOString();
    await expect(
      inTransaction(ctx.db, async (tx) => {
        await courtTime.claim(tx, {
          courtId: club.court.courtId,
          slotStarts: [slotStart],
          owner: owner('rolled-back'),
        });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await read()).toEqual([]);
  });

  describe('expiry of holds', () => {
    it('releases every lapsed hold, each in its own transaction, yielding between them', async () => {
      await courtTime.expireLapsedHolds(); // what earlier tests left behind
      const until = new Date(clock.now().getTime() + 60_000).toISOString();
      const hours = freshHours(150);
      for (const [index, h] of hours.entries()) await claim([h], owner(`sweep-${index}`), until);
      clock.advance(2 * 60_000);
      let turns = 0;
      let counting = true;
      const count = () => {
        turns += 1;
        if (counting) setImmediate(count);
      };
      setImmediate(count);
      const released = await courtTime.expireLapsedHolds();
      counting = false;
      expect(released).toBe(150);
      // Other work ran between the holds: the sweep never held the event loop for long.
      expect(turns).toBeGreaterThanOrEqual(100);
      expect(await ctx.db.selectFrom('court_holds').selectAll().execute()).toEqual([]);
      for (const h of hours)
        expect(await courtTime.occupantAt(club.court.courtId, h)).toBeUndefined();
    });

    it('asks the owner kind first, keeps a hold it settled, and goes on past one that fails', async () => {
      const until = new Date(clock.now().getTime() + 60_000).toISOString();
      const [settled, failing, lapsed] = freshHours(3);
      await claim([settled!], owner('settled', 'match'), until);
      await claim([failing!], owner('failing', 'match'), until);
      await claim([lapsed!], owner('lapsed', 'match'), until);
      courtTime.onHoldLapsed('match', async (_tx, id) => {
        if (id === 'failing') throw new Error('not now');
        return id === 'lapsed';
      });
      clock.advance(2 * 60_000);
      expect(await courtTime.expireLapsedHolds()).toBe(1);
      expect(await claimsOf('lapsed')).toEqual([]);
      expect(await claimsOf('settled')).toHaveLength(1);
      expect(await claimsOf('failing')).toHaveLength(1);
      const holds = await ctx.db.selectFrom('court_holds').select('owner_id').execute();
      expect(holds.map((h) => h.owner_id)).toEqual(['failing']);
    });

    it('counts a hold up to the instant it ends, and from that instant no more', async () => {
      const holder = await aUser(ctx);
      const { courtId, timeZone } = club.court;
      const [taken, swept] = freshHours(2);
      const date = clubDateIn(0, timeZone, new Date(taken!));
      const ends = clock.now().getTime() + 60_000;
      for (const [slotStart, id] of [
        [taken!, 'ends-taken'],
        [swept!, 'ends-swept'],
      ] as const)
        await inTransaction(ctx.db, (tx) =>
          courtTime.claim(tx, {
            courtId,
            slotStarts: [slotStart],
            owner: owner(id),
            hold: { holderId: holder.id, until: new Date(ends).toISOString() },
          }),
        );
      // Every read and write that asks whether the hold still counts.
      const whoHolds = async () => ({
        occupant: (await courtTime.occupantAt(courtId, taken!))?.owner_id,
        takenHours: (await courtTime.takenHours([courtId], taken!, `${date}T23:59:59.999Z`)).map(
          (row) => row.owner_id,
        ),
        clubDay: (await courtTime.clubDayCells([courtId], date, timeZone)).map(
          (cell) => cell.ownerId,
        ),
        grid: dayBookingListSchema
          .parse(JSON.parse(await courtTime.dayBookingsJson([courtId], date)))
          .map((row) => row.startTime),
        liveHolds: await inTransaction(ctx.db, (tx) => courtTime.liveHoldCount(tx, holder.id)),
      });

      clock.advance(ends - 1 - clock.now().getTime());
      expect(await whoHolds()).toEqual({
        occupant: 'ends-taken',
        takenHours: ['ends-taken', 'ends-swept'],
        clubDay: ['ends-taken', 'ends-swept'],
        grid: ['10:00', '11:00'],
        liveHolds: 2,
      });
      // (A refused claim still drops the cached grid read, so the next one reads afresh.)
      expect(await claim([taken!], owner('a-millisecond-early'))).toMatchObject({ ok: false });
      await courtTime.expireLapsedHolds();
      expect(await claimsOf('ends-swept')).toHaveLength(1);

      clock.advance(1);
      expect(clock.now().getTime()).toBe(ends);
      expect(await whoHolds()).toEqual({
        occupant: undefined,
        takenHours: [],
        clubDay: [],
        grid: [],
        liveHolds: 0,
      });
      expect(await claim([taken!], owner('on-the-dot'))).toEqual({ ok: true });
      await courtTime.expireLapsedHolds();
      expect(await claimsOf('ends-swept')).toEqual([]);
      const holdsLeft = await ctx.db
        .selectFrom('court_holds')
        .select('owner_id')
        .where('owner_id', 'in', ['ends-taken', 'ends-swept'])
        .execute();
      expect(holdsLeft).toEqual([]);
    });
  });
});

describe("the owner's day grid's describers", () => {
  const claimAt = (
    owner_id: string,
    startTime: string,
    owner_kind: 'match' | 'booking' = 'match',
  ) => ({
    court_id: 'court',
    slot_start: `2026-06-01T${startTime}:00.000Z`,
    owner_kind,
    owner_id,
    held_until: null,
    date: '2026-06-01',
    startTime,
    endTime: startTime.replace(':00', ':59'),
  });

  it('asks each kind present once for all its holders, and leaves an unknown holder unnamed', async () => {
    const descriptions = createClaimDescriptions();
    const asked: string[][] = [];
    descriptions.describeClaims('match', async (ids) => {
      asked.push([...ids]);
      const span = { startsAt: '2026-06-01T09:00:00.000Z', endsAt: '2026-06-01T11:00:00.000Z' };
      return new Map([['m1', { name: 'Ana', phone: '+34600000001', ...span }]]);
    });
    const cells = await descriptions.cells(
      [claimAt('m1', '09:00'), claimAt('m1', '10:00'), claimAt('m2', '12:00')],
      'UTC',
    );
    expect(asked).toEqual([['m1', 'm2']]);
    expect(cells.map(({ name, from, to, startsAt }) => ({ name, from, to, startsAt }))).toEqual([
      { name: 'Ana', from: '09:00', to: '11:00', startsAt: '2026-06-01T09:00:00.000Z' },
      { name: 'Ana', from: '09:00', to: '11:00', startsAt: '2026-06-01T09:00:00.000Z' },
      { name: null, from: '12:00', to: '12:59', startsAt: null },
    ]);
  });

  it('takes one describer per kind, and refuses to read a kind that has none', async () => {
    const descriptions = createClaimDescriptions();
    const none = async () => new Map();
    descriptions.describeClaims('match', none);
    expect(() => descriptions.describeClaims('match', none)).toThrow(/already/);
    await expect(descriptions.cells([claimAt('b1', '09:00', 'booking')], 'UTC')).rejects.toThrow(
      /No describer is registered for booking claims/,
    );
  });
});
