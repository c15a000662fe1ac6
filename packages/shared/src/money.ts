import { z } from './zod.js';
import type { BookingDuration } from './slots.js';

/** Money is an integer amount of minor units (cents) plus an ISO 4217 code (ARCHITECTURE 4). */
export const currencySchema = z.string().regex(/^[A-Z]{3}$/, 'Expected an ISO 4217 currency code');

export const moneySchema = z.object({
  amount: z.number().int().min(0),
  currency: currencySchema,
});
export type Money = z.infer<typeof moneySchema>;

/** SPEC 9: 120 minutes cost exactly twice the club's price per 60 minutes. */
export function bookingPrice(pricePer60Minor: number, durationMinutes: BookingDuration): number {
  if (!Number.isSafeInteger(pricePer60Minor) || pricePer60Minor < 0) {
    throw new RangeError(`Price must be a non-negative integer of minor units: ${pricePer60Minor}`);
  }
  if (durationMinutes !== 60 && durationMinutes !== 120) {
    throw new RangeError(`Unsupported booking duration: ${String(durationMinutes)}`);
  }
  return pricePer60Minor * (durationMinutes / 60);
}

/** A localised price: 2500 USD in 'en' is '$25.00'; the currency decides its decimals. */
export function formatMoney(amountMinor: number, currency: string, locale: string): string {
  return formatMoneyToParts(amountMinor, currency, locale)
    .map((part) => part.value)
    .join('');
}

/** The pieces of a localised price (number, separators, currency), for a screen to lay out. */
export function formatMoneyToParts(
  amountMinor: number,
  currency: string,
  locale: string,
): Intl.NumberFormatPart[] {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
  const fractionDigits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.formatToParts(amountMinor / 10 ** fractionDigits);
}
