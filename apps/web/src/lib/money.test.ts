import { afterEach, describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { formatPrice } from './money';

describe('prices in the interface language', () => {
  afterEach(() => i18next.changeLanguage('en'));

  it('writes a price as Intl.NumberFormat does for English and Spanish', async () => {
    expect(formatPrice(2400, 'USD')).toBe('$24.00');
    await i18next.changeLanguage('es');
    expect(formatPrice(2400, 'USD')).toBe(
      new Intl.NumberFormat('es', { style: 'currency', currency: 'USD' }).format(24),
    );
    expect(formatPrice(2400, 'USD')).toMatch(/^24,00\sUS\$$/);
  });

  it("keeps 'US$' in one left-to-right piece in Arabic, so it never reads '$US'", async () => {
    await i18next.changeLanguage('ar');
    const price = formatPrice(2400, 'USD');
    const arabic = new Intl.NumberFormat('ar', { style: 'currency', currency: 'USD' });
    const currency = arabic.formatToParts(24).find((part) => part.type === 'currency')!.value;
    expect(currency).toBe('US$');
    expect(price).toContain(`\u2066${currency}\u2069`);
    expect(price.replace(/[\u2066\u2069]/g, '')).toBe(arabic.format(24));
  });
});
