import { z } from './zod.js';

/** Money is an integer amount of minor units (cents) plus an ISO 4217 code (ARCHITECTURE 4). */
export const currencySchema = z.string().regex(/^[A-Z]{3}$/, 'Expected an ISO 4217 currency code');

export const moneySchema = z.object({
  amount: z.number().int().min(0),
  currency: currencySchema,
});
export type Money = z.infer<typeof moneySchema>;

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
