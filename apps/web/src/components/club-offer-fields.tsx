import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { FieldPathByValue, FieldValues } from 'react-hook-form';
import type { MyClub } from '@courtside/shared';
import { useTextField, type FormControlOf } from '@/lib/use-text-field';

// Fields the owner's create forms share (activity, championship); each form passes its own
// labels, so its wording stays its own. Both forms hold these fields as text, under these
// names (the places field's name is the form's own).

type StringField<T extends FieldValues> = FieldPathByValue<T, string>;

/** The owner's club: shown, not chosen, since an owner has one club. */
export function ReadOnlyClubField({ label, club }: { label: string; club: Pick<MyClub, 'name'> }) {
  return <TextField label={label} value={club.name} slotProps={{ input: { readOnly: true } }} />;
}

export function NameField<T extends { name: string }>({
  control,
  label,
}: {
  control: FormControlOf<T>;
  label: string;
}) {
  const name = useTextField(control, 'name' as StringField<T>);
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
  const court = useTextField(control, 'court' as StringField<T>);
  return (
    <TextField
      select
      label={label}
      {...court}
      helperText={helperText}
      disabled={courts.length === 0}
      // The hint says why the select is disabled: it must stay readable, not greyed with it.
      slotProps={{ formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } } }}
    >
      {courts.map((offered) => (
        <MenuItem key={offered.id} value={offered.id}>
          {offered.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

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
  const places = useTextField(control, placesKey);
  const price = useTextField(control, 'price' as StringField<T>);
  const description = useTextField(control, 'description' as StringField<T>);
  return (
    <>
      <TextField
        type="number"
        label={labels.places}
        {...places}
        slotProps={{ htmlInput: { min: 1, inputMode: 'numeric' } }}
      />
      <TextField
        type="number"
        label={labels.price}
        {...price}
        slotProps={{ htmlInput: { min: 0, step: '0.01', inputMode: 'decimal' } }}
      />
      <TextField multiline minRows={3} label={labels.description} {...description} />
    </>
  );
}
