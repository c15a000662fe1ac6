import type { FieldPathByValue, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { MyClub } from '@courtside/shared';
import { useTextField, type FormControlOf } from '@/lib/use-text-field';
import styles from './club-offer-fields.module.css';
import { SelectField, TextArea, TextField } from './text-field';

// Fields the owner's create forms share (activity, championship); each form passes its own
// labels, so its wording stays its own. Both forms hold these fields as text, under these
// names (the places field's name is the form's own).

type StringField<T extends FieldValues> = FieldPathByValue<T, string>;

/** A string field of the form for the kit's fields: a refused value is said under it. */
export function useCheckedTextField<T extends FieldValues>(
  control: FormControlOf<T>,
  name: StringField<T>,
) {
  const { t } = useTranslation();
  const field = useTextField(control, name);
  return { ...field, error: field.error ? t('common.invalidField') : undefined };
}

/** The owner's club: shown, not chosen, since an owner has one club. */
export function ReadOnlyClubField({ label, club }: { label: string; club: Pick<MyClub, 'name'> }) {
  return <TextField label={label} value={club.name} readOnly />;
}

export function NameField<T extends { name: string }>({
  control,
  label,
}: {
  control: FormControlOf<T>;
  label: string;
}) {
  const name = useCheckedTextField(control, 'name' as StringField<T>);
  return <TextField label={label} {...name} />;
}

interface CourtSelectFieldProps<T extends { court: string }> {
  control: FormControlOf<T>;
  label: string;
  /** The courts free for what the form says so far. */
  courts: readonly { id: string; name: string }[];
  /** Why no court is offered, when the form can say. */
  helperText: string | undefined;
}

/** A select of the courts offered, disabled while there is none. */
export function CourtSelectField<T extends { court: string }>({
  control,
  label,
  courts,
  helperText,
}: CourtSelectFieldProps<T>) {
  const court = useCheckedTextField(control, 'court' as StringField<T>);
  return (
    <SelectField label={label} {...court} helper={helperText} disabled={courts.length === 0}>
      <NoChoiceYet />
      {courts.map((offered) => (
        <option key={offered.id} value={offered.id}>
          {offered.name}
        </option>
      ))}
    </SelectField>
  );
}

/** A select's blank until something is chosen: not offered once it is. */
export const NoChoiceYet = () => <option value="" disabled hidden />;

interface PlacesPriceDescriptionProps<T extends { price: string; description: string }> {
  control: FormControlOf<T>;
  /** The form's field for the number of places: an activity's seats, a championship's players. */
  placesKey: NoInfer<StringField<T>>;
  labels: { places: string; price: string; description: string };
}

/** How many places, the price of one, and a free description. */
export function PlacesPriceDescriptionFields<T extends { price: string; description: string }>({
  control,
  placesKey,
  labels,
}: PlacesPriceDescriptionProps<T>) {
  const places = useCheckedTextField(control, placesKey);
  const price = useCheckedTextField(control, 'price' as StringField<T>);
  const description = useCheckedTextField(control, 'description' as StringField<T>);
  return (
    <>
      <TextField type="number" label={labels.places} {...places} min={1} inputMode="numeric" />
      <TextField
        type="number"
        label={labels.price}
        {...price}
        min={0}
        step="0.01"
        inputMode="decimal"
      />
      <TextArea label={labels.description} {...description} className={styles.description} />
    </>
  );
}
