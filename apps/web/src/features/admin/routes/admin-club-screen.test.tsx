import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminClub } from '@courtside/shared';
import { anAuthResponse } from '../../../test/fixtures';
import { network } from '../../../test/network';
import { renderApp } from '../../../test/render-app';

const club = (invited: boolean): AdminClub => ({
  id: 'club-1',
  name: 'Retiro Club',
  address: 'Calle 1, Madrid',
  latitude: 40.4,
  longitude: -3.7,
  timeZone: 'Europe/Madrid',
  currency: 'EUR',
  photo: null,
  sports: ['padel'],
  courts: 1,
  suspendedAt: null,
  owner: { id: 'owner-1', name: 'Inés', username: 'ines', invited },
  createdAt: '2026-11-20T10:00:00.000Z',
});

const admin = anAuthResponse({ role: 'admin' });

describe("A club's page in the admin's area", () => {
  it('gives an invited owner who lost their link a new one, shown to copy', async () => {
    network.on('GET', '/api/admin/clubs/club-1', { status: 200, body: club(true) });
    network.on('POST', '/api/admin/clubs/club-1/invitation', {
      status: 200,
      body: {
        club: club(true),
        invitation: { url: '/invitation/fresh-token', expiresAt: '2026-12-04T10:00:00.000Z' },
        cancelledBookings: 0,
      },
    });
    const user = userEvent.setup();
    renderApp('/admin/clubs/club-1', { user: admin });

    expect(await screen.findByText(/has not set their password yet/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'New invitation link' }));
    await waitFor(() =>
      expect(screen.getByTestId('invitation-url').textContent).toBe(
        `${window.location.origin}/invitation/fresh-token`,
      ),
    );
    expect(screen.getByRole('button', { name: 'Copy the link' })).toBeTruthy();
  });

  it('offers no link for an owner who has set their password', async () => {
    network.on('GET', '/api/admin/clubs/club-1', { status: 200, body: club(false) });
    renderApp('/admin/clubs/club-1', { user: admin });
    expect(await screen.findByRole('button', { name: 'Change owner' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New invitation link' })).toBeNull();
  });
});
