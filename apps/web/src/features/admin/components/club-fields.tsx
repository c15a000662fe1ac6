import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import type { FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FormControlOf } from '@/lib/use-text-field';
import { FormField } from '@/components/form-field';

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
    <Stack spacing={2}>
      <FormField control={control} name={name('name')} label={t('admin.field.name')} required />
      <FormField
        control={control}
        name={name('address')}
        label={t('admin.field.address')}
        required
      />
      <Stack direction="row" spacing={1.5}>
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
      </Stack>
      <FormField control={control} name={name('timeZone')} label={t('admin.field.timeZone')} select>
        {timeZones.map((zone) => (
          <MenuItem key={zone} value={zone} dir="ltr">
            {zone}
          </MenuItem>
        ))}
      </FormField>
    </Stack>
  );
}
