import { useLocation } from 'react-router';
import type { PaymentMethod } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { useJoinPlan } from '@/lib/api/join-plan';
import { coinKeys, membershipKeys } from '@/lib/query-keys';
import { usePurchase } from '@/lib/use-purchase';

/**
 * Joins a plan with one method, as a seat or a place is bought: coins make the player a member
 * at once, cash leaves the membership pending until paid at the club, and the hosted methods
 * open their checkout. Either way the player stays on the club's page, which then shows them
 * as its member.
 */
export function useJoinPlanPurchase(plan: { id: string; name: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const join = useJoinPlan();
  return usePurchase<PaymentMethod>({
    start: (method, idempotencyKey, phone) =>
      join.mutateAsync({ planId: plan.id, method, idempotencyKey, phone }),
    pendingMethod: join.isPending ? (join.variables?.method ?? null) : null,
    touched: [membershipKeys.all, coinKeys.balance()],
    paid: (method) =>
      method === 'cash'
        ? {
            title: t('memberships.player.payAtClub.title'),
            message: t('memberships.player.payAtClub.message', { plan: plan.name }),
            then: `${location.pathname}${location.search}`,
          }
        : {
            title: t('memberships.player.joined.title'),
            message: t('memberships.player.joined.message', { plan: plan.name }),
            then: `${location.pathname}${location.search}`,
          },
  });
}
