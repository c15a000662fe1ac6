import type { ReactNode } from 'react';
import { Button } from '@/components/button';
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
    <Button
      type="submit"
      variant="contained"
      size="large"
      fullWidth
      className={styles.submit}
      disabled={disabled}
      loading={busy}
    >
      {children}
    </Button>
  );
}
