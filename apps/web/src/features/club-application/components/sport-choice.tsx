import { useController, useFormState, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChoiceGroup, type RefusalAttributes } from '@/components/choice-group';
import { Checkbox } from '@/components/switch';
import type { ApplicationDraft } from './application-draft';

type Control_ = Control<ApplicationDraft, unknown, unknown>;

function SportBox({
  control,
  name,
  refusedBy,
}: {
  control: Control_;
  name: 'padel' | 'football';
  refusedBy: RefusalAttributes;
}) {
  const { t } = useTranslation();
  const { field } = useController({ control, name });
  return (
    <Checkbox
      name={name}
      label={t(`listClub.sport.${name}`)}
      checked={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      {...refusedBy}
    />
  );
}

/** The club's sports: at least one, which the schema checks as the request's `sports`. */
export function SportChoice({ control }: { control: Control_ }) {
  const { t } = useTranslation();
  // The refusal lands on the request's path, `sports`, which no field of the draft holds.
  const { errors } = useFormState({ control });
  return (
    <ChoiceGroup
      legend={t('listClub.field.sports')}
      row
      refused={'sports' in errors}
      refusal={t('listClub.chooseSport')}
    >
      {(refusedBy) => (
        <>
          <SportBox control={control} name="padel" refusedBy={refusedBy} />
          <SportBox control={control} name="football" refusedBy={refusedBy} />
        </>
      )}
    </ChoiceGroup>
  );
}
