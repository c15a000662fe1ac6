import type { CoinPack } from '@courtside/shared';
import { paths } from '../../lib/paths';

/**
 * SPEC 2/7: the payment screen gets the pack's data in its query (pack, coin, price, photo);
 * the currency rides along so the price reads right.
 */
export function packPaymentPath(pack: CoinPack): string {
  const search = new URLSearchParams({
    pack: pack.id,
    coin: String(pack.coin),
    price: String(pack.price),
    photo: pack.photo ?? '',
    currency: pack.currency,
  });
  return `${paths.coinsPack}/payment?${search}`;
}
