import { useTranslation } from 'react-i18next';
import { IconButton } from '@/components/icon-button';
import { Icon } from '@/components/icon';
import { refreshIcon } from '@/components/icons/refresh';
import { tollIcon } from '@/components/icons/toll';
import { Skeleton } from '@/components/skeleton';
import { currentLanguage } from '../../../lib/i18n';
import { numberFormat } from '@courtside/shared/rules';
import styles from './coin-balance-card.module.css';

interface CoinBalanceCardProps {
  /** Undefined until it has loaded. */
  balance: number | undefined;
  failed: boolean;
  onRetry: () => void;
}

export function CoinBalanceCard({ balance, failed, onRetry }: CoinBalanceCardProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.card}>
      <span aria-hidden className={styles.coin}>
        <Icon path={tollIcon} />
      </span>
      <div className={styles.figures}>
        <p className={styles.label}>{t('coins.balance')}</p>
        {balance !== undefined ? (
          <p className={styles.balance}>{numberFormat(currentLanguage()).format(balance)}</p>
        ) : failed ? (
          <p className={styles.failed}>{t('common.loadFailed')}</p>
        ) : (
          <Skeleton width={120} height={36} className={styles.skeleton} />
        )}
      </div>
      {failed && balance === undefined && (
        <IconButton
          icon={refreshIcon}
          aria-label={t('common.retry')}
          onClick={onRetry}
          className={styles.retry}
        />
      )}
    </div>
  );
}
