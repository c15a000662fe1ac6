import { footballCapacities, padelCapacities } from '@courtside/shared/rules';
import { useEffect } from 'react';
import { useController, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField, FormSelectField } from '@/components/form-field';
import { SelectField } from '@/components/text-field';
import type { NewClubDraft } from './club-draft';
import styles from './club-fields.module.css';

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
    <div className={styles.fields}>
      <FormField control={control} name="court.name" label={t('admin.field.courtName')} />
      <div className={styles.row}>
        <FormSelectField control={control} name="court.type" label={t('admin.field.sport')}>
          <option value="padel">{t('admin.sport.padel')}</option>
          <option value="football">{t('admin.sport.football')}</option>
        </FormSelectField>
        {/* The number of players is a number: the select's text is read back as one. */}
        <SelectField
          label={t('admin.field.capacity')}
          name={capacity.name}
          value={capacity.value}
          onChange={(event) => capacity.onChange(Number(event.target.value))}
          onBlur={capacity.onBlur}
        >
          {capacities.map((players) => (
            <option key={players} value={players}>
              {players}
            </option>
          ))}
        </SelectField>
      </div>
      <FormField
        control={control}
        name="court.price"
        label={t('admin.field.price', { currency: currency.toUpperCase() })}
        inputMode="decimal"
      />
    </div>
  );
}
