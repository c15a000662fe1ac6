/**
 * Receipts (docs/decisions.md, "Receipts"): a club's tax rate is kept in hundredths of a
 * percent (21% is 2100, 7.5% is 750), so that a rate like 7.5% stays exact in integers; 0 is
 * no tax. Prices include the tax.
 */
export const maxTaxRateBasisPoints = 10_000;

/** A rate in percent (up to two decimals) as hundredths of a percent. */
export const percentToBasisPoints = (percent: number): number => Math.round(percent * 100);
export const basisPointsToPercent = (basisPoints: number): number => basisPoints / 100;

/**
 * The tax inside a price that includes it: amount × rate / (100 + rate), rounded to the
 * nearest minor unit, halves away from zero (a refund's negative amount mirrors its sale's).
 */
export function includedTax(amount: number, rateBasisPoints: number): number {
  if (rateBasisPoints <= 0) return 0;
  const tax = Math.round((Math.abs(amount) * rateBasisPoints) / (10_000 + rateBasisPoints));
  return amount < 0 ? -tax : tax;
}
