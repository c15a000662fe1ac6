import type { CSSProperties, FormEvent, ReactNode } from 'react';
import { Button } from './button';
import styles from './submit-form.module.css';

interface SubmitFormProps {
  /**
   * The form's `handleSubmit(send)` (react-hook-form): it checks the fields with the form's
   * resolver, not the browser (noValidate), and sends only what passes.
   */
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  submitLabel: string;
  /** The request is on its way: the button shows it is busy. */
  submitting: boolean;
  /** The button cannot be pressed, e.g. while a required field is missing. */
  disabled?: boolean;
  /** The button can be pressed but tells assistive technology the form is not ready yet. */
  incomplete?: boolean;
  /** The button's icon before its label, with the busy spinner in its place. */
  startIcon?: ReactNode;
  /** Space between the fields, in the theme's 8-pixel units. */
  spacing?: number;
  children: ReactNode;
}

/** A form's fields with a large submit button under them: the one wrapper of every form. */
export function SubmitForm({
  onSubmit,
  submitLabel,
  submitting,
  disabled,
  incomplete,
  startIcon,
  spacing = 2.5,
  children,
}: SubmitFormProps) {
  const gap = { '--form-gap': `${spacing * 8}px` } as CSSProperties;
  return (
    <form className={styles.form} style={gap} noValidate onSubmit={(event) => void onSubmit(event)}>
      {children}
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={disabled}
        aria-disabled={incomplete}
        loading={submitting}
        // With an icon, the busy spinner takes the icon's place and the label stays.
        loadingPosition={startIcon ? 'start' : 'center'}
        startIcon={startIcon}
      >
        {submitLabel}
      </Button>
    </form>
  );
}
