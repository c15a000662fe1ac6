import {
  addDays,
  clubHourToUtc,
  dayClosedHoursSchema,
  halfHourStarts,
  type OpeningDay,
} from '@courtside/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aClub, type TestClubWithCourts } from '#test/helpers/builders.js';
import { clubDateIn } from '#test/helpers/booking-fixtures.js';
import { bearer, createTestContext, type TestContext } from '#test/helpers/test-app.js';

const zone = 'Europe/Madrid';

/**
 * A closure closes the hours from its start up to, not including, its end: the hour that
 * starts at the closure's end is open again, as is the one before its start.
 */
describe('the hours a closure closes', () => {
  let ctx: TestContext;
  let club: TestClubWithCourts;

  beforeAll(async () => {
    ctx = await createTestContext();
    club = await aClub(ctx, { timeZone: zone, courts: [{ name: 'Padel 1' }] });
    // Open round the clock, so only the closure closes an hour.
    const days: OpeningDay[] = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
      weekday,
      open: true,
      opens: '00:00',
      closes: '24:00',
    }));
    expect((await call('PUT', '/owner/hours', { days })).statusCode).toBe(200);
  });
  afterAll(() => ctx.close());

  function call(method: 'GET' | 'POST' | 'PUT', url: string, body?: object) {
    const headers = bearer(club.owner.token);
    return ctx.app.inject({ method, url: `/api${url}`, headers, payload: body });
  }

  it('closes from the first day’s midnight up to the next midnight after the last day', async () => {
    const date = clubDateIn(10, zone);
    const [before, after] = [addDays(date, -1), addDays(date, 1)];
    const made = await call('POST', '/owner/closures', {
      fromDate: date,
      toDate: date,
      reason: 'Painting',
    });
    expect(made.statusCode, made.body).toBe(201);

    const at = (day: string, hour: number) => clubHourToUtc(day, hour, zone)!;
    const edges = [at(before, 23), at(date, 0), at(date, 23), at(after, 0)];
    const closed = await ctx.app.services.courtTime.closedHours([club.courts[0]!.courtId], edges);
    expect(closed.map((row) => [row.slot_start, row.reason])).toEqual([
      [at(date, 0), 'Painting'],
      [at(date, 23), 'Painting'],
    ]);

    // As players see the days around it.
    const closedOn = async (day: string) => {
      const res = await call('GET', `/user/club/${club.clubId}/closed?date=${day}`);
      expect(res.statusCode).toBe(200);
      return dayClosedHoursSchema.parse(res.json()).courts[0]!;
    };
    expect(await closedOn(before)).toMatchObject({ halfHours: [], reason: null });
    expect((await closedOn(date)).halfHours).toEqual(halfHourStarts('00:00', '24:00'));
    expect(await closedOn(after)).toMatchObject({ halfHours: [], reason: null });
  });
});
