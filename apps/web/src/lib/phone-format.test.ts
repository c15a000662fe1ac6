import { describe, expect, it } from 'vitest';
import { formatPhone } from './phone-format';

describe('formatPhone', () => {
  it('spaces a national number of ten digits 3-4-3, however it was stored', () => {
    expect(formatPhone('0101234567')).toBe('010 1234 567');
    expect(formatPhone('010-123-4567')).toBe('010 1234 567');
  });

  it('groups an international number as its country does, from its digits alone', () => {
    expect(formatPhone('34688489307')).toBe('+34 688 48 93 07');
    expect(formatPhone('+34 600 123 456')).toBe('+34 600 12 34 56');
  });

  it('keeps a number it cannot read as it was entered', () => {
    expect(formatPhone('600123')).toBe('600123');
    expect(formatPhone('346884893074')).toBe('346884893074');
  });
});
