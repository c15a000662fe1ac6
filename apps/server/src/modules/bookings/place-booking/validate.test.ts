import { describe, expect, it } from 'vitest';
import { bookingBody } from '#test/helpers/booking-fixtures.js';
import { DomainError } from '#server/lib/domain-error.js';
import type { BookingPlace } from '#server/modules/clubs/clubs.service.js';
import { defaultBookingRules } from '../booking-rules.js';
import { validateBooking, type BookingRequest } from './validate.js';

const zone = 'Europe/Madrid';
const place: BookingPlace = {
  court: {
    id: 'court-1',
    club_id: 'club-1',
    name: 'Padel 1',
    sport: 'padel',
    capacity: 4,
    photo: null,
    description: null,
    created_at: '',
    retired_at: null,
    version: 0,
  },
  club: {
    id: 'club-1',
    owner_id: 'owner-1',
    name: 'Club',
    address: '',
    latitude: 0,
    longitude: 0,
    time_zone: zone,
    currency: 'USD',
    photo: null,
    created_at: '',
    suspended_at: null,
    cancel_notice_hours: 24,
    booking_window_days: 60,
    late_refund_percent: null,
    padel_lengths: '60,90,120',
    padel_start_every: 30,
    football_lengths: '60,120',
    football_start_every: 60,
    tax_id: null,
    tax_rate_bp: 0,
  },
  price: { amount: 2400, currency: 'USD', peaks: [] },
};
const court = { courtId: 'court-1', clubId: 'club-1', name: 'Padel 1', timeZone: zone };
const now = new Date('2026-11-23T09:30:00.000Z');
const player = { id: 'player-1', role: 'player' as const };

const validate = (request: Partial<BookingRequest> & Pick<BookingRequest, 'body'>) =>
  validateBooking(
    { caller: player, method: 'cash', ...request },
    {
      placeOf: async (id) => (id === 'court-1' ? place : null),
      actorOf: async (id) => ({ id, staffAt: null }),
      now,
      rules: defaultBookingRules,
    },
  );
const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  const { statusCode, code, details } = error as DomainError;
  return { statusCode, code, field: details?.[0]?.field };
};

describe('validateBooking', () => {
  it('gives the UTC start of every half hour a 120-minute booking occupies', async () => {
    const valid = await validate({ body: bookingBody(court, '2026-11-24', 18, 120) });
    expect(valid.slotStarts).toEqual([
      '2026-11-24T17:00:00.000Z',
      '2026-11-24T17:30:00.000Z',
      '2026-11-24T18:00:00.000Z',
      '2026-11-24T18:30:00.000Z',
    ]);
    expect(valid).toMatchObject({
      startsAt: '2026-11-24T17:00:00.000Z',
      endsAt: '2026-11-24T19:00:00.000Z',
      walkIn: false,
      hosted: false,
    });
  });

  it("takes 90 minutes from the half hour where the club's terms sell them", async () => {
    const valid = await validate({ body: bookingBody(court, '2026-11-24', 19.5, 90) });
    expect(valid.body).toMatchObject({ startTime: '19:30', endTime: '21:00', duration: 90 });
    expect(valid).toMatchObject({
      startsAt: '2026-11-24T18:30:00.000Z',
      endsAt: '2026-11-24T20:00:00.000Z',
    });
    expect(valid.slotStarts).toHaveLength(3);
  });

  it("refuses a length or a start the club's terms for the sport do not sell", async () => {
    const football = { ...place, court: { ...place.court, sport: 'football' as const } };
    const validateFootball = (body: BookingRequest['body']) =>
      validateBooking(
        { caller: player, method: 'cash', body },
        {
          placeOf: async () => football,
          actorOf: async (id) => ({ id, staffAt: null }),
          now,
          rules: defaultBookingRules,
        },
      );
    expect(await refusal(validateFootball(bookingBody(court, '2026-11-24', 19, 90)))).toMatchObject(
      { statusCode: 400, field: 'body.duration' },
    );
    expect(
      await refusal(validateFootball(bookingBody(court, '2026-11-24', 19.5, 60))),
    ).toMatchObject({ statusCode: 400, field: 'body.startTime' });
    await expect(validateFootball(bookingBody(court, '2026-11-24', 19, 120))).resolves.toBeTruthy();
  });

  it('refuses an end time that is not the start plus the duration', async () => {
    const body = { ...bookingBody(court, '2026-11-24', 18), endTime: '20:00' };
    expect(await refusal(validate({ body }))).toMatchObject({
      statusCode: 400,
      field: 'body.endTime',
    });
  });

  it('refuses a court that does not exist or is in another club', async () => {
    expect(
      await refusal(
        validate({ body: { ...bookingBody(court, '2026-11-24', 18), courtID: 'nope' } }),
      ),
    ).toMatchObject({ statusCode: 404 });
    expect(
      await refusal(
        validate({ body: { ...bookingBody(court, '2026-11-24', 18), clubID: 'club-2' } }),
      ),
    ).toMatchObject({ statusCode: 404 });
  });

  it('lets only the club owner book a walk-in, and only for cash', async () => {
    const body = bookingBody(court, '2026-11-24', 18, 60, { customerName: 'Ana' });
    expect(await refusal(validate({ body }))).toMatchObject({ statusCode: 403 });
    const owner = { id: 'owner-1', role: 'owner' as const };
    expect(await refusal(validate({ body, caller: owner, method: 'card' }))).toMatchObject({
      statusCode: 400,
      field: 'body.customerName',
    });
    expect((await validate({ body, caller: owner })).walkIn).toBe(true);
  });

  it('asks the mobile wallet for the payer phone', async () => {
    const body = bookingBody(court, '2026-11-24', 18);
    expect(await refusal(validate({ body, method: 'wallet' }))).toMatchObject({
      statusCode: 400,
      field: 'body.phone',
    });
    expect(
      (await validate({ body: { ...body, phone: '611 222 333' }, method: 'wallet' })).hosted,
    ).toBe(true);
  });

  it("reads the payer's and the walk-in customer's phones in the club's country", async () => {
    const body = bookingBody(court, '2026-11-24', 18);
    const walkIn = { ...body, customerName: 'Ana', customerPhone: '699 111 222' };
    const owner = { id: 'owner-1', role: 'owner' as const };
    const paid = await validate({ body: { ...body, phone: '611 222 333' }, method: 'wallet' });
    expect(paid.body.phone).toBe('+34611222333');
    const booked = await validate({ body: walkIn, caller: owner });
    expect(booked.body.customerPhone).toBe('+34699111222');
    expect(
      await refusal(validate({ body: { ...walkIn, customerPhone: '699 111 22' }, caller: owner })),
    ).toMatchObject({ statusCode: 400, field: 'body.customerPhone' });
  });

  it('opens dates up to the booking horizon only', async () => {
    await expect(validate({ body: bookingBody(court, '2027-01-22', 18) })).resolves.toBeTruthy();
    expect(await refusal(validate({ body: bookingBody(court, '2027-01-23', 18) }))).toMatchObject({
      statusCode: 400,
      field: 'body.date',
    });
  });

  it('refuses hours the slot rule closes: past, outside 6 to 22, a 120-minute start at 22', async () => {
    for (const [date, hour, duration] of [
      ['2026-11-23', 9, 60],
      ['2026-11-24', 5, 60],
      ['2026-11-24', 22, 120],
    ] as const)
      expect(
        await refusal(validate({ body: bookingBody(court, date, hour, duration) })),
      ).toMatchObject({ code: 'SLOT_UNAVAILABLE' });
  });
});
