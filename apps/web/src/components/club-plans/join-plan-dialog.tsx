import { useId } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { HostedPaymentMethods } from '@/components/hosted-payment-methods';
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
  const titleId = useId();
  return (
    <Dialog open={plan !== null} onClose={onClose} aria-labelledby={titleId} fullWidth>
      {plan && <JoinPlan plan={plan} titleId={titleId} clubTimeZone={clubTimeZone} />}
    </Dialog>
  );
}

function JoinPlan({
  plan,
  titleId,
  clubTimeZone,
}: {
  plan: Plan;
  titleId: string;
  clubTimeZone: string;
}) {
  const { t } = useTranslation();
  const { pay, busy } = useJoinPlanPurchase(plan);
  return (
    <>
      <DialogTitle id={titleId} dir="auto">
        {t('memberships.player.joinPlan', { plan: plan.name })}
      </DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2, fontWeight: 700 }}>
          <bdi>{planPriceText(plan, t)}</bdi>
        </Typography>
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
