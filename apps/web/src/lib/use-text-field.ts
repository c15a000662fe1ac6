import {
  useController,
  type Control,
  type FieldPathByValue,
  type FieldValues,
} from 'react-hook-form';

/** A form's control, whatever its submit hands on (the parsed request body, as a rule). */
export type FormControlOf<T extends FieldValues> = Control<T, unknown, unknown>;

/**
 * The value, change and blur handlers and error flag of a MUI TextField bound to one string
 * field of a react-hook-form form; the flag is set while the form's resolver refuses it.
 */
export function useTextField<T extends FieldValues>(
  control: FormControlOf<T>,
  name: FieldPathByValue<T, string>,
) {
  const { field, fieldState } = useController({ control, name });
  return {
    value: field.value as string,
    onChange: field.onChange,
    onBlur: field.onBlur,
    error: fieldState.invalid,
  };
}
