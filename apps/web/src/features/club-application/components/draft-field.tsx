import type { Control, FieldPathByValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  TextArea,
  TextField,
  type TextAreaProps,
  type TextFieldProps,
} from '@/components/text-field';
import { useTextField } from '@/lib/use-text-field';
import type { ApplicationDraft } from './application-draft';

interface Bound {
  control: Control<ApplicationDraft, unknown, unknown>;
  name: FieldPathByValue<ApplicationDraft, string>;
}

/** The field bound to the draft, with the form's refusal under it. */
function useDraftField({ control, name }: Bound) {
  const { t } = useTranslation();
  const field = useTextField(control, name);
  return { ...field, name, error: field.error ? t('listClub.invalidField') : undefined };
}

/** One text field of the application, with the form's refusal under it. */
export function DraftField({ control, name, ...props }: Omit<TextFieldProps, 'name'> & Bound) {
  return <TextField {...props} {...useDraftField({ control, name })} />;
}

/** A text of a few lines of the application (its message), with the form's refusal under it. */
export function DraftArea({ control, name, ...props }: Omit<TextAreaProps, 'name'> & Bound) {
  return <TextArea {...props} {...useDraftField({ control, name })} />;
}
