import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon';
import { tollIcon } from '@/components/icons/toll';
import { currentLanguage } from '../../../lib/i18n';
import type { PackQuery } from '../pack-query';
import { packPrice } from './pack-price';
import { Photo } from '../../../components/photo';
import { packPhotoSize } from './coin-pack-card';
import styles from './pack-summary.module.css';

/** SPEC 2 coin pack payment: the pack's picture, 'Number of coins' and 'Price'. */
export function PackSummary({ pack }: { pack: PackQuery }) {
  const { t } = useTranslation();
  const price = packPrice(pack.price, pack.currency, currentLanguage());
  return (
    <div className={styles.card}>
      <Photo
        src={pack.photo}
        width={448}
        height={(448 * packPhotoSize.height) / packPhotoSize.width}
        fluid
        radius={0}
        fallback={<Icon path={tollIcon} />}
      />
      <div className={styles.rows}>
        <SummaryRow label={t('coins.numberOfCoins')} value={String(pack.coin)} />
        <SummaryRow label={t('coins.priceLabel')} value={t('coins.priceValue', price)} />
      </div>
    </div>
  );
}

function SummaryRow({ label, value }: { label: string; value: string }) {
  return (
    <div className={styles.row}>
      <p className={styles.label}>{label}</p>
      <p className={styles.value}>{value}</p>
    </div>
  );
}
