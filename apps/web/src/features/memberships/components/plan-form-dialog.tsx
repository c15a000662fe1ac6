import { useForm, type Path } from 'react-hook-form';
import type { CourtDetail, Plan } from '@courtside/shared';
import { membershipPeriods, planSaleChannels, planVisibilities } from '@courtside/shared/rules';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '@/components/dialog';
import { useToast } from '@/components/toast';
import { refusalMessage } from '@/lib/api-client';
import { useClubCategories } from '@/lib/api/club-categories';
import { refusedFields } from '@/lib/refused-fields';
import { requestResolver } from '@/lib/request-resolver';
import { useSavePlan } from '../api/save-plan';
import { ChoiceField } from './choice-field';
import { DiscountFields } from './discount-fields';
import { planDraftOf, planRequestOf, type PlanControl, type PlanDraft } from './plan-draft';
import { PrivilegeFields } from './privilege-fields';
import { TextFieldOf } from './text-field-of';
import styles from './plan-form.module.css';

/** The plan's name, description, price and how it is paid, seen and sold. */
function PlanTermsFields({ control, currency }: { control: PlanControl; currency: string }) {
  const { t } = useTranslation();
  const choices = <V extends string>(values: readonly V[], key: string) =>
    values.map((value) => ({ value, label: t(`memberships.owner.${key}.${value}`) }));
  return (
    <>
      <TextFieldOf control={control} name="name" label={t('memberships.owner.form.name')} />
      <TextFieldOf
        control={control}
        name="description"
        label={t('memberships.owner.form.description')}
        rows={2}
      />
      <TextFieldOf
        control={control}
        name="price"
        label={t('memberships.owner.form.price', { currency })}
        inputMode="decimal"
      />
      <ChoiceField
        control={control}
        name="period"
        label={t('memberships.owner.form.period')}
        choices={choices(membershipPeriods, 'periods')}
      />
      <ChoiceField
        control={control}
        name="visibility"
        label={t('memberships.owner.form.visibility')}
        choices={choices(planVisibilities, 'visibility')}
      />
      <ChoiceField
        control={control}
        name="saleChannel"
        label={t('memberships.owner.form.saleChannel')}
        choices={choices(planSaleChannels, 'saleChannels')}
      />
      <CategoryField control={control} />
    </>
  );
}

/** Who may join in the app: every player, or the customers of one of the club's categories. */
function CategoryField({ control }: { control: PlanControl }) {
  const { t } = useTranslation();
  const categories = useClubCategories().data ?? [];
  return (
    <ChoiceField
      control={control}
      name="categoryId"
      label={t('memberships.owner.form.category')}
      helperText={t('memberships.owner.form.categoryHint')}
      choices={[
        { value: '', label: t('memberships.owner.form.everyPlayer') },
        ...categories.map((category) => ({ value: category.id, label: category.name })),
      ]}
    />
  );
}

interface PlanFormProps {
  /** The plan to change, or null for a new one. */
  plan: Plan | null;
  courts: CourtDetail[];
  currency: string;
  onClose: () => void;
}

/** The plan's fields, checked with the shared plan schema as the server checks them. */
function PlanForm({ plan, courts, currency, onClose }: PlanFormProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const save = useSavePlan();
  const form = useForm({
    mode: 'onTouched',
    defaultValues: planDraftOf(plan, currency),
    resolver: requestResolver('planBodySchema', (draft: PlanDraft) =>
      planRequestOf(draft, currency),
    ),
  });
  const { control } = form;
  const submit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ planId: plan?.id ?? null, body });
      toast.show({ message: t('memberships.owner.saved'), severity: 'success' });
      onClose();
    } catch (error) {
      // The server's refusals of a field land under it (the body's paths are the form's).
      const fields = refusedFields(error)
        .map(({ field }) => field as Path<PlanDraft>)
        .filter((field) => form.getValues(field) !== undefined);
      for (const field of fields) form.setError(field, { type: 'server' }, { shouldFocus: true });
      // A refusal of nothing the form shows is said in the server's words.
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
      <DialogTitle>
        {plan ? t('memberships.owner.editPlan') : t('memberships.owner.newPlan')}
      </DialogTitle>
      <DialogContent>
        <div className={styles.fields}>
          <PlanTermsFields control={control} currency={currency} />
          <DiscountFields control={control} courts={courts} currency={currency} />
          <PrivilegeFields control={control} />
          <TextFieldOf
            control={control}
            name="graceDays"
            label={t('memberships.owner.form.graceDays')}
            helperText={t('memberships.owner.form.graceDaysHint')}
            inputMode="numeric"
          />
        </div>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button type="submit" variant="contained" loading={save.isPending}>
          {t('memberships.owner.save')}
        </Button>
      </DialogActions>
    </form>
  );
}

/** A new plan, or one to change, in a dialog that fills a phone's screen. */
export function PlanFormDialog({
  open,
  ...props
}: PlanFormProps & {
  open: boolean;
}) {
  return (
    <Dialog open={open} onClose={props.onClose} fillsPhone>
      {/* Mounted while open only, so each opening starts from the plan as it is. */}
      {open && <PlanForm {...props} />}
    </Dialog>
  );
}
