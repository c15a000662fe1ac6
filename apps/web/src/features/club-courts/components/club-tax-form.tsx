import { useState } from 'react';
import type { ClubTax } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { FieldUnit, SettingsSection } from './settings-section';
import { useToast } from '@/components/toast';
import { useSharedSchema } from '@/lib/shared-schemas';
import { TextField } from '@/components/text-field';
import { QueryGate } from '@/components/query-gate';
import { ScreenLoading } from '@/components/route-loading';
import { useClubTax } from '../api/club-tax';
import { useSaveClubTax } from '../api/save-club-tax';

/** A typed percent (a dot or a comma before the decimals), or NaN for anything else. */
const percent = (text: string) =>
  /^\d+([.,]\d+)?$/.test(text.trim()) ? Number(text.trim().replace(',', '.')) : Number.NaN;

/**
 * What the club's receipts print besides its name and address: its tax identifier and the
 * tax included in its prices (0: none). Receipts already issued keep what they said.
 */
export function ClubTaxForm({ initial }: { initial: ClubTax }) {
  const { t } = useTranslation();
  const toast = useToast();
  const save = useSaveClubTax();
  const [taxId, setTaxId] = useState(initial.taxId ?? '');
  const [rate, setRate] = useState(String(initial.taxRate));
  const schema = useSharedSchema('clubTaxSchema');
  const checked = schema?.safeParse({ taxId: taxId.trim() || null, taxRate: percent(rate) });
  const wrong = (field: keyof ClubTax) =>
    checked?.success === false && checked.error.issues.some((issue) => issue.path[0] === field);
  const submit = () => {
    if (checked?.success)
      save.mutate(checked.data, {
        onSuccess: () => toast.show({ message: t('clubHours.tax.saved'), severity: 'success' }),
      });
  };
  return (
    <SettingsSection
      title={t('clubHours.tax.title')}
      hint={t('clubHours.tax.hint')}
      saveLabel={t('clubHours.tax.save')}
      canSave={checked?.success === true}
      saving={save.isPending}
      failed={save.isError}
      onSave={submit}
    >
      <TextField
        label={t('clubHours.tax.taxId')}
        value={taxId}
        onChange={(event) => setTaxId(event.target.value)}
        error={wrong('taxId') ? t('common.invalidField') : undefined}
        maxLength={40}
      />
      <TextField
        label={t('clubHours.tax.rate')}
        value={rate}
        onChange={(event) => setRate(event.target.value)}
        error={wrong('taxRate') ? t('clubHours.tax.rateHint') : undefined}
        helper={t('clubHours.tax.rateHint')}
        inputMode="decimal"
        end={<FieldUnit>%</FieldUnit>}
      />
    </SettingsSection>
  );
}

/** The form once the club's tax settings are read, with its own loading and error states. */
export function ClubTaxSection() {
  const tax = useClubTax();
  return (
    <QueryGate query={tax} skeleton={<ScreenLoading inline />}>
      {(data) => <ClubTaxForm key={`tax-${tax.dataUpdatedAt}`} initial={data} />}
    </QueryGate>
  );
}
