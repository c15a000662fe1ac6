import { describe, expect, it } from 'vitest';
import { currencySchema, formatMoney, moneySchema } from './money.js';
import { currencySymbol, minorPerMajor } from './money-rules.js';

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

describe('minorPerMajor', () => {
  it("counts the currency's minor units, and 100 for a code still being typed", () => {
    expect(minorPerMajor('USD')).toBe(100);
    expect(minorPerMajor('JPY')).toBe(1);
    expect(minorPerMajor('KWD')).toBe(1000);
    expect(minorPerMajor('US')).toBe(100);
  });
});

describe('currencySymbol', () => {
  it("writes each currency's sign as the locale does", () => {
    expect(currencySymbol('USD', 'en')).toBe('$');
    expect(currencySymbol('EUR', 'en')).toBe('€');
    expect(currencySymbol('EUR', 'es')).toBe('€');
  });
});
