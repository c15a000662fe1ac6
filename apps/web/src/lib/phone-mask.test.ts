import { describe, expect, it } from 'vitest';
import { isCompleteMaskedPhone, maskPhone } from './phone-mask';

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
