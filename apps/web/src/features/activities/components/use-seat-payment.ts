import type { ActivitySeatMethod } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { paths } from '@/lib/paths';
import { activityKeys, coinKeys } from '@/lib/query-keys';
import { usePurchase } from '@/lib/use-purchase';
import { usePaySeat } from '../api/seat-payment';

/**
 * Books and pays a seat with one method: coins pay it at once and cash leaves it to pay at
 * the club; the hosted methods open their checkout, which returns to the activities screen.
 */
export function useSeatPayment(occurrenceId: string) {
  const { t } = useTranslation();
  const payment = usePaySeat();
  return usePurchase<ActivitySeatMethod>({
    start: (method, idempotencyKey, phone) =>
      payment.mutateAsync({ occurrenceId, method, idempotencyKey, phone }),
    pendingMethod: payment.isPending ? (payment.variables?.method ?? null) : null,
    touched: [activityKeys.all, coinKeys.balance()],
    paid: (method) => ({
      title: t('activities.paid.title'),
      message: t(method === 'cash' ? 'activities.paid.cash' : 'activities.paid.message'),
      then: paths.activities,
    }),
  });
}
