import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { maskPhone, maskedPhoneDigits } from './phone-mask';

/**
 * A stored phone (its digits alone, see normalizePhone) as people read it: a national number
 * of ten digits spaced 3-4-3 as it is typed (SPEC 5), an international one in its country's
 * grouping ('+34 688 48 93 07'), anything else as it is.
 */
export function formatPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === maskedPhoneDigits && digits.startsWith('0')) return maskPhone(digits);
  const international = parsePhoneNumberFromString(`+${digits}`);
  return international?.isValid() ? international.formatInternational() : phone;
}
