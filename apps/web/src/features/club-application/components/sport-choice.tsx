import { useId } from 'react';
import { useController, useFormState, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@/components/switch';
import type { ApplicationDraft } from './application-draft';
import styles from './sport-choice.module.css';

type Control_ = Control<ApplicationDraft, unknown, unknown>;

function SportBox({
  control,
  name,
  refusal,
}: {
  control: Control_;
  name: 'padel' | 'football';
  /** The id of the refusal under the group, while there is one. */
  refusal: string | undefined;
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
      aria-invalid={refusal ? true : undefined}
      aria-describedby={refusal}
    />
  );
}

/** The club's sports: at least one, which the schema checks as the request's `sports`. */
export function SportChoice({ control }: { control: Control_ }) {
  const { t } = useTranslation();
  const helperId = useId();
  // The refusal lands on the request's path, `sports`, which no field of the draft holds.
  const { errors } = useFormState({ control });
  const refused = 'sports' in errors;
  const refusal = refused ? helperId : undefined;
  return (
    <fieldset className={refused ? `${styles.group} ${styles.refused}` : styles.group}>
      <legend className={styles.legend}>{t('listClub.field.sports')}</legend>
      <div className={styles.boxes}>
        <SportBox control={control} name="padel" refusal={refusal} />
        <SportBox control={control} name="football" refusal={refusal} />
      </div>
      {refused && (
        <p id={helperId} className={styles.helper}>
          {t('listClub.chooseSport')}
        </p>
      )}
    </fieldset>
  );
}
