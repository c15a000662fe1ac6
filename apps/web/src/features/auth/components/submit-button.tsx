import type { ReactNode } from 'react';
import styles from './auth.module.css';

interface SubmitButtonProps {
  disabled: boolean;
  /** The form is on its way: the button waits, with a spinner in place of its text. */
  busy: boolean;
  children: ReactNode;
}

/** The form's one large, full-width action. */
export function SubmitButton({ disabled, busy, children }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      className={busy ? `${styles.submit} ${styles.busy}` : styles.submit}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
    >
      {children}
    </button>
  );
}
