import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../lib/api-client';
import { refusalOf } from './payment-outcome';

const refused = (statusCode: number, code: string, field?: string) =>
  new ApiError({
    statusCode,
    code,
    message: code,
    ...(field ? { details: [{ field, message: 'invalid' }] } : {}),
  });

describe('payment outcome', () => {
  it('names the refusals a player can act on', () => {
    expect(refusalOf(refused(409, 'SLOT_TAKEN'))).toBe('alreadyBooked');
    expect(refusalOf(refused(409, 'SLOT_UNAVAILABLE'))).toBe('notAvailable');
    expect(refusalOf(refused(409, 'NOT_ENOUGH_COINS'))).toBe('notEnoughCoins');
    expect(refusalOf(refused(409, 'TOO_MANY_HOLDS'))).toBe('tooManyHolds');
    expect(refusalOf(refused(409, 'TOO_MANY_CASH_BOOKINGS'))).toBe('tooManyCashBookings');
    expect(refusalOf(refused(409, 'CASH_BLOCKED_NO_SHOWS'))).toBe('cashBlocked');
  });

  it('tells a day past the booking horizon from other invalid requests', () => {
    expect(refusalOf(refused(400, 'VALIDATION_FAILED', 'body.date'))).toBe('beyondHorizon');
    expect(refusalOf(refused(400, 'VALIDATION_FAILED', 'body.endTime'))).toBe('failed');
  });

  it('treats anything else as a failed booking', () => {
    expect(refusalOf(refused(500, 'INTERNAL_ERROR'))).toBe('failed');
    expect(refusalOf(refused(0, 'NETWORK_ERROR'))).toBe('failed');
    expect(refusalOf(new Error('boom'))).toBe('failed');
  });
});
