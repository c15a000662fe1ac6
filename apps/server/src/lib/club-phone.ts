import { regionOfTimeZone, storedPhone } from '@courtside/shared';
import { invalidField } from './domain-error.js';

/**
 * A phone given where a club is involved (packages/shared clubPhoneSchema), read with the one
 * phone rule in the club's country, which its time zone names: its stored form, or a 400 on
 * the field.
 */
export function phoneInClub(typed: string, timeZone: string, field = 'body.phone'): string {
  const stored = storedPhone(typed, regionOfTimeZone(timeZone));
  if (stored === null)
    throw invalidField(
      field,
      'A phone number of the club’s country, or with its country code (+34 612 000 444), or of 10 digits',
    );
  return stored;
}
