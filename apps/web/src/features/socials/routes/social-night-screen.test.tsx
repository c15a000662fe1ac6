import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SocialDetail } from '@courtside/shared';
import { anAuthResponse } from '../../../test/fixtures';
import { network } from '../../../test/network';
import { renderApp } from '../../../test/render-app';

const night = (extra: Partial<SocialDetail> = {}): SocialDetail => ({
  id: 'night-1',
  format: 'americano',
  clubId: 'club-1',
  clubName: 'Retiro Club',
  startsAt: '2026-12-02T18:00:00.000Z',
  endsAt: '2026-12-02T20:00:00.000Z',
  timeZone: 'Europe/Madrid',
  courts: [{ id: 'court-1', name: 'Padel 1' }],
  playersNumber: 8,
  pointsPerGame: 24,
  price: 1500,
  currency: 'USD',
  status: 'open',
  round: 0,
  placesLeft: 5,
  myPlace: null,
  mine: false,
  players: [],
  games: [],
  resting: [],
  standings: [],
  ...extra,
});
const url = '/api/user/social/night/night-1';
const assign = vi.fn();

describe('An Americano night', () => {
  beforeEach(() => {
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    assign.mockReset();
  });

  it('lets a player pay their place by card on the provider’s checkout', async () => {
    network.on('GET', url, { status: 200, body: night() });
    network.on('POST', `${url}/payment/card`, {
      status: 201,
      body: { status: 'pending', paymentId: 'payment-3', formUrl: '/checkout/payment-3' },
    });
    const user = userEvent.setup();
    renderApp('/user/socials/night-1', { user: anAuthResponse() });
    await user.click(await screen.findByRole('button', { name: 'Take a place' }));
    expect(await screen.findByText('How would you like to pay?')).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: /^Card/ }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/checkout/payment-3'));
    const paid = network.screenRequests().find((r) => r.method === 'POST');
    expect(paid?.headers.get('Idempotency-Key')).toBeTruthy();
  });

  it('takes a place paid at the club once the player confirms', async () => {
    network.on('GET', url, { status: 200, body: night() });
    network.on('POST', `${url}/payment/cash`, {
      status: 201,
      body: { status: 'confirmed', paymentId: 'payment-4' },
    });
    const user = userEvent.setup();
    renderApp('/user/socials/night-1', { user: anAuthResponse() });
    await user.click(await screen.findByRole('button', { name: 'Take a place' }));
    await user.click(await screen.findByRole('button', { name: /^Cash/ }));
    const confirm = await screen.findByRole('dialog');
    await user.click(within(confirm).getByRole('button', { name: 'Confirm booking' }));
    const done = await screen.findByRole('dialog', { name: 'Place taken' });
    expect(within(done).getByText('Your place is taken; pay at the club.')).toBeTruthy();
  });

  it('lets its owner call it off only once they confirm', async () => {
    const owner = anAuthResponse({ id: 'owner-1', role: 'owner' });
    network.on('GET', url, { status: 200, body: night({ mine: true }) });
    const user = userEvent.setup();
    renderApp('/user/socials/night-1', { user: owner });
    await user.click(await screen.findByRole('button', { name: 'Cancel the night' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this night?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep the night' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(network.screenRequests().filter((r) => r.method !== 'GET')).toEqual([]);

    network.on('DELETE', url, { status: 200, body: night({ mine: true, status: 'cancelled' }) });
    network.on('GET', url, { status: 200, body: night({ mine: true, status: 'cancelled' }) });
    await user.click(screen.getByRole('button', { name: 'Cancel the night' }));
    const asked = await screen.findByRole('dialog', { name: 'Cancel this night?' });
    await user.click(within(asked).getByRole('button', { name: 'Cancel the night' }));
    expect(await screen.findByText('Night cancelled: every player is refunded')).toBeTruthy();
    expect(network.screenRequests().some((r) => r.method === 'DELETE')).toBe(true);
    expect(await screen.findByText('Cancelled')).toBeTruthy();
    expect(screen.queryByText('5 of 8 places left')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Start the night' })).toBeNull();
  });
});
