import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CurrencyExchangeRounded from '@mui/icons-material/CurrencyExchangeRounded';
import type { OwedRefund } from '@courtside/shared';
import { dateTimeFormat } from '@courtside/shared/rules';
import { useTranslation } from 'react-i18next';
import { CardListSkeleton } from '@/components/card-list-skeleton';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { isolated, leftToRight } from '@/lib/bidi';
import { formatPrice } from '@/lib/money';
import { useOwedRefunds } from '../api/owed-refunds';

/**
 * One refund owed: what, how much, through which provider, since when. One whose provider is
 * not configured on this server waits for it, and says so, for the admin to set it up again.
 */
function RefundCard({ refund }: { refund: OwedRefund }) {
  const { t, i18n } = useTranslation();
  const since = dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(refund.since),
  );
  const provider = t(`admin.refundProvider.${refund.provider}`);
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {formatPrice(refund.amount, refund.currency)} ·{' '}
          {t(`admin.refundPurpose.${refund.purpose}`)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('admin.refundThrough', {
            method: t(`paymentMethods.${refund.method}`),
            provider: isolated(provider),
          })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('admin.refundSince', { when: isolated(since) })}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p">
          {t('admin.refundPayment', { id: leftToRight(refund.paymentId) })}
        </Typography>
        <Alert severity={refund.providerConfigured ? 'info' : 'warning'} role="note" sx={{ mt: 1 }}>
          {refund.providerConfigured
            ? t('admin.refundRetrying', { provider: isolated(provider) })
            : t('admin.refundWaiting', { provider: isolated(provider) })}
        </Alert>
      </CardContent>
    </Card>
  );
}

/** Money owed back through payment providers, oldest first, until each provider takes it. */
export function OwedRefundsScreen() {
  const { t } = useTranslation();
  const refunds = useOwedRefunds();
  if (refunds.isPending) return <CardListSkeleton photoSize={48} />;
  if (refunds.isError)
    return <ErrorState onRetry={() => void refunds.refetch()} retrying={refunds.isFetching} />;
  const items = refunds.data.pages.flatMap((page) => page.items);
  if (items.length === 0)
    return (
      <EmptyState
        icon={<CurrencyExchangeRounded />}
        title={t('admin.noRefunds')}
        message={t('admin.noRefundsHint')}
      />
    );
  return (
    <Stack spacing={1.5}>
      {items.map((refund) => (
        <RefundCard key={refund.paymentId} refund={refund} />
      ))}
      {refunds.hasNextPage && (
        <Button onClick={() => void refunds.fetchNextPage()} loading={refunds.isFetchingNextPage}>
          {t('admin.more')}
        </Button>
      )}
    </Stack>
  );
}
