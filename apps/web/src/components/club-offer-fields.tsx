import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { MyClub } from '@courtside/shared';
import { textFieldBinding, type TextFieldsState } from '@/lib/text-field-binding';

// Fields the owner's create forms share (activity, championship); each form passes its own
// labels, so its wording stays its own.

/** The owner's club: shown, not chosen, since an owner has one club. */
export function ReadOnlyClubField({ label, club }: { label: string; club: Pick<MyClub, 'name'> }) {
  return <TextField label={label} value={club.name} slotProps={{ input: { readOnly: true } }} />;
}

export function NameField({ form, label }: { form: TextFieldsState<'name'>; label: string }) {
  return <TextField label={label} {...textFieldBinding(form, 'name')} />;
}

interface CourtSelectFieldProps {
  form: TextFieldsState<'court'>;
  label: string;
  /** The courts free for what the form says so far. */
  courts: readonly { id: string; name: string }[];
  /** Why no court is offered, when the form can say. */
  helperText: string | undefined;
}

/** A select of the courts offered, disabled while there is none. */
export function CourtSelectField({ form, label, courts, helperText }: CourtSelectFieldProps) {
  return (
    <TextField
      select
      label={label}
      {...textFieldBinding(form, 'court')}
      helperText={helperText}
      disabled={courts.length === 0}
    >
      {courts.map((court) => (
        <MenuItem key={court.id} value={court.id}>
          {court.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

interface PlacesPriceDescriptionProps<P extends string> {
  form: TextFieldsState<NoInfer<P> | 'price' | 'description'>;
  /** The form's key for the number of places: an activity's seats, a championship's players. */
  placesKey: P;
  labels: { places: string; price: string; description: string };
}

/** How many places, the price of one, and a free description. */
export function PlacesPriceDescriptionFields<P extends string>({
  form,
  placesKey,
  labels,
}: PlacesPriceDescriptionProps<P>) {
  return (
    <>
      <TextField
        type="number"
        label={labels.places}
        {...textFieldBinding(form, placesKey)}
        slotProps={{ htmlInput: { min: 1, inputMode: 'numeric' } }}
      />
      <TextField
        type="number"
        label={labels.price}
        {...textFieldBinding(form, 'price')}
        slotProps={{ htmlInput: { min: 0, step: '0.01', inputMode: 'decimal' } }}
      />
      <TextField
        multiline
        minRows={3}
        label={labels.description}
        {...textFieldBinding(form, 'description')}
      />
    </>
  );
}
