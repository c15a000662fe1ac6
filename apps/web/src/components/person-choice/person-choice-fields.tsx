import { useId } from 'react';
import { useController, useWatch, type FieldValues, type Path } from 'react-hook-form';
import type { OwnerChoice } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import type { FormControlOf } from '@/lib/use-text-field';
import { TextField, type TextFieldProps } from '../text-field';
import styles from './person-choice.module.css';

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

/** One text field of the person, with the form's refusal under it. */
function PersonField<T extends FieldValues>({
  control,
  name,
  ...props
}: Omit<TextFieldProps, 'name'> & { control: FormControlOf<T>; name: Path<T> }) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      {...props}
      name={field.name}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      ref={field.ref}
      error={fieldState.error ? t('common.invalidField') : undefined}
    />
  );
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
  const group = useId();
  const name = (field: string) => `${prefix}.${field}` as Path<T>;
  const kind = useController({ control, name: name('kind') });
  const chosen = useWatch({ control, name: name('kind') }) as string;
  const options = [
    { value: 'invite', label: labels.invite },
    { value: 'existing', label: labels.existing },
  ];
  return (
    <div className={styles.fields}>
      <div role="radiogroup" aria-label={labels.choice} className={styles.group}>
        {options.map((option) => (
          <label key={option.value} className={styles.option}>
            <input
              type="radio"
              className={styles.radio}
              name={group}
              value={option.value}
              checked={chosen === option.value}
              onChange={() => kind.field.onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
      {chosen === 'existing' ? (
        <PersonField
          control={control}
          name={name('identifier')}
          label={t('personChoice.identifier')}
          autoCapitalize="none"
        />
      ) : (
        <>
          <PersonField control={control} name={name('name')} label={labels.name} />
          <PersonField
            control={control}
            name={name('username')}
            label={t('personChoice.username')}
            autoCapitalize="none"
          />
          <PersonField
            control={control}
            name={name('phone')}
            label={t('personChoice.phone')}
            type="tel"
          />
        </>
      )}
    </div>
  );
}
