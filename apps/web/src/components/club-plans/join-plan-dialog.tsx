import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent, DialogTitle } from '@/components/dialog';
import { HostedPaymentMethods } from '@/components/hosted-payment-methods';
import styles from '@/components/club-plans/plan-price.module.css';
import { planMethods, planPriceText } from '@/lib/member-terms-text';
import type { Plan } from './plan-standing';
import { useJoinPlanPurchase } from './use-join-plan';

interface JoinPlanDialogProps {
  /** The plan being joined; none while the dialog is closed. */
  plan: Plan | null;
  clubTimeZone: string;
  onClose: () => void;
}

/** Join: the plan's price, then the ways its club sells it (in the app, at the club or both). */
export function JoinPlanDialog({ plan, clubTimeZone, onClose }: JoinPlanDialogProps) {
  return (
    <Dialog open={plan !== null} onClose={onClose}>
      {plan && <JoinPlan plan={plan} clubTimeZone={clubTimeZone} />}
    </Dialog>
  );
}

function JoinPlan({ plan, clubTimeZone }: { plan: Plan; clubTimeZone: string }) {
  const { t } = useTranslation();
  const { pay, busy } = useJoinPlanPurchase(plan);
  return (
    <>
      <DialogTitle dir="auto">{t('memberships.player.joinPlan', { plan: plan.name })}</DialogTitle>
      <DialogContent>
        <p className={styles.price}>
          <bdi>{planPriceText(plan, t)}</bdi>
        </p>
        <HostedPaymentMethods
          methods={planMethods(plan.saleChannel)}
          clubTimeZone={clubTimeZone}
          busy={busy}
          onPay={(method, phone) => pay(method, phone)}
          confirmTexts={{
            title: t('memberships.player.confirm.title', { plan: plan.name }),
            confirmLabel: t('memberships.player.confirm.action'),
            cashNote: t('memberships.player.confirm.cashNote'),
            coinsNote: t('memberships.player.confirm.coinsNote'),
          }}
        />
      </DialogContent>
    </>
  );
}
