import { describe, expect, it } from 'vitest';
import { isPhone } from './auth-rules.js';
import { phoneSchema } from './auth.js';

describe('isPhone', () => {
  it('answers as phoneSchema does, without zod', () => {
    const phones = [
      '+34 600 123 456',
      '600-123-456',
      '0612345',
      ' +201001234567 ',
      '+1234567890123456789',
    ];
    const bad = [
      '',
      '12345',
      '+34 600 123 45a',
      '++34600123456',
      '600 123 456 ',
      '-600123456',
      '1'.repeat(21),
    ];
    for (const value of [...phones, ...bad, 'abc\u0000123456']) {
      expect(isPhone(value)).toBe(phoneSchema.safeParse(value).success);
    }
  });
});
