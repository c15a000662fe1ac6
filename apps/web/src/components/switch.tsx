import type { InputHTMLAttributes, ReactNode } from 'react';
import styles from './switch.module.css';

interface ToggleProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'onChange' | 'className'
> {
  /** What is turned on or off, which names the control. */
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

interface SwitchProps extends ToggleProps {
  /** 'start': the label first and the switch at the row's end, the row as wide as its place (a setting). */
  labelPlacement?: 'start' | 'end';
}

/**
 * Something turned on or off at once (a setting): the browser's checkbox announced as a switch
 * and drawn as a track and thumb, its label beside it.
 */
export function Switch({
  label,
  checked,
  onChange,
  labelPlacement = 'end',
  ...input
}: SwitchProps) {
  return (
    <label className={labelPlacement === 'start' ? styles.setting : styles.row}>
      <input
        {...input}
        type="checkbox"
        role="switch"
        className={styles.switch}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>{label}</span>
    </label>
  );
}

/** One of several things to tick in a form (days, courts): the browser's checkbox in the app's colour. */
export function Checkbox({ label, checked, onChange, ...input }: ToggleProps) {
  return (
    <label className={styles.row}>
      <input
        {...input}
        type="checkbox"
        className={styles.checkbox}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>{label}</span>
    </label>
  );
}
