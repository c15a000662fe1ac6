import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SocialDetail } from '@courtside/shared';
import { anAuthResponse } from '../../../test/fixtures';
import { network } from '../../../test/network';
import { renderApp } from '../../../test/render-app';

// A week ahead, on the hour: a night still to come whenever the tests run.
const weekAhead = Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 7 * 86_400_000;
const night = (extra: Partial<SocialDetail> = {}): SocialDetail => ({
  id: 'night-1',
  format: 'americano',
  clubId: 'club-1',
  clubName: 'Retiro Club',
  startsAt: new Date(weekAhead).toISOString(),
  endsAt: new Date(weekAhead + 7_200_000).toISOString(),
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

  /** A start this many hours from now, with the night two hours long. */
  const startingIn = (hours: number) => {
    const startsAt = Date.now() + hours * 3_600_000;
    return {
      startsAt: new Date(startsAt).toISOString(),
      endsAt: new Date(startsAt + 7_200_000).toISOString(),
    };
  };

  it('gives a place back only once the player confirms, with their money as they choose', async () => {
    network.on('GET', url, {
      status: 200,
      body: night({ myPlace: 'confirmed', ...startingIn(72) }),
    });
    const user = userEvent.setup();
    renderApp('/user/socials/night-1', { user: anAuthResponse() });
    await user.click(await screen.findByRole('button', { name: 'Give my place back' }));
    const dialog = await screen.findByRole('dialog', { name: 'Give your place back?' });
    // It says what comes back, by the club's rule.
    expect(
      within(dialog).getByText(/what you paid \(\u2068\$15\.00\u2069\) comes back to you/),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Keep my place' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(network.screenRequests().filter((r) => r.method !== 'GET')).toEqual([]);

    network.on('DELETE', `${url}/place?refundTo=coins`, {
      status: 200,
      body: { refundedTo: 'coins', refundedCoins: 1500, coinBalance: 1500 },
    });
    network.on('GET', url, { status: 200, body: night({ placesLeft: 6, ...startingIn(72) }) });
    await user.click(screen.getByRole('button', { name: 'Give my place back' }));
    const again = await screen.findByRole('dialog');
    expect(
      within(again).getByRole('radio', { name: 'The way I paid, within a few days' }),
    ).toHaveProperty('checked', true);
    await user.click(within(again).getByRole('radio', { name: 'As coins, at once' }));
    await user.click(within(again).getByRole('button', { name: 'Give it back' }));
    expect(
      await screen.findByText('Your place is given back. Coins back to your balance: 1500.'),
    ).toBeTruthy();
    expect(await screen.findByText('6 of 8 places left')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Take a place' })).toBeTruthy();
  });

  it('offers no giving back within the club’s cancellation deadline, and says why', async () => {
    network.on('GET', url, {
      status: 200,
      body: night({ myPlace: 'confirmed', ...startingIn(2) }),
    });
    renderApp('/user/socials/night-1', { user: anAuthResponse() });
    expect(
      await screen.findByText('Less than 24 hours to go: your place can no longer be given back.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Give my place back' })).toBeNull();
  });

  it('lets a player leave the waitlist once they confirm', async () => {
    network.on('GET', url, {
      status: 200,
      body: night({ myPlace: 'waiting', placesLeft: 0, ...startingIn(72) }),
    });
    const user = userEvent.setup();
    renderApp('/user/socials/night-1', { user: anAuthResponse() });
    await user.click(await screen.findByRole('button', { name: 'Leave the waitlist' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave the waitlist?' });
    expect(
      within(dialog).getByText(
        'You lose your turn; joining again puts you at the end of the line.',
      ),
    ).toBeTruthy();
    network.on('DELETE', `${url}/waitlist`, { status: 204 });
    network.on('GET', url, {
      status: 200,
      body: night({ placesLeft: 0, ...startingIn(72) }),
    });
    await user.click(within(dialog).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('You have left the waitlist')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Join the waitlist' })).toBeTruthy();
    expect(network.screenRequests().filter((r) => r.method === 'DELETE')).toHaveLength(1);
  });

  it('lets a player offered a place let it go to the next in line', async () => {
    network.on('GET', url, {
      status: 200,
      body: night({ myPlace: 'offered', placesLeft: 0, ...startingIn(72) }),
    });
    const user = userEvent.setup();
    renderApp('/user/socials/night-1', { user: anAuthResponse() });
    expect(await screen.findByRole('button', { name: 'Take a place' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Leave the waitlist' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave the waitlist?' });
    expect(
      within(dialog).getByText('The place kept for you passes to the next in line.'),
    ).toBeTruthy();
  });

  it('shows the night’s chat to its players, and no chat to someone who may not read it', async () => {
    network.on('GET', url, { status: 200, body: night({ mine: true }) });
    const page = {
      items: [
        {
          id: 'm1',
          author: { id: 'user-9', name: 'Ana' },
          body: 'Who brings balls?',
          createdAt: new Date().toISOString(),
          mine: false,
          deleted: false,
          removed: false,
        },
      ],
      nextCursor: null,
      canWrite: true,
      canModerate: false,
      muted: false,
      mutedIds: [],
    };
    network.on('GET', `${url}/chat?limit=30`, { status: 200, body: page });
    const first = renderApp('/user/socials/night-1', { user: anAuthResponse() });
    const chat = await screen.findByRole('region', { name: 'Chat' });
    expect(await within(chat).findByText('Who brings balls?')).toBeTruthy();
    expect(within(chat).getByRole('textbox', { name: 'Message' })).toBeTruthy();
    first.unmount();

    network.on('GET', url, { status: 200, body: night() });
    network.on('GET', `${url}/chat?limit=30`, {
      status: 403,
      body: {
        statusCode: 403,
        code: 'FORBIDDEN',
        message: 'Only the people taking part can read this chat',
      },
    });
    renderApp('/user/socials/night-1', { user: anAuthResponse() });
    await screen.findByRole('button', { name: 'Take a place' });
    await waitFor(() =>
      expect(network.requests.filter((r) => r.url.startsWith(`${url}/chat`)).length).toBe(2),
    );
    expect(screen.queryByRole('region', { name: 'Chat' })).toBeNull();
  });
});
