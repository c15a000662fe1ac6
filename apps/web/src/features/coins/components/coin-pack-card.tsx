import type { CoinPack } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon';
import { tollIcon } from '@/components/icons/toll';
import { currentLanguage } from '../../../lib/i18n';
import { packPrice } from './pack-price';
import { Photo } from '../../../components/photo';
import styles from './coin-pack-card.module.css';

/** The packs' pictures are drawn at 4:3: shown at that shape, none of the coins is cut off. */
export const packPhotoSize = { width: 160, height: 120 };

interface CoinPackCardProps {
  pack: CoinPack;
  onSelect: (pack: CoinPack) => void;
}

/** SPEC 2 Coins pack: 'Coin: {coin}' and 'Price: {price}$' under the pack's picture. */
export function CoinPackCard({ pack, onSelect }: CoinPackCardProps) {
  const { t } = useTranslation();
  const price = packPrice(pack.price, pack.currency, currentLanguage());
  return (
    <div className={styles.card}>
      <button type="button" className={styles.action} onClick={() => onSelect(pack)}>
        <Photo
          src={pack.photo}
          {...packPhotoSize}
          fluid
          radius={0}
          fallback={<Icon path={tollIcon} />}
        />
        <span className={styles.text}>
          <h3 className={styles.coin}>{t('coins.coin', { coin: pack.coin })}</h3>
          <span className={styles.price}>{t('coins.price', price)}</span>
        </span>
      </button>
    </div>
  );
}
