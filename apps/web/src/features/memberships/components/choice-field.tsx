import { useController, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/text-field';
import type { FormControlOf } from '@/lib/use-text-field';

interface ChoiceFieldProps<T extends FieldValues> {
  control: FormControlOf<T>;
  name: Path<T>;
  label: string;
  /** Each value with its label, in the order shown. */
  choices: ReadonlyArray<{ value: string | number; label: string }>;
  /** A line under the field: a hint, or (while the choice is refused) what is wrong with it. */
  helperText?: string;
  size?: 'small' | 'medium';
  className?: string;
}

/** A select bound to one field of a form: the plan's period, who sees it, an hour. */
export function ChoiceField<T extends FieldValues>({
  control,
  name,
  label,
  choices,
  helperText,
  size,
  className,
}: ChoiceFieldProps<T>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const invalid = fieldState.invalid;
  return (
    <SelectField
      label={label}
      size={size}
      className={className}
      name={field.name}
      value={String(field.value as string | number)}
      onChange={(event) => {
        const chosen = choices.find((choice) => String(choice.value) === event.target.value);
        field.onChange(chosen?.value ?? event.target.value);
      }}
      onBlur={field.onBlur}
      error={invalid ? (helperText ?? t('common.invalidField')) : undefined}
      helper={invalid ? undefined : helperText}
    >
      {choices.map((choice) => (
        <option key={choice.value} value={String(choice.value)}>
          {choice.label}
        </option>
      ))}
    </SelectField>
  );
}
