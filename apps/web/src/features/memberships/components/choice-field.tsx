import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useController, type FieldValues, type Path } from 'react-hook-form';
import type { FormControlOf } from '@/lib/use-text-field';

interface ChoiceFieldProps<T extends FieldValues> {
  control: FormControlOf<T>;
  name: Path<T>;
  label: string;
  /** Each value with its label, in the order shown. */
  choices: ReadonlyArray<{ value: string | number; label: string }>;
  helperText?: string;
  size?: 'small' | 'medium';
}

/** A select bound to one field of a form: the plan's period, who sees it, an hour. */
export function ChoiceField<T extends FieldValues>({
  control,
  name,
  label,
  choices,
  helperText,
  size,
}: ChoiceFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      select
      fullWidth
      size={size}
      label={label}
      name={field.name}
      value={field.value as string | number}
      onChange={(event) => {
        const chosen = choices.find((choice) => String(choice.value) === event.target.value);
        field.onChange(chosen?.value ?? event.target.value);
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.invalid}
      helperText={helperText}
    >
      {choices.map((choice) => (
        <MenuItem key={choice.value} value={choice.value}>
          {choice.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
