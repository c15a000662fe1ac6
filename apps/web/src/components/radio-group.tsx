import { useId, type ReactNode } from 'react';
import styles from './radio-group.module.css';

export interface RadioOption<Value extends string> {
  value: Value;
  label: ReactNode;
}

interface RadioGroupProps<Value extends string> {
  /** The question, which names the group. */
  label: ReactNode;
  options: readonly RadioOption<Value>[];
  value: Value;
  onChange: (value: Value) => void;
}

/** One answer of a few, all in view: the browser's own radios, named by their question. */
export function RadioGroup<Value extends string>({
  label,
  options,
  value,
  onChange,
}: RadioGroupProps<Value>) {
  const name = useId();
  return (
    <fieldset role="radiogroup" className={styles.group}>
      <legend className={styles.legend}>{label}</legend>
      {options.map((option) => (
        <label key={option.value} className={styles.option}>
          <input
            type="radio"
            className={styles.radio}
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
