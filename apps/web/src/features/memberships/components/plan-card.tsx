import { useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Plan } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/lazy-dialogs';
import { useToast } from '@/components/toast';
import { refusalMessage } from '@/lib/api-client';
import { formatPrice } from '@/lib/money';
import { useArchivePlan } from '../api/archive-plan';
import { discountText, privilegesText } from './plan-summary';

/** Who sees the plan, where it is sold, whom it is for, and how many members it has. */
function PlanChips({ plan }: { plan: Plan }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }}>
      <Chip size="small" label={t(`memberships.owner.visibility.${plan.visibility}`)} />
      <Chip size="small" label={t(`memberships.owner.saleChannels.${plan.saleChannel}`)} />
      {plan.category && (
        <Chip
          size="small"
          label={t('memberships.owner.forCategory', { category: plan.category.name })}
        />
      )}
      <Chip
        size="small"
        color="primary"
        variant="outlined"
        label={t('memberships.owner.memberCount', { count: plan.memberCount })}
      />
    </Stack>
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
    <Card component="li" variant="outlined">
      <CardContent>
        <Stack spacing={1}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline' }}>
            <Typography variant="subtitle1" component="h3" sx={{ flex: 1, minWidth: 0 }}>
              {plan.name}
            </Typography>
            <Typography variant="subtitle1" component="p" sx={{ whiteSpace: 'nowrap' }}>
              {t(`memberships.owner.pricePer.${plan.period}`, {
                price: formatPrice(plan.price, plan.currency),
              })}
            </Typography>
          </Stack>
          <PlanChips plan={plan} />
          <Typography variant="body2" color="text.secondary">
            {plan.discount
              ? discountText(plan.discount, plan.currency, t)
              : t('memberships.owner.summary.noDiscount')}
          </Typography>
          {privileges && (
            <Typography variant="body2" color="text.secondary">
              {privileges}
            </Typography>
          )}
          <Stack direction="row" spacing={1} sx={{ paddingBlockStart: 0.5 }}>
            <Button variant="outlined" size="small" onClick={onEdit} sx={{ flex: 1 }}>
              {t('memberships.owner.edit')}
            </Button>
            <Button
              variant="outlined"
              size="small"
              color="error"
              onClick={() => setConfirming(true)}
              sx={{ flex: 1 }}
            >
              {t('memberships.owner.archive')}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
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
    </Card>
  );
}
