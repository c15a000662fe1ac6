import type { HTMLAttributes } from 'react';
import { useController, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextArea, TextField } from '@/components/text-field';
import type { FormControlOf } from '@/lib/use-text-field';

interface TextFieldOfProps<T extends FieldValues> {
  control: FormControlOf<T>;
  name: Path<T>;
  label: string;
  /** A line under the field while nothing is refused. */
  helperText?: string;
  /** A text of a few lines (a description), this many at first. */
  rows?: number;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoCapitalize?: string;
}

/**
 * A text field bound to one field of the form, its refusal (the form's or the server's) said
 * under it.
 */
export function TextFieldOf<T extends FieldValues>({
  control,
  name,
  label,
  helperText,
  rows,
  ...input
}: TextFieldOfProps<T>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const bound = {
    label,
    name: field.name,
    value: (field.value as string | number | null | undefined) ?? '',
    onChange: field.onChange,
    onBlur: field.onBlur,
    ref: field.ref,
    error: fieldState.invalid ? t('common.invalidField') : undefined,
    helper: helperText,
  };
  if (rows) return <TextArea {...bound} rows={rows} />;
  return <TextField {...bound} {...input} />;
}
