import { describe, expect, it } from 'vitest';
import { DomainError } from '#server/lib/domain-error.js';
import { priceBooking } from './price.js';
import type { ValidBooking } from './validate.js';

const booking = (duration: 60 | 120, price: { amount: number; currency: string } | null) =>
  ({ place: { price }, body: { duration } }) as unknown as Pick<ValidBooking, 'place' | 'body'>;

describe('priceBooking', () => {
  it("charges the club's price for 60 minutes and twice it for 120", () => {
    expect(priceBooking(booking(60, { amount: 2400, currency: 'USD' }))).toEqual({
      amount: 2400,
      currency: 'USD',
    });
    expect(priceBooking(booking(120, { amount: 2400, currency: 'EUR' }))).toEqual({
      amount: 4800,
      currency: 'EUR',
    });
  });

  it('refuses a court without a price', () => {
    expect(() => priceBooking(booking(60, null))).toThrow(DomainError);
    expect(() => priceBooking(booking(60, null))).toThrow('Not available');
  });
});
