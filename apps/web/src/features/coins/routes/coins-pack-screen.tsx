import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import TollRounded from '@mui/icons-material/TollRounded';
import type { CoinPack } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { usePaymentReturn } from '../../../lib/checkout';
import { useCoinBalance } from '../../../lib/api/coin-balance';
import { useCoinPacks } from '../api/coin-packs';
import { CoinBalanceCard } from '../components/coin-balance-card';
import { CoinPackGrid, CoinPackGridSkeleton } from '../components/coin-pack-grid';
import { packPaymentPath } from '@/lib/paths';

/** SPEC 2 Coins pack: the balance, the packs on sale, and the way back from a checkout. */
export function CoinsPackScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { checking, succeeded } = usePaymentReturn('coinPack');
  const balance = useCoinBalance();
  const packs = useCoinPacks();

  const choose = (pack: CoinPack) => void navigate(packPaymentPath(pack));

  return (
    <Stack spacing={2.5}>
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
        <Alert severity="info" icon={false} role="status">
          <Stack spacing={1}>
            {t('payment.checking')}
            <LinearProgress />
          </Stack>
        </Alert>
      )}
      <Typography variant="h6" component="h2">
        {t('coins.packs')}
      </Typography>
      {packs.isPending ? (
        <CoinPackGridSkeleton />
      ) : packs.isError ? (
        <ErrorState onRetry={() => void packs.refetch()} retrying={packs.isFetching} />
      ) : packs.data.length === 0 ? (
        <EmptyState
          icon={<TollRounded />}
          title={t('coins.empty')}
          message={t('coins.emptyHint')}
        />
      ) : (
        <CoinPackGrid label={t('coins.packs')} packs={packs.data} onSelect={choose} />
      )}
    </Stack>
  );
}
