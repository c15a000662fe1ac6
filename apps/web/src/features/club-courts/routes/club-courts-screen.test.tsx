import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anAuthResponse } from '../../../test/fixtures';
import { apiRefusal, network } from '../../../test/network';
import { renderApp } from '../../../test/render-app';
import { anOwnedCourt } from '../test-data';

const owner = anAuthResponse({ role: 'owner' });

const courtCards = () =>
  within(screen.getByRole('list', { name: 'Your courts' })).getAllByRole('listitem');

describe("The owner's courts", () => {
  it('lists each court with its facts and prices, retired ones last and left alone', async () => {
    network.on('GET', '/api/owner/court', {
      status: 200,
      body: [
        anOwnedCourt({
          peaks: [{ weekdays: [1, 2], fromHour: 18, toHour: 22, price: 3000 }],
        }),
        anOwnedCourt({
          id: 'court-2',
          name: 'Pitch A',
          type: 'football',
          capacity: 10,
          courtType: null,
          price: null,
        }),
        anOwnedCourt({ id: 'court-3', name: 'Old court', retiredAt: '2026-10-01T10:00:00Z' }),
      ],
    });
    renderApp('/user/club-courts', { user: owner });

    await screen.findByRole('heading', { name: 'Padel 1' });
    const [padel, pitch, retired] = courtCards();
    expect(within(padel!).getByText('Padel · Double · Indoor')).toBeTruthy();
    expect(padel!.textContent).toContain('$24.00 per 60 minutes');
    expect(padel!.textContent).toContain('Peak Mon, Tue · 18:00–22:00: $30.00');
    expect(within(pitch!).getByText('Football · 10 players')).toBeTruthy();
    expect(within(pitch!).getByText('No price yet')).toBeTruthy();
    expect(within(retired!).getByRole('heading', { name: 'Old court' })).toBeTruthy();
    expect(within(retired!).getByText('Retired')).toBeTruthy();
    expect(within(retired!).queryByRole('button')).toBeNull();
    expect(within(padel!).getByRole('button', { name: 'Retire Padel 1' })).toBeTruthy();
  });

  it('invites the owner to add a first court, and opens the new court form', async () => {
    network.on('GET', '/api/owner/court', { status: 200, body: [] });
    const user = userEvent.setup();
    const { router } = renderApp('/user/club-courts', { user: owner });

    expect(await screen.findByText('No courts yet')).toBeTruthy();
    expect(screen.getByText('Add your first court and its price to take bookings.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add a court' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/club-courts/new'));
  });

  it('opens a court to edit', async () => {
    network.on('GET', '/api/owner/court', { status: 200, body: [anOwnedCourt()] });
    const user = userEvent.setup();
    const { router } = renderApp('/user/club-courts', { user: owner });

    await user.click(await screen.findByRole('button', { name: 'Edit Padel 1' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/club-courts/court-1'));
  });

  it('retires a court once the owner confirms, and shows it retired', async () => {
    let retired = false;
    network.on('GET', '/api/owner/court', () => ({
      status: 200,
      body: [anOwnedCourt({ retiredAt: retired ? '2026-11-20T08:00:00Z' : null })],
    }));
    network.on('POST', '/api/owner/court/court-1/retire', () => {
      retired = true;
      return { status: 200, body: anOwnedCourt({ retiredAt: '2026-11-20T08:00:00Z' }) };
    });
    const user = userEvent.setup();
    renderApp('/user/club-courts', { user: owner });

    await user.click(await screen.findByRole('button', { name: 'Retire Padel 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Retire Padel 1?' });
    expect(within(dialog).getByText(/takes no new bookings/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Retire' }));

    expect(await screen.findByText('Retired')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(network.screenRequests().filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it('keeps the court and lists its future bookings when the server refuses to retire it', async () => {
    network.on('GET', '/api/owner/court', { status: 200, body: [anOwnedCourt()] });
    const refusal = apiRefusal(409, 'COURT_HAS_FUTURE_BOOKINGS', 'The court has future bookings');
    network.on('POST', '/api/owner/court/court-1/retire', {
      ...refusal,
      body: {
        ...(refusal.body as object),
        details: [
          { field: 'bookings', message: '2026-11-24 18:00–19:00 Ana' },
          { field: 'bookings', message: '2026-11-25 20:00–21:30 Omar' },
        ],
      },
    });
    const user = userEvent.setup();
    renderApp('/user/club-courts', { user: owner });

    await user.click(await screen.findByRole('button', { name: 'Retire Padel 1' }));
    await user.click(screen.getByRole('button', { name: 'Retire' }));

    const dialog = await screen.findByRole('dialog', { name: 'This court has future bookings' });
    expect(
      within(dialog).getByText('Move or cancel these bookings first, then retire the court.'),
    ).toBeTruthy();
    const lines = within(
      within(dialog).getByRole('list', { name: 'Future bookings on this court' }),
    ).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      '2026-11-24 18:00–19:00 Ana',
      '2026-11-25 20:00–21:30 Omar',
    ]);
    expect(within(dialog).queryByRole('button', { name: 'Retire' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText('Retired')).toBeNull();
  });

  it('offers a retry when the courts cannot be loaded', async () => {
    let calls = 0;
    network.on('GET', '/api/owner/court', () =>
      ++calls === 1
        ? apiRefusal(403, 'FORBIDDEN', 'Not yours')
        : { status: 200, body: [anOwnedCourt()] },
    );
    const user = userEvent.setup();
    renderApp('/user/club-courts', { user: owner });

    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Padel 1' })).toBeTruthy();
  });
});
