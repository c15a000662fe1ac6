import { useState } from 'react';
import type { Plan } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { Chip } from '@/components/chip';
import chipStyles from '@/components/chip.module.css';
import { ConfirmDialog } from '@/components/lazy-dialogs';
import { useToast } from '@/components/toast';
import { refusalMessage } from '@/lib/api-client';
import { formatPrice } from '@/lib/money';
import { useArchivePlan } from '../api/archive-plan';
import { discountText, privilegesText } from './plan-summary';
import styles from './cards.module.css';

/** Who sees the plan, where it is sold, whom it is for, and how many members it has. */
function PlanChips({ plan }: { plan: Plan }) {
  const { t } = useTranslation();
  return (
    <div className={styles.chips}>
      <Chip label={t(`memberships.owner.visibility.${plan.visibility}`)} />
      <Chip label={t(`memberships.owner.saleChannels.${plan.saleChannel}`)} />
      {plan.category && (
        <Chip label={t('memberships.owner.forCategory', { category: plan.category.name })} />
      )}
      <span className={styles.count}>
        <span className={chipStyles.label}>
          {t('memberships.owner.memberCount', { count: plan.memberCount })}
        </span>
      </span>
    </div>
  );
}

/** One plan: its price, who sees it and where it is sold, its members and terms; edit or archive. */
export function PlanCard({ plan, onEdit }: { plan: Plan; onEdit: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const archive = useArchivePlan();
  const [confirming, setConfirming] = useState(false);
  const privileges = privilegesText(plan.privileges, t);
  return (
    <li className={styles.plan}>
      <div className={styles.top}>
        <h3 className={styles.name}>{plan.name}</h3>
        <p className={styles.price}>
          {t(`memberships.owner.pricePer.${plan.period}`, {
            price: formatPrice(plan.price, plan.currency),
          })}
        </p>
      </div>
      <PlanChips plan={plan} />
      <p className={styles.detail}>
        {plan.discount
          ? discountText(plan.discount, plan.currency, t)
          : t('memberships.owner.summary.noDiscount')}
      </p>
      {privileges && <p className={styles.detail}>{privileges}</p>}
      <div className={styles.actions}>
        <Button variant="outlined" size="small" onClick={onEdit} className={styles.action}>
          {t('memberships.owner.edit')}
        </Button>
        <Button
          variant="outlined"
          size="small"
          danger
          onClick={() => setConfirming(true)}
          className={styles.action}
        >
          {t('memberships.owner.archive')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('memberships.owner.archiveTitle', { name: plan.name })}
        message={t('memberships.owner.archiveMessage')}
        confirmLabel={t('memberships.owner.archive')}
        keepLabel={t('memberships.owner.keep')}
        destructive
        busy={archive.isPending}
        onConfirm={() =>
          archive.mutate(plan.id, {
            onError: (error) =>
              toast.show({
                message: refusalMessage(error, t('memberships.owner.failed')),
                severity: 'error',
              }),
            onSettled: () => setConfirming(false),
          })
        }
        onKeep={() => setConfirming(false)}
      />
    </li>
  );
}
