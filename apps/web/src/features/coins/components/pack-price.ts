import { currencySymbol, numberFormat } from '@courtside/shared/rules';

/**
 * SPEC 2 'Price: {price}$': a bare amount, then the sign of the pack's currency ('$' for the
 * spec's dollars, '€' for a pack sold in euros).
 */
export function packPrice(priceMinor: number, currency: string, locale: string) {
  return {
    price: packPriceAmount(priceMinor, currency, locale),
    currency: currencySymbol(currency, locale),
  };
}

/**
 * The bare amount, rounded as formatMoney rounds the currency, without decimals when the
 * amount is whole: 900 is '9', 450 is '4.50'.
 */
function packPriceAmount(priceMinor: number, currency: string, locale: string): string {
  const currencyFormat = numberFormat(locale, { style: 'currency', currency });
  const fractionDigits = currencyFormat.resolvedOptions().maximumFractionDigits ?? 2;
  const amount = priceMinor / 10 ** fractionDigits;
  return numberFormat(locale, {
    minimumFractionDigits: Number.isInteger(amount) ? 0 : fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(amount);
}
