import type { OwedRefund } from '@courtside/shared';
import { dateTimeFormat } from '@courtside/shared/rules';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { CardListSkeleton } from '@/components/card-list-skeleton';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { Icon } from '@/components/icon';
import { currencyExchangeIcon } from '@/components/icons/currency-exchange';
import { isolated, leftToRight } from '@/lib/bidi';
import { formatPrice } from '@/lib/money';
import { useOwedRefunds } from '../api/owed-refunds';
import styles from './admin-list.module.css';

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
    <div className={styles.card}>
      <div className={styles.content}>
        <h2 className={styles.name}>
          {formatPrice(refund.amount, refund.currency)} ·{' '}
          {t(`admin.refundPurpose.${refund.purpose}`)}
        </h2>
        <p className={styles.line}>
          {t('admin.refundThrough', {
            method: t(`paymentMethods.${refund.method}`),
            provider: isolated(provider),
          })}
        </p>
        <p className={styles.line}>{t('admin.refundSince', { when: isolated(since) })}</p>
        <p className={styles.caption}>
          {t('admin.refundPayment', { id: leftToRight(refund.paymentId) })}
        </p>
        <div className={styles.note}>
          <Alert severity={refund.providerConfigured ? 'info' : 'warning'} role="note">
            {refund.providerConfigured
              ? t('admin.refundRetrying', { provider: isolated(provider) })
              : t('admin.refundWaiting', { provider: isolated(provider) })}
          </Alert>
        </div>
      </div>
    </div>
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
        icon={<Icon path={currencyExchangeIcon} />}
        title={t('admin.noRefunds')}
        message={t('admin.noRefundsHint')}
      />
    );
  return (
    <div className={styles.list}>
      {items.map((refund) => (
        <RefundCard key={refund.paymentId} refund={refund} />
      ))}
      {refunds.hasNextPage && (
        <Button onClick={() => void refunds.fetchNextPage()} loading={refunds.isFetchingNextPage}>
          {t('admin.more')}
        </Button>
      )}
    </div>
  );
}
