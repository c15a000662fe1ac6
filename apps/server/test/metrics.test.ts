import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aClubWithCourt, aUser } from './helpers/builders.js';
import { bookingBody, clubDateIn, pay } from './helpers/booking-fixtures.js';
import { bearer, createTestContext, type TestContext } from './helpers/test-app.js';
import { testDialect } from './helpers/test-database.js';

const token = 'metrics-token-for-tests-0123456789';

describe(`GET /metrics, ${testDialect}`, () => {
  describe('without METRICS_TOKEN', () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await createTestContext();
    });
    afterAll(() => ctx.close());

    it('is not there', async () => {
      for (const headers of [{}, bearer(token)]) {
        const res = await ctx.app.inject({ method: 'GET', url: '/metrics', headers });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
      }
    });
  });

  describe('with METRICS_TOKEN', () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await createTestContext({ metricsToken: token, holdSweepMs: 50 });
    });
    afterAll(() => ctx.close());

    const scrape = () => ctx.app.inject({ method: 'GET', url: '/metrics', headers: bearer(token) });

    it('asks for the token', async () => {
      for (const headers of [
        {},
        bearer('metrics-token-for-tests-wrong-one'),
        { authorization: token },
      ]) {
        const res = await ctx.app.inject({ method: 'GET', url: '/metrics', headers });
        expect(res.statusCode).toBe(401);
        expect(res.headers['www-authenticate']).toMatch(/^Bearer/);
      }
    });

    it('counts requests by route pattern and status class, and money by state', async () => {
      const player = await aUser(ctx);
      const { court } = await aClubWithCourt(ctx);
      const booked = await pay(ctx.app, player.token, 'cash', {
        ...bookingBody(court, clubDateIn(3, court.timeZone), 10),
      });
      expect(booked.statusCode).toBe(201);
      const clubUrl = `/api/user/club/${court.clubId}/court`;
      await ctx.app.inject({ method: 'GET', url: clubUrl, headers: bearer(player.token) });
      await ctx.app.inject({ method: 'GET', url: '/api/no-such-thing' });

      const res = await scrape();
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      const text = res.body;
      for (const name of [
        'courtside_http_requests_total',
        'courtside_http_request_duration_seconds_bucket',
        'courtside_event_streams_open',
        'courtside_jobs_total',
        'courtside_bookings',
        'courtside_payments',
        'process_cpu_seconds_total',
      ])
        expect(text).toContain(`# TYPE ${name.replace(/_bucket$/, '')} `);
      expect(text).toMatch(
        /courtside_http_requests_total\{method="POST",route="\/api\/booking\/payment\/:method",status_class="2xx"\} 1/,
      );
      expect(text).toMatch(
        /courtside_http_requests_total\{method="GET",route="\/api\/user\/club\/:clubId\/court",status_class="2xx"\} 1/,
      );
      expect(text).toMatch(/route="unmatched",status_class="4xx"/);
      // Patterns, never the ids a URL carries.
      expect(text).not.toContain(court.clubId);
      expect(text).toMatch(/courtside_bookings\{status="confirmed"\} 1/);
      expect(text).toMatch(/courtside_payments\{status="due_at_club"\} 1/);
      expect(text).toMatch(/courtside_event_streams_open 0/);
      if (testDialect === 'postgres')
        expect(text).toMatch(/courtside_db_pool_connections\{state="total"\} [1-9]/);
    });

    it('counts the background jobs run, by job and outcome', async () => {
      await expect
        .poll(async () => (await scrape()).body, { timeout: 5_000 })
        .toMatch(/courtside_jobs_total\{job="lapsed_holds",outcome="completed"\} [1-9]/);
    });
  });
});
