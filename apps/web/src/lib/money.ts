import { formatMoneyToParts } from '@courtside/shared/rules';
import i18next from 'i18next';
import { leftToRight } from './bidi';
import { currentLanguage } from './i18n';

/**
 * A price as the interface language writes it, with Intl.NumberFormat ('$24.00', '24,00 US$',
 * '‏24.00 US$'). In a right-to-left language the currency code is kept in one piece: left
 * alone, the '$' drifts to the other side of 'US' and the price reads '$US 24.00'.
 */
export function formatPrice(amountMinor: number, currency: string): string {
  const language = currentLanguage();
  const rtl = i18next.dir(language) === 'rtl';
  return formatMoneyToParts(amountMinor, currency, language)
    .map(({ type, value }) => (rtl && type === 'currency' ? leftToRight(value) : value))
    .join('');
}
