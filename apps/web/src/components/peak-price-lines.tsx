import type { PeakPrice } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '@/lib/money';
import { peakWhen, weekdayNames } from '@/lib/peak-text';
import styles from './peak-price-lines.module.css';

/** A court's peak prices, one line each: when they apply and what an hour costs then. */
export function PeakPriceLines({
  peaks,
  currency,
}: {
  peaks: readonly PeakPrice[];
  currency: string;
}) {
  const { t } = useTranslation();
  const names = weekdayNames();
  return peaks.map((peak, index) => (
    <span key={index} className={styles.line}>
      {t('common.peakLine', { when: peakWhen(peak, names) })}{' '}
      <bdi>{formatPrice(peak.price, currency)}</bdi>
    </span>
  ));
}
