import type { FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FormControlOf } from '@/lib/use-text-field';
import { FormField, FormSelectField } from '@/components/form-field';
import styles from './club-fields.module.css';

/** Every IANA zone this browser knows (its own first, which may be an alias such as UTC). */
const timeZones: readonly string[] = [
  ...new Set([
    Intl.DateTimeFormat().resolvedOptions().timeZone,
    ...Intl.supportedValuesOf('timeZone'),
  ]),
];

/** A club's name, address, position (typed) and time zone: new and edited clubs alike. */
export function ClubFields<T extends FieldValues>({ control }: { control: FormControlOf<T> }) {
  const { t } = useTranslation();
  const name = (field: string) => field as Path<T>;
  return (
    <div className={styles.fields}>
      <FormField control={control} name={name('name')} label={t('admin.field.name')} required />
      <FormField
        control={control}
        name={name('address')}
        label={t('admin.field.address')}
        required
      />
      <div className={styles.row}>
        <FormField
          control={control}
          name={name('latitude')}
          label={t('admin.field.latitude')}
          inputMode="decimal"
          required
        />
        <FormField
          control={control}
          name={name('longitude')}
          label={t('admin.field.longitude')}
          inputMode="decimal"
          required
        />
      </div>
      <FormSelectField control={control} name={name('timeZone')} label={t('admin.field.timeZone')}>
        {timeZones.map((zone) => (
          <option key={zone} value={zone} dir="ltr">
            {zone}
          </option>
        ))}
      </FormSelectField>
    </div>
  );
}
