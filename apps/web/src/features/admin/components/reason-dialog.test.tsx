import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminClub, ClubApplication } from '@courtside/shared';
import type { ReactNode } from 'react';
import { anAuthResponse } from '../../../test/fixtures';
import { network } from '../../../test/network';
import { renderSignedIn } from '../../../test/render-app';
import { DeclineDialog } from './decline-dialog';
import { SuspendDialog } from './suspend-dialog';

const application: ClubApplication = {
  id: 'app-1',
  clubName: 'Padel Sur',
  address: 'Calle 1',
  area: 'Madrid',
  sports: ['padel'],
  courts: 4,
  message: '',
  contactName: 'Ana',
  contactPhone: '+34600000000',
  contactEmail: 'ana@example.com',
  applicant: null,
  state: 'pending',
  declineReason: null,
  clubId: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  decidedAt: null,
};

const inApp = (children: ReactNode) => renderSignedIn(children, anAuthResponse({ role: 'admin' }));

const sent = () => network.screenRequests().filter((r) => r.method === 'POST');

describe('the reason dialogs of declining and suspending', () => {
  it('declines an application with the reason the applicant is sent', async () => {
    network.on('POST', '/api/admin/club-applications/app-1/decline', {
      status: 200,
      body: { ...application, state: 'declined', declineReason: 'No courts yet' },
    });
    const onClose = vi.fn();
    const user = userEvent.setup();
    inApp(<DeclineDialog application={application} open onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Decline Padel Sur' });
    expect(within(dialog).getByText('The applicant is sent this reason.')).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'No courts yet');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('Application declined.')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
    expect(sent()[0]?.body).toEqual({ reason: 'No courts yet' });
  });

  it('asks a suspension for its reason and its choice for the bookings, and says a refusal', async () => {
    network.on('POST', '/api/admin/clubs/club-1/suspend', {
      status: 409,
      body: { statusCode: 409, code: 'CONFLICT', error: 'Conflict', message: 'Already suspended' },
    });
    const club = { id: 'club-1', name: 'Retiro Club' } as AdminClub;
    const onClose = vi.fn();
    const user = userEvent.setup();
    inApp(<SuspendDialog club={club} open onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Suspend \u2068Retiro Club\u2069?' });
    // The reason is required: nothing is sent without one.
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await within(dialog).findByText('Check this field')).toBeTruthy();
    expect(sent()).toEqual([]);
    await user.click(within(dialog).getByRole('radio', { name: 'Cancel them with full refunds' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Unpaid fees');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByText('Already suspended')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]?.body).toEqual({ futureBookings: 'cancel', reason: 'Unpaid fees' });
  });
});
