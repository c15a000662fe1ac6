import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PersonChoiceFields } from '@/components/person-choice/person-choice-fields';
import type { FormControlOf } from '@/lib/use-text-field';

/** Who owns the club: an account that exists, or a new person invited by a one-time link. */
export function OwnerFields<T extends FieldValues>(props: {
  control: FormControlOf<T>;
  prefix: string;
}) {
  const { t } = useTranslation();
  return (
    <PersonChoiceFields
      {...props}
      labels={{
        choice: t('admin.ownerChoice'),
        invite: t('admin.inviteOwner'),
        existing: t('admin.existingOwner'),
        name: t('admin.field.ownerName'),
      }}
    />
  );
}
