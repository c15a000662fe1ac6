import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubHourToUtc, errorBodySchema } from '@courtside/shared';
import { aCoach } from './helpers/activity-fixtures.js';
import { bookingBody, clubDateIn, pay } from './helpers/booking-fixtures.js';
import { aClubWithCourt, aUser, type TestClub, type TestUser } from './helpers/builders.js';
import { unreachableStripe } from './helpers/fake-stripe.js';
import { bearer, createTestContext, type TestContext } from './helpers/test-app.js';
import {
  dateFields,
  dateWindowCases,
  hostileCases,
  type OpenApiDocument,
  type Operation,
} from './helpers/hostile-inputs.js';
import { testDialect } from './helpers/test-database.js';

/**
 * Walks every operation of the served OpenAPI document and sends each parameter and body
 * field the inputs that once broke the server (NUL bytes, lone surrogates, years 0 and
 * 9999, huge numbers, SQL), one at a time beside otherwise sensible values. Whatever the
 * answer, it is never a 5xx. Every date and instant field also gets far-off, reversed and
 * too long windows, each refused with a 4xx at once.
 */
describe(`hostile input on every route of the OpenAPI document (${testDialect})`, () => {
  let ctx: TestContext;
  let club: TestClub;
  let admin: TestUser;
  let known: Record<string, string>;
  beforeAll(async () => {
    ctx = await createTestContext({
      stripe: unreachableStripe,
      publicUrl: 'http://courtside.test',
    });
    club = await aClubWithCourt(ctx);
    admin = await aUser(ctx, 'admin');
    const date = clubDateIn(2, club.court.timeZone);
    const instant = clubHourToUtc(date, 10, club.court.timeZone)!;
    known = {
      clubId: club.clubId,
      clubID: club.clubId,
      club: club.clubId,
      courtID: club.court.courtId,
      court: club.court.courtId,
      id: club.court.courtId,
      coach: (await aCoach(ctx.app, club.owner, club.clubId)).id,
      date,
      // A sensible window of instants, on the hour: 10:00 to 14:00 club time.
      instant,
      instantEnd: new Date(Date.parse(instant) + 4 * 3_600_000).toISOString(),
      // An activity's hours, and a birth year a championship may ask for.
      fromH: '10',
      toH: '11',
      maxAge: String(new Date().getUTCFullYear() - 20),
      // Booked at the club, so the booking goes as far as a booking can.
      method: 'cash',
    };
  });
  afterAll(() => ctx.close());

  const operationsOf = (document: OpenApiDocument) =>
    Object.entries(document.paths).flatMap(([path, operations]) =>
      (Object.entries(operations) as Array<[string, Operation]>).map(
        ([method, operation]) => [path, method, operation] as const,
      ),
    );

  it('refuses dates outside a year back to the farthest booking horizon, naming the field', async () => {
    const court = club.court;
    // A member's plan may open a club's courts up to a year ahead: 370 days is past any.
    for (const date of [
      '9999-12-31',
      '0000-01-01',
      '0001-01-01',
      clubDateIn(370, court.timeZone),
    ]) {
      const day = await ctx.app.inject({
        method: 'GET',
        url: `/api/booking?date=${date}&court=${court.courtId}`,
        headers: bearer(club.owner.token),
      });
      expect(day.statusCode, date).toBe(400);
      expect(errorBodySchema.parse(day.json()).details?.[0]?.field).toBe('querystring.date');
      const booking = await pay(ctx.app, club.owner.token, 'cash', bookingBody(court, date, 9));
      expect(booking.statusCode, date).toBe(400);
    }
    // Past the public horizon, a day is read, and booking it refused by the booking rule.
    const beyond = clubDateIn(70, court.timeZone);
    const day = await ctx.app.inject({
      method: 'GET',
      url: `/api/booking?date=${beyond}&court=${court.courtId}`,
      headers: bearer(club.owner.token),
    });
    expect(day.statusCode).toBe(200);
    const booking = await pay(ctx.app, club.owner.token, 'cash', bookingBody(court, beyond, 9));
    expect(booking.statusCode).toBe(400);
    expect(errorBodySchema.parse(booking.json()).details?.[0]?.field).toBe('body.date');
  });

  // Before the walk below, which signs the owner out.
  it('refuses far-off, reversed and too long date windows in every field at once (400 naming it)', async () => {
    const document = ctx.app.swagger() as unknown as OpenApiDocument;
    const failures: string[] = [];
    const checked: string[] = [];
    for (const [path, method, operation] of operationsOf(document)) {
      const fields = dateFields(operation);
      if (fields.length === 0) continue;
      checked.push(`${method.toUpperCase()} ${path} ${fields.map((f) => f.name).join(',')}`);
      // An admin's route is reached by an admin: the guard answers before the dates are read.
      const token = path.startsWith('/admin/') ? admin.token : club.owner.token;
      for (const request of dateWindowCases(path, operation, known)) {
        const started = performance.now();
        const res = await ctx.app.inject({
          method: method.toUpperCase() as 'GET',
          url: `/api${request.url}`,
          headers: { ...request.headers, authorization: `Bearer ${token}` },
          ...(request.body === undefined ? {} : { payload: request.body as object }),
        });
        const tookMs = Math.round(performance.now() - started);
        // Refused for one of the dates sent, not for something else of the request.
        const error = errorBodySchema.safeParse(res.body ? JSON.parse(res.body) : null).data;
        const named = (error?.details ?? []).map((detail) => detail.field.split('.').at(-1));
        const refused =
          res.statusCode === 400 && request.fields.some((field) => named.includes(field));
        if (!refused || tookMs > 1000) {
          failures.push(
            `${method.toUpperCase()} ${path} ${request.label}: ${res.statusCode} in ${tookMs} ms ${res.body.slice(0, 200)}`,
          );
          // One is enough to name the operation; its longer windows could hold the process.
          break;
        }
      }
    }
    // Every date and instant field of the API: 22 of them, on 18 operations, when written.
    expect(checked.length).toBeGreaterThanOrEqual(18);
    expect(failures).toEqual([]);
  });

  // Several hundred requests one after another: a loaded machine takes well past the default.
  it('answers no 5xx', { timeout: 120_000 }, async () => {
    const document = ctx.app.swagger() as unknown as OpenApiDocument;
    const failures: string[] = [];
    let sent = 0;
    // Signing out revokes the walker's token, so it is walked last.
    const signsOut = (path: string) => Number(path.startsWith('/auth/sign-out'));
    const paths = Object.entries(document.paths).sort(([a], [b]) => signsOut(a) - signsOut(b));
    for (const [path, operations] of paths) {
      for (const [method, operation] of Object.entries(operations) as Array<[string, Operation]>) {
        for (const request of hostileCases(path, operation, known)) {
          const res = await ctx.app.inject({
            method: method.toUpperCase() as 'GET',
            url: `/api${request.url}`,
            headers: { ...request.headers, authorization: `Bearer ${club.owner.token}` },
            ...(request.body === undefined ? {} : { payload: request.body as object }),
          });
          sent += 1;
          if (res.statusCode >= 500)
            failures.push(
              `${method.toUpperCase()} ${request.url} ${request.label}: ${res.statusCode}`,
            );
        }
      }
    }
    expect(sent).toBeGreaterThan(300);
    expect(failures).toEqual([]);
  });
});
