import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAlertDialog, type AlertOptions } from '@/lib/alerts';
import { AlertDialogProvider } from './alert-dialog';

function ShowButton({ alert }: { alert: AlertOptions }) {
  const alerts = useAlertDialog();
  return <button onClick={() => alerts.show(alert)}>Show</button>;
}

describe('Alert dialog', () => {
  it('shows an error as an alert until OK, then runs its close callback once', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(
      <AlertDialogProvider>
        <ShowButton
          alert={{ title: 'Error Booking', message: 'Try again.', kind: 'error', onClose }}
        />
      </AlertDialogProvider>,
    );

    await user.click(screen.getByRole('button', { name: 'Show' }));
    // Its dialog's code loads with the first alert.
    const alert = await screen.findByRole('alertdialog', { name: 'Error Booking' });
    expect(within(alert).getByText('Try again.')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    await user.click(within(alert).getByRole('button', { name: 'OK' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('shows a success message as a dialog', async () => {
    const user = userEvent.setup();
    render(
      <AlertDialogProvider>
        <ShowButton alert={{ title: 'Saved', message: 'All done.', kind: 'success' }} />
      </AlertDialogProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect((await screen.findByRole('dialog', { name: 'Saved' })).textContent).toContain(
      'All done.',
    );
  });
});
