import { useController, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FormControlOf } from '@/lib/use-text-field';
import {
  SelectField,
  TextArea,
  TextField,
  type SelectFieldProps,
  type TextAreaProps,
  type TextFieldProps,
} from './text-field';

// What the form gives the field: its value, its handlers, its refusal.
type Bound = 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'ref';

interface Binding<T extends FieldValues> {
  control: FormControlOf<T>;
  name: Path<T>;
}

/** The field's value and handlers, and its refusal in words while the form's resolver refuses it. */
function useBinding<T extends FieldValues>({ control, name }: Binding<T>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  return {
    name: field.name,
    value: field.value ?? '',
    onChange: field.onChange,
    onBlur: field.onBlur,
    ref: field.ref,
    error: fieldState.error ? t('common.invalidField') : undefined,
  };
}

type FormFieldProps<T extends FieldValues> = Binding<T> & Omit<TextFieldProps, Bound>;

/** A text field bound to one field of a react-hook-form form, with its refusal under it. */
export function FormField<T extends FieldValues>({ control, name, ...props }: FormFieldProps<T>) {
  const bound = useBinding({ control, name });
  return <TextField {...props} {...bound} />;
}

type FormTextAreaProps<T extends FieldValues> = Binding<T> & Omit<TextAreaProps, Bound>;

/** A text of a few lines bound to one field of a react-hook-form form. */
export function FormTextArea<T extends FieldValues>({
  control,
  name,
  ...props
}: FormTextAreaProps<T>) {
  const bound = useBinding({ control, name });
  return <TextArea {...props} {...bound} />;
}

type FormSelectFieldProps<T extends FieldValues> = Binding<T> & Omit<SelectFieldProps, Bound>;

/** A choice from a list (its `<option>`s) bound to one string field of a react-hook-form form. */
export function FormSelectField<T extends FieldValues>({
  control,
  name,
  ...props
}: FormSelectFieldProps<T>) {
  const bound = useBinding({ control, name });
  return <SelectField {...props} {...bound} />;
}
