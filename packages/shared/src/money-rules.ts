/** The zod-free half of money.ts: what a screen can use before zod has loaded. */
import { numberFormat } from './intl-formats.js';

/** An ISO 4217 currency code, as currencySchema takes it. */
export const currencyPattern = /^[A-Z]{3}$/;

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
  const format = numberFormat(locale, { style: 'currency', currency });
  const fractionDigits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.formatToParts(amountMinor / 10 ** fractionDigits);
}

/** How a locale writes the currency's sign: '$' for USD and '€' for EUR in 'en'. */
export function currencySymbol(currency: string, locale: string): string {
  const parts = formatMoneyToParts(0, currency, locale);
  return parts.find((part) => part.type === 'currency')?.value ?? currency;
}

/**
 * How many minor units make one of the currency (100 cents, 1000 fils, 1 yen); 100 for a code
 * Intl does not know, as one being typed.
 */
export function minorPerMajor(currency: string): number {
  try {
    const format = numberFormat('en', { style: 'currency', currency });
    return 10 ** (format.resolvedOptions().maximumFractionDigits ?? 2);
  } catch {
    return 100;
  }
}
