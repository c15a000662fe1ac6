import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FormControlOf } from '@/lib/use-text-field';

type FormFieldProps<T extends FieldValues> = Omit<TextFieldProps, 'name'> & {
  control: FormControlOf<T>;
  name: Path<T>;
};

/** A MUI text field bound to one field of a react-hook-form form, with its refusal under it. */
export function FormField<T extends FieldValues>({ control, name, ...props }: FormFieldProps<T>) {
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
