import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat, relativeTimeFormat } from './intl-formats.js';

describe('kept Intl formatters', () => {
  it('gives the same formatter for the same language and options', () => {
    const first = dateTimeFormat('es', { weekday: 'short', timeZone: 'UTC' });
    expect(dateTimeFormat('es', { weekday: 'short', timeZone: 'UTC' })).toBe(first);
    expect(first.format(Date.UTC(2026, 10, 26, 12))).toBe('jue');
  });

  it('builds another for another language or other options', () => {
    const english = numberFormat('en', { style: 'currency', currency: 'USD' });
    expect(numberFormat('ar', { style: 'currency', currency: 'USD' })).not.toBe(english);
    expect(numberFormat('en', { style: 'currency', currency: 'EUR' })).not.toBe(english);
    expect(english.format(25)).toBe('$25.00');
    expect(numberFormat('en').format(1234.5)).toBe('1,234.5');
  });

  it('keeps no formatter it could not build, and throws as Intl does', () => {
    expect(() => dateTimeFormat('en', { timeZone: 'Nowhere/Else' })).toThrow(RangeError);
    expect(() => dateTimeFormat('en', { timeZone: 'Nowhere/Else' })).toThrow(RangeError);
  });

  it('keeps relative time formatters too', () => {
    const format = relativeTimeFormat('en', { numeric: 'auto' });
    expect(relativeTimeFormat('en', { numeric: 'auto' })).toBe(format);
    expect(format.format(-1, 'day')).toBe('yesterday');
  });
});
