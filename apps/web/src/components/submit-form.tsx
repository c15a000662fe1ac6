import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

interface SubmitFormProps {
  /** Called on submit; the form checks its fields itself (noValidate), not the browser. */
  onSubmit: () => void;
  submitLabel: string;
  /** The request is on its way: the button shows it is busy. */
  submitting: boolean;
  children: ReactNode;
}

/** A form's fields with a large submit button under them. */
export function SubmitForm({ onSubmit, submitLabel, submitting, children }: SubmitFormProps) {
  return (
    <Stack
      component="form"
      spacing={2.5}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
      <Button type="submit" variant="contained" size="large" loading={submitting}>
        {submitLabel}
      </Button>
    </Stack>
  );
}
