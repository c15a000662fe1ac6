import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anAuthResponse } from '@/test/fixtures';
import { network } from '@/test/network';
import { renderApp } from '@/test/render-app';
import { aRequest, aUserChampionship } from '../test-data';

const owner = () => anAuthResponse({ id: 'owner-1', role: 'owner' });
const year = new Date().getUTCFullYear();

/** The details as the club owner reads them: one request waiting, one player paid. */
function serveDetails(request = [aRequest(null)]) {
  const { tab: _tab, ...championship } = aUserChampionship({
    maxAge: year - 30,
    sponsor: 'Mahou',
    request,
    registered: 1,
    participants: [
      {
        id: 'user-9',
        photo: null,
        firstName: 'Omar',
        lastName: 'Haddad',
        phone: '0101234567',
        birthdate: `${year - 25}-01-01`,
      },
    ],
  });
  network.on('GET', '/api/user/champion/champ-1', { status: 200, body: championship });
}

describe('Championship details', () => {
  it('shows the max allowed age, the sponsor, and the participants with phone and age', async () => {
    serveDetails();
    const user = userEvent.setup();
    renderApp('/user/champion-request/champ-1', { user: owner() });

    expect(await screen.findByRole('heading', { name: 'Retiro Cup' })).toBeTruthy();
    expect(screen.getByText('Max allowed age').nextSibling?.textContent).toBe('30');
    expect(screen.getByText('Mahou')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Participants' }));
    const dialog = await screen.findByRole('dialog', { name: 'Participants' });
    expect(within(dialog).getByText('Omar Haddad')).toBeTruthy();
    // Shown as people dial them: the spec's 3-4-3, kept left to right in an Arabic line.
    expect(within(dialog).getByText(/^\u2066010 1234 567\u2069 · 2[45] years$/)).toBeTruthy();
  });

  it('takes an accepted request out of the Requests modal', async () => {
    serveDetails();
    network.on('PATCH', '/api/user/champion-request/request-1/confirm', () => {
      serveDetails([aRequest(true)]);
      return { status: 200, body: { id: 'request-1', isConfirmed: true } };
    });
    const user = userEvent.setup();
    renderApp('/user/champion-request/champ-1', { user: owner() });

    await user.click(await screen.findByRole('button', { name: 'Requests' }));
    const dialog = await screen.findByRole('dialog', { name: 'Requests' });
    expect(within(dialog).getByText(/^\u2066\+34 612 00 02 22\u2069$/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Accept Sara' }));
    const ask = await screen.findByRole('dialog', { name: 'Accept Sara?' });
    await user.click(within(ask).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(ask.isConnected).toBe(false));
    expect(await within(dialog).findByText('No requests waiting.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(dialog.isConnected).toBe(false));
  });

  it('answers nothing until the owner confirms, and Back leaves the request waiting', async () => {
    serveDetails();
    network.on('PATCH', '/api/user/champion-request/request-1/reject', {
      status: 200,
      body: { id: 'request-1', isConfirmed: false },
    });
    const user = userEvent.setup();
    renderApp('/user/champion-request/champ-1', { user: owner() });

    await user.click(await screen.findByRole('button', { name: 'Requests' }));
    await user.click(await screen.findByRole('button', { name: 'Reject Sara' }));
    const ask = await screen.findByRole('dialog', { name: 'Reject Sara?' });
    expect(within(ask).getByText(/Sara is told the request was not accepted/)).toBeTruthy();
    await user.click(within(ask).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(ask.isConnected).toBe(false));
    expect(network.requests.some((r) => r.method === 'PATCH')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Reject Sara' }));
    const again = await screen.findByRole('dialog', { name: 'Reject Sara?' });
    await user.click(within(again).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(network.requests.filter((r) => r.method === 'PATCH').map((r) => r.url)).toEqual([
        expect.stringContaining('/api/user/champion-request/request-1/reject'),
      ]),
    );
  });

  it('lists an accepted player who has not paid after the participants, without a place', async () => {
    serveDetails([aRequest(true)]);
    const user = userEvent.setup();
    renderApp('/user/champion-request/champ-1', { user: owner() });

    const participantsButton = await screen.findByRole('button', { name: 'Participants' });
    // The badge counts places taken: only the paid player.
    expect(participantsButton.parentElement?.textContent).toContain('1');
    await user.click(participantsButton);
    const dialog = await screen.findByRole('dialog', { name: 'Participants' });
    const rows = within(dialog).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Omar Haddad'),
      expect.stringContaining('Sara\u2066+34 612 00 02 22\u2069 · Accepted, not paid yet'),
    ]);
  });

  it('says why an accept beyond the participants number was refused', async () => {
    serveDetails();
    network.on('PATCH', '/api/user/champion-request/request-1/confirm', {
      status: 409,
      body: {
        statusCode: 409,
        code: 'CHAMPIONSHIP_FULL',
        message: 'Every place in this championship is taken',
      },
    });
    const user = userEvent.setup();
    renderApp('/user/champion-request/champ-1', { user: owner() });

    await user.click(await screen.findByRole('button', { name: 'Requests' }));
    await user.click(await screen.findByRole('button', { name: 'Accept Sara' }));
    const ask = await screen.findByRole('dialog', { name: 'Accept Sara?' });
    await user.click(within(ask).getByRole('button', { name: 'Accept' }));
    const alert = await screen.findByRole('alertdialog', {
      name: 'Could not answer the request',
    });
    expect(within(alert).getByText('Every place in this championship is taken')).toBeTruthy();
  });

  it('deletes only after the owner confirms, then returns to the parent route', async () => {
    serveDetails();
    network.on('DELETE', '/api/user/champion/champ-1', { status: 204 });
    network.on('GET', '/api/user/owner-1/champion', { status: 200, body: [] });
    const user = userEvent.setup();
    const { router } = renderApp('/user/champion-request/champ-1', { user: owner() });

    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const ask = await screen.findByRole('dialog', { name: 'Delete this championship?' });
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(ask.isConnected).toBe(false));
    expect(network.requests.some((r) => r.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const again = await screen.findByRole('dialog', { name: 'Delete this championship?' });
    await user.click(within(again).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/champion-request'));
    expect(network.requests.filter((r) => r.method === 'DELETE')).toHaveLength(1);
  });
});
