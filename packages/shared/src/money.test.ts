import { describe, expect, it } from 'vitest';
import { bookingPrice, currencySchema, formatMoney, moneySchema } from './money.js';
import type { BookingDuration } from './slots.js';

describe('bookingPrice (SPEC 9)', () => {
  it('charges the price per 60 minutes for 60 minutes', () => {
    expect(bookingPrice(2500, 60)).toBe(2500);
  });

  it('charges exactly twice the 60-minute price for 120 minutes', () => {
    expect(bookingPrice(2500, 120)).toBe(5000);
    expect(bookingPrice(1999, 120)).toBe(2 * bookingPrice(1999, 60));
    expect(bookingPrice(0, 120)).toBe(0);
  });

  it('refuses other durations', () => {
    expect(() => bookingPrice(2500, 90 as BookingDuration)).toThrow(RangeError);
    expect(() => bookingPrice(2500, 180 as BookingDuration)).toThrow(RangeError);
  });

  it('refuses prices that are not whole non-negative minor units', () => {
    expect(() => bookingPrice(-1, 60)).toThrow(RangeError);
    expect(() => bookingPrice(12.5, 60)).toThrow(RangeError);
    expect(() => bookingPrice(Number.NaN, 60)).toThrow(RangeError);
  });
});

describe('formatMoney', () => {
  it('shows dollars with cents', () => {
    expect(formatMoney(2500, 'USD', 'en-US')).toBe('$25.00');
    expect(formatMoney(5, 'USD', 'en-US')).toBe('$0.05');
    expect(formatMoney(123456789, 'USD', 'en-US')).toBe('$1,234,567.89');
  });

  it("follows the locale's conventions", () => {
    expect(formatMoney(5000, 'EUR', 'es-ES')).toBe('50,00\u00a0€');
  });

  it('uses the decimals of the currency', () => {
    expect(formatMoney(1500, 'JPY', 'en-US')).toBe('¥1,500');
    expect(formatMoney(1500, 'KWD', 'en-US')).toBe('KWD\u00a01.500');
  });
});

describe('moneySchema', () => {
  it('accepts a whole non-negative amount with a three-letter currency', () => {
    expect(moneySchema.parse({ amount: 5000, currency: 'USD' })).toEqual({
      amount: 5000,
      currency: 'USD',
    });
    expect(moneySchema.safeParse({ amount: 0, currency: 'EUR' }).success).toBe(true);
  });

  it('refuses negative or fractional amounts and malformed currencies', () => {
    expect(moneySchema.safeParse({ amount: -1, currency: 'USD' }).success).toBe(false);
    expect(moneySchema.safeParse({ amount: 25.5, currency: 'USD' }).success).toBe(false);
    for (const bad of ['usd', 'US', 'USDT', '']) {
      expect(currencySchema.safeParse(bad).success).toBe(false);
    }
  });
});
