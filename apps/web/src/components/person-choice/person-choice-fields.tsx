import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { useController, useWatch, type FieldValues, type Path } from 'react-hook-form';
import type { OwnerChoice } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import type { FormControlOf } from '@/lib/use-text-field';
import { FormField } from '../form-field';

/** A person as typed: an account by phone or username, or a new person to invite. */
export interface PersonDraft {
  kind: OwnerChoice['kind'];
  identifier: string;
  name: string;
  username: string;
  phone: string;
}

export const emptyPerson: PersonDraft = {
  kind: 'invite',
  identifier: '',
  name: '',
  username: '',
  phone: '',
};

export const personChoiceOf = (person: PersonDraft): OwnerChoice =>
  person.kind === 'existing'
    ? { kind: 'existing', identifier: person.identifier }
    : { kind: 'invite', name: person.name, username: person.username, phone: person.phone };

/** What the fields are called where they are used (a club's owner, a member of its staff). */
export interface PersonChoiceLabels {
  choice: string;
  invite: string;
  existing: string;
  name: string;
}

/**
 * Who a club's owner or staff member is: an account that exists, found by its phone number or
 * username, or a new person invited by a one-time link. `prefix` is where they sit in the form.
 */
export function PersonChoiceFields<T extends FieldValues>({
  control,
  prefix,
  labels,
}: {
  control: FormControlOf<T>;
  prefix: string;
  labels: PersonChoiceLabels;
}) {
  const { t } = useTranslation();
  const name = (field: string) => `${prefix}.${field}` as Path<T>;
  const kind = useController({ control, name: name('kind') });
  const chosen = useWatch({ control, name: name('kind') }) as string;
  return (
    <Stack spacing={2}>
      <RadioGroup
        aria-label={labels.choice}
        value={chosen}
        onChange={(event) => kind.field.onChange(event.target.value)}
      >
        <FormControlLabel value="invite" control={<Radio />} label={labels.invite} />
        <FormControlLabel value="existing" control={<Radio />} label={labels.existing} />
      </RadioGroup>
      {chosen === 'existing' ? (
        <FormField
          control={control}
          name={name('identifier')}
          label={t('personChoice.identifier')}
          autoCapitalize="none"
        />
      ) : (
        <>
          <FormField control={control} name={name('name')} label={labels.name} />
          <FormField
            control={control}
            name={name('username')}
            label={t('personChoice.username')}
            autoCapitalize="none"
          />
          <FormField
            control={control}
            name={name('phone')}
            label={t('personChoice.phone')}
            type="tel"
          />
        </>
      )}
    </Stack>
  );
}
