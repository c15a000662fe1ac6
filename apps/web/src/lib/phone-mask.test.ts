import { describe, expect, it } from 'vitest';
import { formatPhone, isCompleteMaskedPhone, maskPhone } from './phone-mask';

describe('phone mask 3-4-3', () => {
  it('spaces the digits as they are typed', () => {
    expect(maskPhone('01')).toBe('01');
    expect(maskPhone('0101')).toBe('010 1');
    expect(maskPhone('01012345678')).toBe('010 1234 567');
  });

  it('drops anything that is not a digit', () => {
    expect(maskPhone('(010) 12-34 x')).toBe('010 1234');
  });

  it('is complete at exactly ten digits', () => {
    expect(isCompleteMaskedPhone('010 1234 567')).toBe(true);
    expect(isCompleteMaskedPhone('010 1234 56')).toBe(false);
  });
});

describe('formatPhone', () => {
  it('spaces a national number of ten digits 3-4-3, however it was stored', () => {
    expect(formatPhone('0101234567')).toBe('010 1234 567');
    expect(formatPhone('010-123-4567')).toBe('010 1234 567');
  });

  it('keeps any other number as it was entered', () => {
    expect(formatPhone('+34 600 123 456')).toBe('+34 600 123 456');
    expect(formatPhone('+2010123456')).toBe('+2010123456');
    expect(formatPhone('600123')).toBe('600123');
  });
});
