import type { Membership, PaymentMethod } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { paths } from '@/lib/paths';
import { coinKeys, membershipKeys } from '@/lib/query-keys';
import { usePurchase } from '@/lib/use-purchase';
import { usePayMembership } from '../api/membership-payment';

/**
 * Pays a membership's pending or due period with one method, as a plan is joined: coins pay it
 * at once, cash leaves it to pay at the club, the hosted methods open their checkout.
 */
export function useMembershipPayment(membership: Membership, onSettled: () => void) {
  const { t } = useTranslation();
  const payment = usePayMembership();
  return usePurchase<PaymentMethod>({
    start: (method, idempotencyKey, phone) =>
      payment.mutateAsync({ membershipId: membership.id, method, idempotencyKey, phone }),
    pendingMethod: payment.isPending ? (payment.variables?.method ?? null) : null,
    touched: [membershipKeys.all, coinKeys.balance()],
    paid: (method) => {
      onSettled();
      return method === 'cash'
        ? {
            title: t('memberships.player.payAtClub.title'),
            message: t('memberships.player.payAtClub.message', { plan: membership.plan.name }),
            then: paths.myMemberships,
          }
        : {
            title: t('memberships.player.paid.title'),
            message: t('memberships.player.paid.message'),
            then: paths.myMemberships,
          };
    },
  });
}
