import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@courtside/shared';
import { bookingBody, clubDateIn, pay } from './helpers/booking-fixtures.js';
import { aClubWithCourt, type TestClub } from './helpers/builders.js';
import { bearer, createTestContext, type TestContext } from './helpers/test-app.js';
import { hostileCases, type OpenApiDocument, type Operation } from './helpers/hostile-inputs.js';
import { testDialect } from './helpers/test-database.js';

/**
 * Walks every operation of the served OpenAPI document and sends each parameter and body
 * field the inputs that once broke the server (NUL bytes, lone surrogates, years 0 and
 * 9999, huge numbers, SQL), one at a time beside otherwise sensible values. Whatever the
 * answer, it is never a 5xx.
 */
describe(`hostile input on every route of the OpenAPI document (${testDialect})`, () => {
  let ctx: TestContext;
  let club: TestClub;
  beforeAll(async () => {
    ctx = await createTestContext();
    club = await aClubWithCourt(ctx);
  });
  afterAll(() => ctx.close());

  it('refuses dates outside a year back to the booking horizon, naming the field', async () => {
    const court = club.court;
    for (const date of ['9999-12-31', '0000-01-01', '0001-01-01', clubDateIn(70, court.timeZone)]) {
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
  });

  it('answers no 5xx', async () => {
    const document = ctx.app.swagger() as unknown as OpenApiDocument;
    const known = {
      clubId: club.clubId,
      clubID: club.clubId,
      courtID: club.court.courtId,
      court: club.court.courtId,
      id: club.court.courtId,
      date: clubDateIn(2, club.court.timeZone),
      // Booked at the club, so the booking goes as far as a booking can.
      method: 'cash',
    };
    const failures: string[] = [];
    let sent = 0;
    // Signing out revokes the walker's token, so it is walked last.
    const paths = Object.entries(document.paths).sort(
      ([a], [b]) => Number(a === '/auth/sign-out') - Number(b === '/auth/sign-out'),
    );
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
