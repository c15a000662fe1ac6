import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { footballCapacities, padelCapacities } from '@courtside/shared/rules';
import { useEffect } from 'react';
import { useController, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { NewClubDraft } from './club-draft';
import { FormField } from '@/components/form-field';

/** The club's first court: its name, sport, players and price per 60 minutes. */
export function FirstCourtFields({
  control,
}: {
  control: Control<NewClubDraft, unknown, unknown>;
}) {
  const { t } = useTranslation();
  const sport = useWatch({ control, name: 'court.type' });
  const currency = useWatch({ control, name: 'currency' });
  const capacities: readonly number[] = sport === 'padel' ? padelCapacities : footballCapacities;
  const capacity = useController({ control, name: 'court.capacity' }).field;
  // Another sport holds other numbers of players: the choice moves to one of them.
  useEffect(() => {
    if (!capacities.includes(capacity.value)) capacity.onChange(capacities.at(-1));
  }, [capacities, capacity]);
  return (
    <Stack spacing={2}>
      <FormField control={control} name="court.name" label={t('admin.field.courtName')} />
      <Stack direction="row" spacing={1.5}>
        <FormField control={control} name="court.type" label={t('admin.field.sport')} select>
          <MenuItem value="padel">{t('admin.sport.padel')}</MenuItem>
          <MenuItem value="football">{t('admin.sport.football')}</MenuItem>
        </FormField>
        <FormField control={control} name="court.capacity" label={t('admin.field.capacity')} select>
          {capacities.map((capacity) => (
            <MenuItem key={capacity} value={capacity}>
              {capacity}
            </MenuItem>
          ))}
        </FormField>
      </Stack>
      <FormField
        control={control}
        name="court.price"
        label={t('admin.field.price', { currency: currency.toUpperCase() })}
        inputMode="decimal"
      />
    </Stack>
  );
}
