import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../lib/api-client';
import { refusalOf } from './payment-outcome';

const refused = (statusCode: number, code: string) =>
  new ApiError({ statusCode, code, message: code });

describe('payment outcome', () => {
  it('names the refusals a player can act on', () => {
    expect(refusalOf(refused(409, 'SLOT_TAKEN'))).toBe('alreadyBooked');
    expect(refusalOf(refused(409, 'SLOT_UNAVAILABLE'))).toBe('notAvailable');
    expect(refusalOf(refused(409, 'NOT_ENOUGH_COINS'))).toBe('notEnoughCoins');
  });

  it('treats anything else as a failed booking', () => {
    expect(refusalOf(refused(500, 'INTERNAL_ERROR'))).toBe('failed');
    expect(refusalOf(refused(0, 'NETWORK_ERROR'))).toBe('failed');
    expect(refusalOf(new Error('boom'))).toBe('failed');
  });
});
