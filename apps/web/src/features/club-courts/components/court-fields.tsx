import { useController, useWatch } from 'react-hook-form';
import type { Sport } from '@courtside/shared';
import { capacityLabel, courtTypes } from '@courtside/shared/rules';
import { useTranslation } from 'react-i18next';
import { SelectField, TextArea, TextField } from '@/components/text-field';
import { useTextField } from '@/lib/use-text-field';
import { capacitiesOf } from './court-draft';
import type { CourtControl, CourtForm } from './use-court-form';
import styles from './court-form.module.css';

/** The sport and how many it holds; a new sport starts at its largest capacity. */
function SportFields({ form }: { form: CourtForm }) {
  const { t } = useTranslation();
  const type = useController({ control: form.control, name: 'type' }).field;
  const capacity = useController({ control: form.control, name: 'capacity' }).field;
  const changeSport = (sport: Sport) => {
    type.onChange(sport);
    form.setValue('capacity', capacitiesOf(sport)[capacitiesOf(sport).length - 1]!);
    form.setValue(
      'courtType',
      sport === 'padel' ? (form.getValues('courtType') ?? 'indoor') : null,
    );
  };
  const capacityText = (value: number) => {
    const label = capacityLabel(value);
    return typeof label === 'number'
      ? t('courtsAdmin.players', { count: label })
      : t(`courtsAdmin.capacity.${label}`);
  };
  return (
    <div className={styles.row}>
      <SelectField
        label={t('courtsAdmin.sport')}
        value={type.value}
        onChange={(event) => changeSport(event.target.value as Sport)}
        className={styles.grow}
      >
        {(['padel', 'football'] as const).map((sport) => (
          <option key={sport} value={sport}>
            {t(`sports.${sport}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('courtsAdmin.capacityLabel')}
        value={capacity.value}
        onChange={(event) => capacity.onChange(Number(event.target.value))}
        className={styles.grow}
      >
        {capacitiesOf(type.value).map((value) => (
          <option key={value} value={value}>
            {capacityText(value)}
          </option>
        ))}
      </SelectField>
    </div>
  );
}

/** Where a padel court stands: indoor, outdoor or covered. */
function CourtTypeField({ control }: { control: CourtControl }) {
  const { t } = useTranslation();
  const courtType = useController({ control, name: 'courtType' }).field;
  return (
    <SelectField
      label={t('courtsAdmin.courtTypeLabel')}
      value={courtType.value ?? 'indoor'}
      onChange={courtType.onChange}
    >
      {courtTypes.map((type) => (
        <option key={type} value={type}>
          {t(`courtsAdmin.courtType.${type}`)}
        </option>
      ))}
    </SelectField>
  );
}

/** What the court is: name, sport, capacity, where a padel court stands, description. */
export function CourtFields({ form }: { form: CourtForm }) {
  const { t } = useTranslation();
  const { control } = form;
  const { error: nameRefused, ...name } = useTextField(control, 'name');
  const { error: descriptionRefused, ...description } = useTextField(control, 'description');
  const sport = useWatch({ control, name: 'type' });
  return (
    <div className={styles.fields}>
      <TextField
        label={t('courtsAdmin.name')}
        {...name}
        required
        error={nameRefused ? t('courtsAdmin.nameRequired') : undefined}
        maxLength={80}
      />
      <SportFields form={form} />
      {sport === 'padel' && <CourtTypeField control={control} />}
      <TextArea
        label={t('courtsAdmin.description')}
        {...description}
        error={descriptionRefused ? t('common.invalidField') : undefined}
        rows={2}
        maxLength={1000}
      />
    </div>
  );
}
