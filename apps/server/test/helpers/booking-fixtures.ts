import {
  clubToday,
  minuteOfTime,
  slotTimes,
  timeOfMinute,
  type BookingDuration,
} from '@courtside/shared';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.js';
import { sandboxSignatureHeader } from '#server/payments/sandbox/sandbox-provider.js';
import { bearer } from './test-app.js';

export interface TestCourt {
  courtId: string;
  clubId: string;
  name: string;
  timeZone: string;
}

/** The club-local date `days` after today, 'YYYY-MM-DD'. */
export function clubDateIn(days: number, timeZone: string, now = new Date()): string {
  const today = Date.parse(`${clubToday(timeZone, now)}T00:00:00Z`);
  return new Date(today + days * 86_400_000).toISOString().slice(0, 10);
}

/** A booking's body; `hour` 19.5 starts it at 19:30. */
export function bookingBody(
  court: TestCourt,
  date: string,
  hour: number,
  duration: BookingDuration = 60,
  extra: Record<string, unknown> = {},
) {
  return {
    court: court.name,
    courtID: court.courtId,
    clubID: court.clubId,
    date,
    ...slotTimes(Math.round(hour * 60), duration),
    duration,
    isAvailable: false,
    ...extra,
  };
}

export function pay(
  app: FastifyInstance,
  token: string,
  method: string,
  body: Record<string, unknown>,
) {
  return app.inject({
    method: 'POST',
    url: `/api/booking/payment/${method}`,
    headers: bearer(token),
    payload: body,
  });
}

/** Opens a sandbox checkout address like a browser and presses Pay or Decline. */
export async function decideCheckout(
  app: FastifyInstance,
  address: string,
  decision: 'approve' | 'decline',
) {
  const url = new URL(address, 'http://localhost');
  const page = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
  if (page.statusCode !== 200) throw new Error(`checkout page: ${page.statusCode}`);
  const response = await app.inject({
    method: 'POST',
    url: url.pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      decision,
      token: url.searchParams.get('token') ?? '',
    }).toString(),
  });
  return { page, response };
}

/** GET /booking for one court and day: its taken runs of half hours. */
async function takenRunsOf(app: FastifyInstance, token: string, court: TestCourt, date: string) {
  const res = await app.inject({
    method: 'GET',
    url: `/api/booking?date=${date}&court=${court.courtId}`,
    headers: bearer(token),
  });
  if (res.statusCode !== 200) throw new Error(`GET /booking: ${res.body}`);
  return res.json<Array<{ startTime: string; endTime: string; duration: number }>>();
}

/**
 * The day's taken time of a court, hour by hour from the start of each run ('10:00', '11:00'
 * for 10:00-12:00; a last half hour counts as an hour).
 */
export async function takenHoursOf(
  app: FastifyInstance,
  token: string,
  court: TestCourt,
  date: string,
): Promise<string[]> {
  return (await takenRunsOf(app, token, court, date)).flatMap((run) => {
    const start = minuteOfTime(run.startTime);
    return Array.from({ length: Math.ceil(run.duration / 60) }, (_, hour) =>
      timeOfMinute(start + hour * 60),
    );
  });
}

/** The day's taken time of a court as GET /booking answers it: 'HH:mm-HH:mm' runs. */
export async function takenSpansOf(
  app: FastifyInstance,
  token: string,
  court: TestCourt,
  date: string,
): Promise<string[]> {
  const runs = await takenRunsOf(app, token, court, date);
  return runs.map((run) => `${run.startTime}-${run.endTime}`);
}

export async function coinsOf(app: FastifyInstance, token: string): Promise<number> {
  const res = await app.inject({
    method: 'GET',
    url: '/api/user/me/coins',
    headers: bearer(token),
  });
  if (res.statusCode !== 200) throw new Error(`GET /user/me/coins: ${res.body}`);
  return res.json<{ balance: number }>().balance;
}

/** The provider's signed report on a payment, as the sandbox would send it. */
export async function providerReports(
  app: FastifyInstance,
  db: Kysely<Database>,
  paymentId: string,
  status: 'succeeded' | 'failed',
) {
  const row = await db
    .selectFrom('payments')
    .select(['method', 'provider_ref'])
    .where('id', '=', paymentId)
    .executeTakeFirstOrThrow();
  const method = row.method as 'card' | 'wallet' | 'mobile';
  const callback = { paymentId, providerRef: row.provider_ref!, status };
  return app.inject({
    method: 'POST',
    url: `/api/payments/callback/${method}`,
    headers: { [sandboxSignatureHeader]: app.services.sandbox[method].signCallback(callback) },
    payload: callback,
  });
}
