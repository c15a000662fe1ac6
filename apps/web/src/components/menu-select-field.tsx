import { clsx } from 'clsx';
import { Select } from '@base-ui/react/select';
import { useId } from 'react';
import { Icon } from './icon';
import { expandMoreIcon } from './icons/expand-more';
import fieldStyles from './text-field.module.css';
import styles from './menu-select-field.module.css';

export interface MenuOption<T extends string | number> {
  value: T;
  label: string;
  /** A second line under the label in the list (a club's court types, a court's price). */
  detail?: string | null;
  disabled?: boolean;
}

interface MenuSelectFieldProps<T extends string | number> {
  label: string;
  options: readonly MenuOption<T>[];
  /** A value without an option shows an empty field, its label inside it. */
  value: T;
  onChange: (value: T) => void;
  /** Why the value is refused; shown under the field and read with it. */
  error?: string;
  /** A line under the field while nothing is refused. */
  helper?: string;
  /** Marks the label with an asterisk, as the required text fields. */
  required?: boolean;
}

/**
 * A choice from a list drawn as the outlined field, its list a menu over it (Material's
 * select): for choices whose options carry a second line, or whose field shows the choice's
 * name alone. The field is a combobox named by its label; the options are a listbox.
 */
export function MenuSelectField<T extends string | number>({
  label,
  options,
  value,
  onChange,
  error,
  helper,
  required,
}: MenuSelectFieldProps<T>) {
  const id = useId();
  const line = error ?? helper;
  const shown = options.some((option) => option.value === value);
  return (
    <Select.Root
      value={value}
      onValueChange={(next) => onChange(next as T)}
      items={options.map((option) => ({ value: option.value, label: option.label }))}
    >
      <div className={clsx(shown && fieldStyles.shrink, error && fieldStyles.invalid)}>
        <div className={fieldStyles.box}>
          <Select.Trigger
            className={clsx(fieldStyles.input, fieldStyles.select, styles.trigger)}
            aria-invalid={error ? true : undefined}
            aria-describedby={line ? `${id}-line` : undefined}
          >
            <Select.Value />
          </Select.Trigger>
          <Select.Label className={fieldStyles.label}>
            {label}
            {required && <span aria-hidden> *</span>}
          </Select.Label>
          <Icon path={expandMoreIcon} className={fieldStyles.chevron} />
        </div>
        {line && (
          <p id={`${id}-line`} className={fieldStyles.helper}>
            {line}
          </p>
        )}
      </div>
      <Select.Portal>
        <Select.Positioner className={styles.positioner}>
          <Select.Popup className={styles.popup}>
            <Select.List className={styles.list}>
              {options.map((option) => (
                <Select.Item
                  key={String(option.value)}
                  value={option.value}
                  disabled={option.disabled}
                  className={styles.option}
                >
                  <Select.ItemText>{option.label}</Select.ItemText>
                  {option.detail && <span className={styles.detail}>{option.detail}</span>}
                </Select.Item>
              ))}
            </Select.List>
          </Select.Popup>
        </Select.Positioner>
      </Select.Portal>
    </Select.Root>
  );
}
