import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FormControlOf } from '@/lib/use-text-field';

type TextFieldOfProps<T extends FieldValues> = Omit<TextFieldProps, 'name'> & {
  control: FormControlOf<T>;
  name: Path<T>;
};

/**
 * A text field bound to one field of the form, its refusal (the form's or the server's) said
 * under it. It does what components/form-field does; a screen of its own keeps that module
 * inside the admin's forms' chunk, whose screens are at their size budget.
 */
export function TextFieldOf<T extends FieldValues>({
  control,
  name,
  ...props
}: TextFieldOfProps<T>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      fullWidth
      {...props}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.invalid}
      helperText={fieldState.error ? t('common.invalidField') : props.helperText}
    />
  );
}
