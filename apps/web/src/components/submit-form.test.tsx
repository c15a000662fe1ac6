import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SubmitForm } from './submit-form';

describe('Submit form', () => {
  it('sends the form with its button, leaving the checks to the form', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <SubmitForm onSubmit={onSubmit} submitLabel="Save" submitting={false}>
        <input aria-label="Name" required />
      </SubmitForm>,
    );

    // The browser's own check (required) does not stop it: the form's resolver decides.
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('cannot be sent twice while the request is on its way', () => {
    render(
      <SubmitForm onSubmit={() => undefined} submitLabel="Save" submitting>
        <input aria-label="Name" />
      </SubmitForm>,
    );
    expect(screen.getByRole('button', { name: /Save/ })).toHaveProperty('disabled', true);
  });

  it('tells assistive technology when the form is not ready yet', () => {
    render(
      <SubmitForm onSubmit={() => undefined} submitLabel="Save" submitting={false} incomplete>
        <input aria-label="Name" />
      </SubmitForm>,
    );
    expect(screen.getByRole('button', { name: 'Save' }).getAttribute('aria-disabled')).toBe('true');
  });
});
