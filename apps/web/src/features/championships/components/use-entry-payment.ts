import { useTranslation } from 'react-i18next';
import { paths } from '@/lib/paths';
import { championshipKeys, coinKeys } from '@/lib/query-keys';
import { usePurchase } from '@/lib/use-purchase';
import { usePayEntry, type EntryMethod } from '../api/entry-payment';

/**
 * Pays an accepted place with one method: coins make the player a participant at once; the
 * hosted methods open their checkout, which returns to the championship requests screen.
 */
export function useEntryPayment(requestId: string) {
  const { t } = useTranslation();
  const payment = usePayEntry();
  return usePurchase<EntryMethod>({
    start: (method, idempotencyKey, phone) =>
      payment.mutateAsync({ requestId, method, idempotencyKey, phone }),
    pendingMethod: payment.isPending ? (payment.variables?.method ?? null) : null,
    touched: [championshipKeys.all, coinKeys.balance()],
    paid: () => ({
      title: t('championships.paid.title'),
      message: t('championships.paid.message'),
      then: paths.championshipRequest,
    }),
  });
}
