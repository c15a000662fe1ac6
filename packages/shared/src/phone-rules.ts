import {
  AsYouType,
  getCountries,
  isSupportedCountry,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js/min';

export { regionOfTimeZone } from './time-zone-regions.js';

/**
 * The country a number typed in its national form is read in: the club's where a club is
 * involved (from its time zone: regionOfTimeZone), else the one the device is in.
 */
export type PhoneRegion = CountryCode;

export function isPhoneRegion(value: string): value is PhoneRegion {
  return isSupportedCountry(value);
}

/** Every country whose numbers the rule knows, by its ISO 3166 code. */
export const phoneRegions = getCountries() as [PhoneRegion, ...PhoneRegion[]];

/** SPEC 5 and 9: a local number of ten digits, typed 3-4-3 ('010 1234 567'). */
export const localPhoneDigits = 10;
const maskGroups = [3, 4, 3] as const;

/** Digits, with a plus in front and spaces, dashes, dots and brackets for readability. */
const phoneText = /^\+?[\d\s().-]+$/;

/** Up to ten digits spaced 3-4-3 as far as they go ('010 12'). */
function masked(digits: string): string {
  const parts: string[] = [];
  let start = 0;
  for (const size of maskGroups) {
    const part = digits.slice(start, start + size);
    if (part) parts.push(part);
    start += size;
  }
  return parts.join(' ');
}

/** A number typed with its country code: after a plus, or after the 00 most countries dial. */
function internationalDigits(text: string, digits: string): string | null {
  if (text.startsWith('+')) return digits;
  return digits.startsWith('00') ? digits.slice(2) : null;
}

/**
 * The one rule for a phone number typed anywhere (issue 40), on the client and the server:
 * the number as it is stored, compared and dialled back, or null when what was typed is not
 * one. No digit is ever dropped: a number is kept whole or refused.
 * - In its international form ('+34 612 000 222', '0034 612 000 222'): any valid number,
 *   stored in E.164 ('+34612000222').
 * - Ten digits without a country code: the spec's local number, typed in its 3-4-3 mask
 *   ('010 1234 567'), stored as its ten digits whatever the region, so that one number is
 *   stored one way wherever it is typed.
 * - Otherwise in its national form ('612 000 222'): valid in `region`, stored in E.164.
 */
export function storedPhone(typed: string, region?: PhoneRegion | null): string | null {
  const text = typed.trim();
  if (!phoneText.test(text)) return null;
  const digits = text.replace(/\D/g, '');
  const international = internationalDigits(text, digits);
  const number =
    international !== null ? parsePhoneNumberFromString(`+${international}`) : undefined;
  if (number?.isValid()) return number.number;
  if (text.startsWith('+')) return null;
  if (digits.length === localPhoneDigits) return digits;
  const national = region ? parsePhoneNumberFromString(digits, region) : undefined;
  return national?.isValid() ? national.number : null;
}

/**
 * A stored number as people read it: an international one in its country's grouping
 * ('+34 612 00 02 22'), a local one in the spec's 3-4-3 mask, anything else as it is.
 */
export function formatPhone(stored: string): string {
  if (/^\d+$/.test(stored) && stored.length === localPhoneDigits) return masked(stored);
  const number = stored.startsWith('+') ? parsePhoneNumberFromString(stored) : undefined;
  return number?.isValid() ? number.formatInternational() : stored;
}

/**
 * What a phone field shows as it is typed: an international number grouped as its country
 * groups it, a national one as `region` does, and ten digits (or fewer the region does not
 * group) in the 3-4-3 mask. Only spaces change: every digit typed stays, and a leading plus.
 */
export function phoneAsTyped(text: string, region?: PhoneRegion | null): string {
  const digits = text.replace(/\D/g, '');
  if (text.trimStart().startsWith('+')) return new AsYouType().input(`+${digits}`);
  if (digits.length === localPhoneDigits) return masked(digits);
  const national = region ? new AsYouType(region).input(digits) : digits;
  if (national.includes(' ')) return national;
  return digits.length < localPhoneDigits ? masked(digits) : digits;
}

/**
 * The stored forms a phone typed at sign-in may have been kept in, best first: as the rule
 * reads it, with a plus in front (its digits as they were stored before issue 40, a
 * country code without its plus), and as bare digits (a number stored before the rule that
 * it could not read).
 */
export function phoneLookupKeys(typed: string, region?: PhoneRegion | null): string[] {
  const digits = typed.replace(/\D/g, '');
  if (!phoneText.test(typed.trim())) return [];
  const keys = [storedPhone(typed, region), storedPhone(`+${digits}`), digits];
  return [...new Set(keys.filter((key): key is string => Boolean(key)))];
}
