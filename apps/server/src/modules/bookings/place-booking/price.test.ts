import { describe, expect, it } from 'vitest';
import { DomainError } from '#server/lib/domain-error.js';
import { priceBooking } from './price.js';
import type { ValidBooking } from './validate.js';

const booking = (
  duration: 60 | 120,
  price: { amount: number; currency: string } | null,
  slot: { date: string; startTime: string; retiredAt?: string } = {
    date: '2026-11-25',
    startTime: '10:00',
  },
) =>
  ({
    place: {
      price: price && {
        ...price,
        peaks: [{ weekdays: [3], fromHour: 18, toHour: 22, price: 3000 }],
      },
      court: { retired_at: slot.retiredAt ?? null },
    },
    body: { duration, date: slot.date, startTime: slot.startTime },
  }) as unknown as Pick<ValidBooking, 'place' | 'body'>;

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

  it('prices each hour at its own price: 120 minutes across the evening peak', () => {
    const evening = { date: '2026-11-25', startTime: '17:00' };
    expect(priceBooking(booking(120, { amount: 2400, currency: 'USD' }, evening)).amount).toBe(
      5400,
    );
    const peak = { date: '2026-11-25', startTime: '18:00' };
    expect(priceBooking(booking(60, { amount: 2400, currency: 'USD' }, peak)).amount).toBe(3000);
  });

  it('refuses a retired court', () => {
    const retired = { date: '2026-11-25', startTime: '10:00', retiredAt: '2026-11-01T00:00:00Z' };
    expect(() => priceBooking(booking(60, { amount: 2400, currency: 'USD' }, retired))).toThrow(
      DomainError,
    );
  });

  it('refuses a court without a price', () => {
    expect(() => priceBooking(booking(60, null))).toThrow(DomainError);
    expect(() => priceBooking(booking(60, null))).toThrow('Not available');
  });
});
