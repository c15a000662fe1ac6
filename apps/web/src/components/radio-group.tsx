import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
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
        <Radio
          key={option.value}
          label={option.label}
          name={name}
          value={option.value}
          checked={option.value === value}
          onChange={() => onChange(option.value)}
        />
      ))}
    </fieldset>
  );
}

/** One answer: the browser's radio in the app's colour, with the room a finger needs. */
export function Radio({
  label,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> & { label: ReactNode }) {
  return (
    <label className={styles.option}>
      <input {...input} type="radio" className={styles.radio} />
      {label}
    </label>
  );
}
