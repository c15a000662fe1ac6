import { numberFormat } from '@courtside/shared/rules';

/**
 * SPEC 2 'Price: {price}$' wants a bare amount before the '$'. It is rounded as formatMoney
 * rounds the currency, without decimals when the amount is whole: 900 is '9', 450 is '4.50'.
 */
export function packPriceAmount(priceMinor: number, currency: string, locale: string): string {
  const currencyFormat = numberFormat(locale, { style: 'currency', currency });
  const fractionDigits = currencyFormat.resolvedOptions().maximumFractionDigits ?? 2;
  const amount = priceMinor / 10 ** fractionDigits;
  return numberFormat(locale, {
    minimumFractionDigits: Number.isInteger(amount) ? 0 : fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(amount);
}
