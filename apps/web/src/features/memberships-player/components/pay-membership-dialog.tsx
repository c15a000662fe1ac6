import type { Membership, PaymentMethod } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent, DialogTitle } from '@/components/dialog';
import { HostedPaymentMethods } from '@/components/hosted-payment-methods';
import styles from '@/components/club-plans/plan-price.module.css';
import { periodPriceText } from './membership-text';
import { useMembershipPayment } from './use-membership-payment';

/*
 * A membership does not say where its plan is sold (the club may have stopped listing it):
 * every method is offered, and one the club does not take is refused with the club's words.
 */
const everyMethod: PaymentMethod[] = ['wallet', 'mobile', 'card', 'cash', 'coins'];

interface PayMembershipDialogProps {
  open: boolean;
  membership: Membership;
  onClose: () => void;
}

/** Pay now: the period's price, then the ways its club sells the plan. */
export function PayMembershipDialog({ open, membership, onClose }: PayMembershipDialogProps) {
  const { t } = useTranslation();
  const { pay, busy } = useMembershipPayment(membership, onClose);
  return (
    <Dialog open={open} onClose={onClose}>
      <DialogTitle dir="auto">
        {t('memberships.player.payTitle', { plan: membership.plan.name })}
      </DialogTitle>
      <DialogContent>
        <p className={styles.price}>
          <bdi>{periodPriceText(membership.plan, t)}</bdi>
        </p>
        <HostedPaymentMethods
          methods={everyMethod}
          busy={busy}
          onPay={(method, phone) => pay(method, phone)}
          confirmTexts={{
            title: t('memberships.player.payTitle', { plan: membership.plan.name }),
            confirmLabel: t('memberships.player.confirm.pay'),
            cashNote: t('memberships.player.confirm.cashNote'),
            coinsNote: t('memberships.player.confirm.coinsNote'),
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
