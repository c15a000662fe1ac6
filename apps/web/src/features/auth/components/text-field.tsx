import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import styles from './auth.module.css';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** Why the value is refused; shown under the field and read with it. */
  error?: string;
  /** Keeps the label above the field, so a placeholder shows before the field is focused. */
  shrinkLabel?: boolean;
  /** A control at the field's end, e.g. the password's show/hide button. */
  end?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** An outlined text field with a floating label and its error under it. */
export function TextField({ label, error, shrinkLabel, end, ...input }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const classes = [error && styles.invalid, shrinkLabel && styles.shrink];
  return (
    <div className={classes.filter(Boolean).join(' ') || undefined}>
      <div className={styles.box}>
        <input
          {...input}
          id={id}
          className={styles.input}
          // A blank placeholder lets CSS tell an empty field, to float the label.
          placeholder={input.placeholder ?? ' '}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        {end}
      </div>
      {error && (
        <p id={errorId} className={styles.helper}>
          {error}
        </p>
      )}
    </div>
  );
}
