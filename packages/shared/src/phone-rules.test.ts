import { describe, expect, it } from 'vitest';
import {
  formatPhone,
  phoneAsTyped,
  phoneLookupKeys,
  storedPhone,
  type PhoneRegion,
} from './phone-rules.js';
import { clubPhoneSchema, phoneSchema } from './auth.js';

describe('storedPhone, the one phone rule', () => {
  it('keeps an international number whole, in E.164, whatever the region', () => {
    for (const region of [undefined, 'ES', 'EG'] as const) {
      expect(storedPhone('+34 612 000 222', region)).toBe('+34612000222');
      expect(storedPhone('0034 612-000-222', region)).toBe('+34612000222');
      expect(storedPhone(' +1 (212) 555-0123 ', region)).toBe('+12125550123');
      expect(storedPhone('+20 10 1234 5678', region)).toBe('+201012345678');
    }
  });

  it("reads a national number in the region's country, and only there", () => {
    expect(storedPhone('612 000 444', 'ES')).toBe('+34612000444');
    expect(storedPhone('612000444', 'ES')).toBe('+34612000444');
    expect(storedPhone('010 1234 5678', 'EG')).toBe('+201012345678');
    expect(storedPhone('612 000 444')).toBeNull();
    expect(storedPhone('612 000 444', 'US')).toBeNull();
  });

  it('keeps the spec’s ten-digit local number as its digits, in any region', () => {
    for (const region of [undefined, 'ES', 'EG', 'US'] as const) {
      expect(storedPhone('010 1234 567', region)).toBe('0101234567');
      expect(storedPhone('6111000001', region)).toBe('6111000001');
    }
  });

  it('refuses what is no number rather than drop a digit', () => {
    const refused = [
      '',
      '+34 612 000 22',
      '+34 612 000 2222',
      '+3461200022',
      '612 000 4444 1',
      '12345',
      '+34 612 000 22a',
      '34+612000222',
      '++34612000222',
      '+0101234567',
      'abc',
    ];
    for (const typed of refused) expect(storedPhone(typed, 'ES'), typed).toBeNull();
  });
});

describe('formatPhone', () => {
  it('shows a stored number as people read and dial it', () => {
    expect(formatPhone('+34612000222')).toBe('+34 612 00 02 22');
    expect(formatPhone('0101234567')).toBe('010 1234 567');
    expect(formatPhone('+12125550123')).toBe('+1 212 555 0123');
  });

  it('shows anything the rule cannot read as it is', () => {
    expect(formatPhone('612000444')).toBe('612000444');
    expect(formatPhone('+3461200022')).toBe('+3461200022');
  });

  it('reads back, formatted, as the number it shows', () => {
    for (const stored of ['+34612000222', '0101234567', '+201012345678', '+3545551234'])
      for (const region of [undefined, 'ES', 'EG', 'US'] as const)
        expect(storedPhone(formatPhone(stored), region)).toBe(stored);
  });
});

describe('phoneAsTyped', () => {
  const typing = (text: string, region?: PhoneRegion) =>
    [...text].map((_, end) => phoneAsTyped(text.slice(0, end + 1), region));

  it('spaces ten local digits 3-4-3 as they come', () => {
    expect(typing('0101234567').at(-1)).toBe('010 1234 567');
    expect(phoneAsTyped('0101')).toBe('010 1');
    expect(phoneAsTyped('010 1234 567', 'ES')).toBe('010 1234 567');
  });

  it('groups a national number as its country does, and an international one', () => {
    expect(phoneAsTyped('612 000 444', 'ES')).toBe('612 00 04 44');
    expect(phoneAsTyped('+34612000222')).toBe('+34 612 00 02 22');
    expect(phoneAsTyped('0034612000222', 'ES')).toBe('00 34 612 00 02 22');
  });

  it('never drops a digit, never ends on a space, and keeps a leading plus', () => {
    const texts = [
      '+34 612 000 222',
      '612 000 444',
      '0101234567',
      '0034612000222',
      '61200044412345',
    ];
    for (const region of [undefined, 'ES', 'EG', 'US'] as const)
      for (const text of texts)
        for (const [index, shown] of typing(text, region).entries()) {
          const typed = text.slice(0, index + 1);
          expect(shown.replace(/\D/g, '')).toBe(typed.replace(/\D/g, ''));
          expect(shown).not.toMatch(/\s$/);
          expect(shown.startsWith('+')).toBe(typed.startsWith('+'));
        }
  });

  it('is read by the rule as what was typed', () => {
    for (const [text, region] of [
      ['612000444', 'ES'],
      ['+34612000222', undefined],
      ['0101234567', 'EG'],
    ] as const)
      expect(storedPhone(phoneAsTyped(text, region), region)).toBe(storedPhone(text, region));
  });
});

describe('phoneLookupKeys', () => {
  it('tries the rule’s reading, the number stored before the plus was kept, and bare digits', () => {
    expect(phoneLookupKeys('612 000 444', 'ES')).toEqual(['+34612000444', '612000444']);
    expect(phoneLookupKeys('34612000222')).toEqual(['+34612000222', '34612000222']);
    expect(phoneLookupKeys('611 1000 001', 'ES')).toEqual(['6111000001']);
    expect(phoneLookupKeys('lucia_p')).toEqual([]);
  });
});

describe('the phone schemas', () => {
  it('hand on the stored form where no club is involved, and refuse a national number', () => {
    expect(phoneSchema.parse(' +34 612 000 222 ')).toBe('+34612000222');
    expect(phoneSchema.parse('010 1234 567')).toBe('0101234567');
    expect(phoneSchema.safeParse('612 000 444').success).toBe(false);
    expect(phoneSchema.safeParse('+34 612 000 22').error?.issues[0]?.message).toBe(
      'A phone number with its country code (+34 612 000 444) or of 10 digits',
    );
  });

  it('leave a phone given to a club as typed, for the club’s country to read', () => {
    expect(clubPhoneSchema.parse(' 612 000 444 ')).toBe('612 000 444');
    expect(clubPhoneSchema.safeParse('').success).toBe(false);
    expect(clubPhoneSchema.safeParse('1'.repeat(41)).success).toBe(false);
  });
});
