import { useForm, type Path } from 'react-hook-form';
import type { GiveMembershipBody, Plan } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@/components/dialog';
import { useToast } from '@/components/toast';
import { refusalMessage } from '@/lib/api-client';
import { formatPrice } from '@/lib/money';
import { refusedFields } from '@/lib/refused-fields';
import { requestResolver } from '@/lib/request-resolver';
import { useGiveMembership } from '../api/give-membership';
import { ChoiceField } from './choice-field';
import { TextFieldOf } from './text-field-of';
import styles from './plan-form.module.css';

interface GiveProps {
  plans: Plan[];
  onClose: () => void;
}

/** The player (by username or phone) and the plan; checked with the shared schema. */
function GiveForm({ plans, onClose }: GiveProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const give = useGiveMembership();
  const form = useForm<GiveMembershipBody, unknown, GiveMembershipBody>({
    mode: 'onTouched',
    defaultValues: { planId: plans[0]?.id ?? '', player: '' },
    resolver: requestResolver('giveMembershipBodySchema'),
  });
  const submit = form.handleSubmit(async (body) => {
    try {
      const membership = await give.mutateAsync(body);
      toast.show({
        message: t('memberships.owner.given', { name: membership.member.name }),
        severity: 'success',
      });
      onClose();
    } catch (error) {
      const fields = refusedFields(error)
        .map(({ field }) => field as Path<GiveMembershipBody>)
        .filter((field) => form.getValues(field) !== undefined);
      for (const field of fields) form.setError(field, { type: 'server' });
      // A player the server does not find (or any other refusal) is said in its words.
      if (fields.length === 0)
        toast.show({
          message: refusalMessage(error, t('memberships.owner.failed')),
          severity: 'error',
        });
    }
  });
  return (
    // A column, as the dialog's paper is: the fields scroll between the title and the buttons.
    <form noValidate onSubmit={(event) => void submit(event)} className={styles.form}>
      <DialogTitle>{t('memberships.owner.give')}</DialogTitle>
      <DialogContent>
        <div className={styles.giveFields}>
          <DialogDescription>{t('memberships.owner.giveHint')}</DialogDescription>
          <TextFieldOf
            control={form.control}
            name="player"
            label={t('memberships.owner.player')}
            autoCapitalize="none"
          />
          <ChoiceField
            control={form.control}
            name="planId"
            label={t('memberships.owner.plan')}
            choices={plans.map((plan) => ({
              value: plan.id,
              label: `${plan.name} · ${t(`memberships.owner.pricePer.${plan.period}`, {
                price: formatPrice(plan.price, plan.currency),
              })}`,
            }))}
          />
        </div>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button type="submit" variant="contained" loading={give.isPending}>
          {t('memberships.owner.giveSubmit')}
        </Button>
      </DialogActions>
    </form>
  );
}

/** The club gives a plan to a player, paid at the desk in cash and active at once. */
export function GiveMembershipDialog({ open, ...props }: GiveProps & { open: boolean }) {
  return (
    <Dialog open={open} onClose={props.onClose}>
      {open && <GiveForm {...props} />}
    </Dialog>
  );
}
