import type { ActivitySeatMethod } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { socialNightPath } from '@/lib/paths';
import { coinKeys, socialKeys } from '@/lib/query-keys';
import { usePurchase } from '@/lib/use-purchase';
import { usePayPlace } from '../api/pay-place';

/**
 * Takes and pays a place at a night with one method, as an activity's seat is paid: coins pay
 * it at once and cash leaves it to pay at the club; the hosted methods open their checkout,
 * which returns to the nights.
 */
export function usePlacePayment(nightId: string) {
  const { t } = useTranslation();
  const payment = usePayPlace();
  return usePurchase<ActivitySeatMethod>({
    start: (method, idempotencyKey, phone) =>
      payment.mutateAsync({ nightId, method, idempotencyKey, phone }),
    pendingMethod: payment.isPending ? (payment.variables?.method ?? null) : null,
    touched: [socialKeys.all, coinKeys.balance()],
    paid: (method) => ({
      title: t('socials.paid.title'),
      message: t(method === 'cash' ? 'socials.paid.cash' : 'socials.paid.message'),
      then: socialNightPath(nightId),
    }),
  });
}
