import { bookingPaymentResponseSchema, errorBodySchema } from '@courtside/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityBody, aCoach } from './helpers/activity-fixtures.js';
import { bookingBody, clubDateIn, pay, type TestCourt } from './helpers/booking-fixtures.js';
import { aClub, aPlayerWithCoins, type TestClubWithCourts } from './helpers/builders.js';
import { aChampionship, aPlayerBorn, championshipBody } from './helpers/championship-fixtures.js';
import { aPicture, asFile, multipartBody } from './helpers/multipart.js';
import { bearer, createTestContext, type TestContext } from './helpers/test-app.js';

const refusal = { code: 'FORBIDDEN', message: 'This club belongs to another owner' };
const unknownId = '00000000-0000-4000-8000-00000000ffff';

/**
 * Every owner's action on something of a club answers another club's owner with the one
 * refusal (modules/clubs/club-access.ts): 403 "This club belongs to another owner", whichever
 * module the action is in; what does not exist is a 404.
 */
describe("owners' actions at another owner's club", () => {
  let ctx: TestContext;
  let club: TestClubWithCourts;
  let rival: TestClubWithCourts;
  let padel: TestCourt;
  let pitch: TestCourt;
  const ids = {} as Record<
    'booking' | 'payment' | 'closure' | 'championship' | 'request' | 'occurrence' | 'night',
    string
  >;

  const as =
    (token: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE') =>
    (url: string, payload?: object) =>
      ctx.app.inject({ method, url: `/api${url}`, headers: bearer(token), payload });
  const ownerOf =
    (which: () => TestClubWithCourts, method: Parameters<typeof as>[1]) =>
    (url: string, payload?: object) =>
      as(which().owner.token, method)(url, payload);
  const date = (days: number) => clubDateIn(days, padel.timeZone);
  const court = { name: 'Centre', type: 'padel', capacity: 4, courtType: 'indoor', price: 2000 };
  const night = (days: number) => ({
    club: club.clubId,
    format: 'americano',
    date: date(days),
    fromH: 19,
    fromM: 0,
    toH: 21,
    toM: 0,
    courts: [padel.courtId],
    players: 4,
    pointsPerGame: 24,
    price: 1500,
  });

  async function created(response: Promise<LightMyRequestResponse>): Promise<{ id: string }> {
    const answer = await response;
    if (answer.statusCode !== 201) throw new Error(answer.body);
    return answer.json();
  }

  beforeAll(async () => {
    ctx = await createTestContext();
    club = await aClub(ctx, {
      courts: [{ name: 'Padel 1' }, { name: 'Pitch', sport: 'football' }],
    });
    [padel, pitch] = club.courts as [TestCourt, TestCourt];
    rival = await aClub(ctx);
    const post = ownerOf(() => club, 'POST');

    const player = await aPlayerWithCoins(ctx, 100);
    const booked = await pay(ctx.app, player.token, 'cash', bookingBody(padel, date(3), 12));
    const { booking, paymentId } = bookingPaymentResponseSchema.parse(booked.json());
    ids.booking = booking.id;
    ids.payment = paymentId;

    const closed = await post('/owner/closures', {
      fromDate: date(40),
      toDate: date(40),
      reason: 'Paint',
    });
    ids.closure = (closed.json() as { closure: { id: string } }).closure.id;

    const body = championshipBody(pitch, { days: 10 }, { inviteOnly: 1 });
    ids.championship = await aChampionship(ctx.app, club.owner, body);
    const applicant = await aPlayerBorn(ctx, '2001-03-04');
    ids.request = (
      await created(as(applicant.token, 'POST')(`/user/champion/${ids.championship}`))
    ).id;

    const coach = await aCoach(ctx.app, club.owner, club.clubId);
    const activity = await created(post('/user/activity', activityBody(padel, coach.id, date(5))));
    const sessions = await as(club.owner.token, 'GET')(`/user/activity/all?club=${club.clubId}`);
    ids.occurrence = (sessions.json() as Array<{ id: string; activityId: string }>).find(
      (one) => one.activityId === activity.id,
    )!.id;

    ids.night = (await created(post('/user/social', night(6)))).id;
  });
  afterAll(() => ctx.close());

  const byRival = (method: Parameters<typeof as>[1]) => ownerOf(() => rival, method);
  const actions: Array<[string, () => Promise<LightMyRequestResponse>]> = [
    ['edits a court', () => byRival('PUT')(`/owner/court/${padel.courtId}`, court)],
    ['retires a court', () => byRival('POST')(`/owner/court/${padel.courtId}/retire`)],
    [
      'changes a court’s photo',
      async () => {
        const { payload, headers } = multipartBody({ photo: asFile(await aPicture()) });
        return ctx.app.inject({
          method: 'PUT',
          url: `/api/owner/court/${padel.courtId}/photo`,
          headers: { ...bearer(rival.owner.token), ...headers },
          payload,
        });
      },
    ],
    [
      'reads a court’s day',
      () => byRival('GET')(`/booking/court/${padel.courtId}?date=${date(3)}`),
    ],
    [
      'books for a customer at the desk',
      () =>
        byRival('POST')(
          '/booking/payment/cash',
          bookingBody(padel, date(4), 12, 60, { customerName: 'Walk-in' }),
        ),
    ],
    [
      'cancels a booking',
      () => byRival('POST')(`/booking/${ids.booking}/club-cancel`, { reason: 'Rain' }),
    ],
    [
      'moves a booking',
      () =>
        byRival('POST')(`/booking/${ids.booking}/move`, {
          courtID: padel.courtId,
          date: date(3),
          startTime: '15:00',
        }),
    ],
    [
      'marks cash collected',
      () => byRival('PATCH')(`/payments/${ids.payment}/cash`, { outcome: 'collected' }),
    ],
    ['removes a closure', () => byRival('DELETE')(`/owner/closures/${ids.closure}`)],
    [
      'creates a championship',
      () => byRival('POST')('/user/champion', championshipBody(pitch, { days: 12 })),
    ],
    ['deletes a championship', () => byRival('DELETE')(`/user/champion/${ids.championship}`)],
    ['accepts a request', () => byRival('PATCH')(`/user/champion-request/${ids.request}/confirm`)],
    ['rejects a request', () => byRival('PATCH')(`/user/champion-request/${ids.request}/reject`)],
    [
      'creates an activity',
      () => byRival('POST')('/user/activity', activityBody(padel, unknownId, date(7))),
    ],
    [
      'adds a coach',
      () =>
        byRival('POST')('/user/me/coach', {
          club: club.clubId,
          Name: 'Not Theirs',
          phone: '+34690000001',
          gender: 'F',
          password: 'coach-pass-1',
        }),
    ],
    [
      'cancels an activity session',
      () => byRival('DELETE')(`/user/activity/occurrence/${ids.occurrence}`),
    ],
    ['creates a night', () => byRival('POST')('/user/social', night(8))],
    ['cancels a night', () => byRival('DELETE')(`/user/social/night/${ids.night}`)],
    ['starts a night', () => byRival('POST')(`/user/social/night/${ids.night}/start`)],
    ['draws a night’s next round', () => byRival('POST')(`/user/social/night/${ids.night}/next`)],
    ['finishes a night', () => byRival('POST')(`/user/social/night/${ids.night}/finish`)],
  ];

  it.each(actions)('refuses another owner who %s', async (_action, act) => {
    const answer = await act();
    expect(answer.statusCode, answer.body).toBe(403);
    expect(errorBodySchema.parse(answer.json())).toMatchObject(refusal);
  });

  it('shows another owner a championship as players see it: no one’s request nor participant', async () => {
    const answer = await byRival('GET')(`/user/champion/${ids.championship}`);
    expect(answer.statusCode).toBe(200);
    const read = answer.json<{ request: unknown[]; participants: unknown[] }>();
    expect([read.request, read.participants]).toEqual([[], []]);
    const asOwner = await as(club.owner.token, 'GET')(`/user/champion/${ids.championship}`);
    expect(asOwner.json<{ request: unknown[] }>().request.length).toBeGreaterThan(0);
  });

  it('answers 404, not the refusal, for what does not exist', async () => {
    const missing = [
      await byRival('PUT')(`/owner/court/${unknownId}`, court),
      await byRival('GET')(`/booking/court/${unknownId}?date=${date(3)}`),
      await byRival('POST')(`/booking/${unknownId}/club-cancel`, { reason: 'Rain' }),
      await byRival('PATCH')(`/payments/${unknownId}/cash`, { outcome: 'collected' }),
      await byRival('DELETE')(`/owner/closures/${unknownId}`),
      await byRival('POST')('/user/champion', {
        ...championshipBody(pitch, { days: 12 }),
        club: unknownId,
      }),
      await byRival('GET')(`/user/champion/${unknownId}`),
      await byRival('DELETE')(`/user/activity/occurrence/${unknownId}`),
      await byRival('POST')(`/user/social/night/${unknownId}/start`),
    ];
    expect(missing.map((answer) => answer.statusCode)).toEqual(missing.map(() => 404));
  });

  it('left everything of the club as it was, for its owner to change', async () => {
    const ownerCalls = [
      await as(club.owner.token, 'GET')(`/user/champion/${ids.championship}`),
      await as(club.owner.token, 'POST')(`/user/social/night/${ids.night}/start`),
      await as(club.owner.token, 'POST')(`/booking/${ids.booking}/club-cancel`, { reason: 'Rain' }),
      await as(club.owner.token, 'DELETE')(`/owner/closures/${ids.closure}`),
    ];
    // The night has no players yet: its owner reaches the night's own rule, not a refusal.
    expect(ownerCalls.map((answer) => answer.statusCode)).toEqual([200, 409, 200, 204]);
  });
});
