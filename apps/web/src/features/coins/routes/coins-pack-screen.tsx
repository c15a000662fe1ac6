import { useNavigate } from 'react-router';
import type { CoinPack } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { Icon } from '@/components/icon';
import { tollIcon } from '@/components/icons/toll';
import { ProgressBar } from '@/components/progress-bar';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { usePaymentReturn } from '../../../lib/checkout';
import { useCoinBalance } from '../../../lib/api/coin-balance';
import { useCoinPacks } from '../api/coin-packs';
import { CoinBalanceCard } from '../components/coin-balance-card';
import { CoinPackGrid, CoinPackGridSkeleton } from '../components/coin-pack-grid';
import { packPaymentPath } from '@/lib/paths';
import styles from './coins-screens.module.css';

/** SPEC 2 Coins pack: the balance, the packs on sale, and the way back from a checkout. */
export function CoinsPackScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { checking, succeeded } = usePaymentReturn('coinPack');
  const balance = useCoinBalance();
  const packs = useCoinPacks();

  const choose = (pack: CoinPack) => void navigate(packPaymentPath(pack));

  return (
    <div className={styles.screen}>
      <CoinBalanceCard
        balance={balance.data}
        failed={balance.isError}
        onRetry={() => void balance.refetch()}
      />
      {succeeded && balance.data !== undefined && !balance.isFetching && (
        <Alert severity="success" role="status">
          {t('coins.newBalance', { balance: balance.data })}
        </Alert>
      )}
      {checking && (
        <div role="status" className={styles.checking}>
          {t('payment.checking')}
          <ProgressBar />
        </div>
      )}
      <h2 className={styles.packsTitle}>{t('coins.packs')}</h2>
      {packs.isPending ? (
        <CoinPackGridSkeleton />
      ) : packs.isError ? (
        <ErrorState onRetry={() => void packs.refetch()} retrying={packs.isFetching} />
      ) : packs.data.length === 0 ? (
        <EmptyState
          icon={<Icon path={tollIcon} />}
          title={t('coins.empty')}
          message={t('coins.emptyHint')}
        />
      ) : (
        <CoinPackGrid label={t('coins.packs')} packs={packs.data} onSelect={choose} />
      )}
    </div>
  );
}
