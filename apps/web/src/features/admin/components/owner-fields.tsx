import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { useController, useWatch, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FormControlOf } from '@/lib/use-text-field';
import { FormField } from './form-field';

/**
 * Who owns the club: an account that exists, found by its phone number or username, or a new
 * person invited by a one-time link. `prefix` is where the owner sits in the form.
 */
export function OwnerFields<T extends FieldValues>({
  control,
  prefix,
}: {
  control: FormControlOf<T>;
  prefix: string;
}) {
  const { t } = useTranslation();
  const name = (field: string) => `${prefix}.${field}` as Path<T>;
  const kind = useController({ control, name: name('kind') });
  const chosen = useWatch({ control, name: name('kind') }) as string;
  return (
    <Stack spacing={2}>
      <RadioGroup
        aria-label={t('admin.ownerChoice')}
        value={chosen}
        onChange={(event) => kind.field.onChange(event.target.value)}
      >
        <FormControlLabel value="invite" control={<Radio />} label={t('admin.inviteOwner')} />
        <FormControlLabel value="existing" control={<Radio />} label={t('admin.existingOwner')} />
      </RadioGroup>
      {chosen === 'existing' ? (
        <FormField
          control={control}
          name={name('identifier')}
          label={t('admin.field.identifier')}
          autoCapitalize="none"
        />
      ) : (
        <>
          <FormField control={control} name={name('name')} label={t('admin.field.ownerName')} />
          <FormField
            control={control}
            name={name('username')}
            label={t('admin.field.username')}
            autoCapitalize="none"
          />
          <FormField
            control={control}
            name={name('phone')}
            label={t('admin.field.phone')}
            type="tel"
          />
        </>
      )}
    </Stack>
  );
}
