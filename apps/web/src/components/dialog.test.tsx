import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog, DialogActions, DialogContent, DialogDescription, DialogTitle } from './dialog';
import { RadioGroup } from './radio-group';

function Asking({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Cancel booking</button>
      <Dialog
        open={open}
        onClose={
          onClose &&
          (() => {
            onClose();
            setOpen(false);
          })
        }
      >
        <DialogTitle>Cancel this booking?</DialogTitle>
        <DialogContent>
          <DialogDescription>The court is given back to the club.</DialogDescription>
        </DialogContent>
        <DialogActions>
          <button onClick={() => setOpen(false)}>Keep</button>
        </DialogActions>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is named by its title and described by its text, with focus inside until it closes', async () => {
    const user = userEvent.setup();
    render(<Asking onClose={() => {}} />);
    const opener = screen.getByRole('button', { name: 'Cancel booking' });
    await user.click(opener);

    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    expect(dialog.getAttribute('aria-describedby')).toBe(
      within(dialog).getByText('The court is given back to the club.').id,
    );
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));

    await user.click(within(dialog).getByRole('button', { name: 'Keep' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('closes on Escape when it may be closed', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(<Asking onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    await screen.findByRole('dialog');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('stays on Escape while it has no way to be closed (its work on its way)', async () => {
    const user = userEvent.setup();
    render(<Asking />);
    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog');

    await user.keyboard('{Escape}');
    expect(dialog.isConnected).toBe(true);
    expect(screen.getByRole('dialog', { name: 'Cancel this booking?' })).toBe(dialog);
  });

  it('is an alert dialog when asked to be', async () => {
    render(
      <Dialog open role="alertdialog">
        <DialogTitle>Error Booking</DialogTitle>
      </Dialog>,
    );
    expect(await screen.findByRole('alertdialog', { name: 'Error Booking' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('RadioGroup', () => {
  it('is a group named by its question, whose radios choose one answer', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(
      <RadioGroup
        label="How should the money come back?"
        value="original"
        onChange={onChange}
        options={[
          { value: 'original', label: 'The way I paid' },
          { value: 'coins', label: 'As coins, at once' },
        ]}
      />,
    );
    const group = screen.getByRole('radiogroup', { name: 'How should the money come back?' });
    const paid = within(group).getByRole('radio', { name: 'The way I paid' });
    expect((paid as HTMLInputElement).checked).toBe(true);

    await user.click(within(group).getByRole('radio', { name: 'As coins, at once' }));
    expect(onChange).toHaveBeenCalledWith('coins');
  });
});
