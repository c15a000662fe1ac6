import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { Control, FieldPathByValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useTextField } from '@/lib/use-text-field';
import type { ApplicationDraft } from './application-draft';

type DraftFieldProps = Omit<TextFieldProps, 'name'> & {
  control: Control<ApplicationDraft, unknown, unknown>;
  name: FieldPathByValue<ApplicationDraft, string>;
};

/** One text field of the application, with the form's refusal under it. */
export function DraftField({ control, name, ...props }: DraftFieldProps) {
  const { t } = useTranslation();
  const field = useTextField(control, name);
  return (
    <TextField
      fullWidth
      {...props}
      name={name}
      {...field}
      helperText={field.error ? t('listClub.invalidField') : props.helperText}
    />
  );
}
