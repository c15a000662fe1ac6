import { currencyPattern } from '@courtside/shared/rules';

/** The pack to buy, as the pack list handed it over in the query (SPEC 2 and 7). */
export interface PackQuery {
  pack: string;
  coin: number;
  price: number;
  photo: string | null;
  currency: string;
}

// Coin packs are sold in dollars (SPEC 9) unless the link says otherwise.
const defaultCurrency = 'USD';

function wholeNumber(value: string | null): number | null {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  return Number(value);
}

/** The pack of a payment link, or null when the link lacks or garbles a part of it. */
export function parsePackQuery(search: URLSearchParams): PackQuery | null {
  const pack = search.get('pack')?.trim();
  const coin = wholeNumber(search.get('coin'));
  const price = wholeNumber(search.get('price'));
  if (!pack || coin === null || price === null) return null;
  const currency = search.get('currency');
  return {
    pack,
    coin,
    price,
    photo: search.get('photo') || null,
    currency: currency !== null && currencyPattern.test(currency) ? currency : defaultCurrency,
  };
}
