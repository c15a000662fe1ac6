import { numberFormat } from '@courtside/shared/rules';

/** The currency's minor units in one major unit (100 for dollars, 1 for yen). */
export function minorPerMajor(currency: string): number {
  const digits =
    numberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
    2;
  return 10 ** digits;
}
