/** SPEC 5 and 9: a payer's phone is typed as 3-4-3 digits, e.g. '010 1234 567'. */
const groups = [3, 4, 3] as const;
export const maskedPhoneDigits = groups.reduce((sum, size) => sum + size, 0);

/** Keeps the digits of what was typed (up to ten) and spaces them as 3-4-3. */
export function maskPhone(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, maskedPhoneDigits);
  const parts: string[] = [];
  let start = 0;
  for (const size of groups) {
    const part = digits.slice(start, start + size);
    if (part) parts.push(part);
    start += size;
  }
  return parts.join(' ');
}

export function isCompleteMaskedPhone(value: string): boolean {
  return value.replace(/\D/g, '').length === maskedPhoneDigits;
}
