import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ClubStaff, StaffMember } from '@courtside/shared';
import { anAuthResponse } from '../../../test/fixtures';
import { apiRefusal, network } from '../../../test/network';
import { renderApp } from '../../../test/render-app';

const owner = anAuthResponse({ role: 'owner' });
const dana: StaffMember = {
  userId: '00000000-0000-4000-8000-000000000001',
  name: 'Dana Desk',
  username: 'dana',
  role: 'front_desk',
  addedAt: '2026-11-20T10:00:00.000Z',
};
const staffOf = (overrides: Partial<ClubStaff> = {}): ClubStaff => ({
  members: [dana],
  log: [
    {
      id: '00000000-0000-4000-8000-0000000000a1',
      actor: { id: dana.userId, name: 'Dana Desk' },
      action: 'moveBooking',
      status: 200,
      at: '2026-11-21T18:00:00.000Z',
    },
    {
      id: '00000000-0000-4000-8000-0000000000a2',
      actor: { id: dana.userId, name: 'Dana Desk' },
      action: 'setMyClubSaleTerms',
      status: 403,
      at: '2026-11-21T17:00:00.000Z',
    },
  ],
  ...overrides,
});

describe('Staff', () => {
  it('lists the staff with their roles and reads out what they did lately, refusals marked', async () => {
    network.on('GET', '/api/owner/staff', { status: 200, body: staffOf() });
    renderApp('/user/club-staff', { user: owner });
    const members = await screen.findByRole('list', { name: 'Staff members' });
    expect(within(members).getByText('Dana Desk')).toBeTruthy();
    expect(within(members).getByText('Front desk')).toBeTruthy();
    expect(screen.getByText('Dana Desk · Moved a booking')).toBeTruthy();
    expect(screen.getByText('Dana Desk · Changed the booking lengths (refused)')).toBeTruthy();
  });

  it('says so when the club has no staff yet', async () => {
    network.on('GET', '/api/owner/staff', { status: 200, body: staffOf({ members: [], log: [] }) });
    renderApp('/user/club-staff', { user: owner });
    expect(await screen.findByText('No staff yet')).toBeTruthy();
    expect(screen.getByText('Nothing yet.')).toBeTruthy();
  });

  it('invites a new person as a manager and shows their one-time link', async () => {
    const user = userEvent.setup();
    network.on('GET', '/api/owner/staff', { status: 200, body: staffOf({ members: [], log: [] }) });
    network.on('POST', '/api/owner/staff', (request) => ({
      status: 201,
      body: {
        member: {
          ...dana,
          name: (request.body as { person: { name: string } }).person.name,
          role: 'manager',
        },
        invitation: {
          url: '/invitation/abc123abc123abc123',
          expiresAt: '2026-12-01T10:00:00.000Z',
        },
      },
    }));
    renderApp('/user/club-staff', { user: owner });
    await user.click(await screen.findByRole('button', { name: 'Add staff' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add staff' });
    await user.click(within(dialog).getByLabelText('Invite a new person by a link'));
    await user.type(within(dialog).getByLabelText('Their name'), 'Maria Manager');
    await user.type(within(dialog).getByLabelText('Username'), 'maria_m');
    await user.type(within(dialog).getByLabelText('Phone number'), '+34 611 222 333');
    await user.click(within(dialog).getByRole('radio', { name: /Manager/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByTestId('invitation-url')).toBeTruthy();
    const sent = network.requests.find((r) => r.method === 'POST' && r.url === '/api/owner/staff');
    expect(sent?.body).toEqual({
      person: {
        kind: 'invite',
        name: 'Maria Manager',
        username: 'maria_m',
        phone: '+34 611 222 333',
      },
      role: 'manager',
    });
  });

  it('keeps the form and says why when an account is on another club’s staff', async () => {
    const user = userEvent.setup();
    network.on('GET', '/api/owner/staff', { status: 200, body: staffOf() });
    network.on(
      'POST',
      '/api/owner/staff',
      apiRefusal(409, 'ALREADY_STAFF', 'This person already works at a club'),
    );
    renderApp('/user/club-staff', { user: owner });
    await user.click(await screen.findByRole('button', { name: 'Add staff' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add staff' });
    await user.type(within(dialog).getByLabelText('Phone number or username'), 'busy_person');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('This person already works at a club')).toBeTruthy();
    expect(within(dialog).getByLabelText('Phone number or username')).toHaveProperty(
      'value',
      'busy_person',
    );
  });

  it('changes a role and takes someone off the staff once confirmed', async () => {
    const user = userEvent.setup();
    network.on('GET', '/api/owner/staff', { status: 200, body: staffOf() });
    network.on('PUT', `/api/owner/staff/${dana.userId}`, {
      status: 200,
      body: { ...dana, role: 'manager' },
    });
    network.on('DELETE', `/api/owner/staff/${dana.userId}`, { status: 204 });
    renderApp('/user/club-staff', { user: owner });
    await user.click(await screen.findByRole('button', { name: 'Make manager' }));
    await waitFor(() =>
      expect(
        network.requests.some(
          (r) => r.method === 'PUT' && (r.body as { role: string }).role === 'manager',
        ),
      ).toBe(true),
    );
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    const confirm = await screen.findByRole('dialog', { name: 'Take Dana Desk off the staff?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(network.requests.some((r) => r.method === 'DELETE')).toBe(true));
  });
});
