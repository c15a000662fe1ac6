import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anAuthResponse } from '../../../test/fixtures';
import { network } from '../../../test/network';
import { renderApp } from '../../../test/render-app';
import { coinPacks } from '../test-data';

function serveCoins(balance: number) {
  network.on('GET', '/api/user/me/coins', { status: 200, body: { balance } });
  network.on('GET', '/api/user/coinpack/all', { status: 200, body: coinPacks });
}

function aPayment(
  status: 'succeeded' | 'failed' | 'expired' | 'cancelled' | 'refunded',
  method: 'card' | 'wallet' | 'mobile' = 'card',
) {
  return {
    id: 'payment-7',
    purpose: 'coin_pack',
    subjectId: 'pack-100',
    method,
    status,
    amount: 900,
    currency: 'USD',
  };
}

describe('Coins pack', () => {
  it("shows the balance and each pack as 'Coin: {coin}' and 'Price: {price}$'", async () => {
    serveCoins(120);
    renderApp('/user/coins-pack', { user: anAuthResponse() });

    expect(await screen.findByRole('heading', { name: 'Coins Pack' })).toBeTruthy();
    expect(await screen.findByText('120')).toBeTruthy();
    const packs = await screen.findByRole('list', { name: 'Coin packs' });
    const cards = within(packs).getAllByRole('listitem');
    expect(cards.map((card) => card.textContent)).toEqual([
      'Coin: 100Price: 9$',
      'Coin: 50Price: 4.50$',
    ]);
    const picture = cards[0]?.querySelector('img');
    expect(picture?.getAttribute('src')).toBe('/assets/img/coins/100.svg');
    expect(Number(picture?.getAttribute('width')) / Number(picture?.getAttribute('height'))).toBe(
      4 / 3,
    );
  });

  it("writes the sign of the pack's own currency: a pack in euros is not in dollars", async () => {
    network.on('GET', '/api/user/me/coins', { status: 200, body: { balance: 0 } });
    const inEuros = coinPacks.map((pack) => ({ ...pack, currency: 'EUR' }));
    network.on('GET', '/api/user/coinpack/all', { status: 200, body: inEuros });
    renderApp('/user/coins-pack', { user: anAuthResponse() });
    const packs = await screen.findByRole('list', { name: 'Coin packs' });
    expect(within(packs).getAllByRole('listitem')[0]?.textContent).toBe('Coin: 100Price: 9€');
  });

  it("opens a pack's payment with the pack's data in the query", async () => {
    serveCoins(120);
    const user = userEvent.setup();
    const { router } = renderApp('/user/coins-pack', { user: anAuthResponse() });

    await user.click(await screen.findByRole('button', { name: /Coin: 100/ }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/user/coins-pack/payment'));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      pack: 'pack-100',
      coin: '100',
      price: '900',
      photo: '/assets/img/coins/100.svg',
      currency: 'USD',
    });
  });

  it('back from an approved checkout: says so and shows the new balance', async () => {
    serveCoins(220);
    network.on('GET', '/api/payments/payment-7', { status: 200, body: aPayment('succeeded') });
    const { router } = renderApp('/user/coins-pack?payment=payment-7', {
      user: anAuthResponse(),
    });

    expect(await screen.findByRole('dialog', { name: 'Coins added' })).toBeTruthy();
    expect(await screen.findByText('Coins added. Your new balance is 220 coins.')).toBeTruthy();
    expect(await screen.findByText('220')).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it.each(['failed', 'expired', 'cancelled', 'refunded'] as const)(
    "back from a checkout that ended %s: the 'Error Booking' alert",
    async (status) => {
      serveCoins(120);
      network.on('GET', '/api/payments/payment-7', { status: 200, body: aPayment(status) });
      renderApp('/user/coins-pack?payment=payment-7', { user: anAuthResponse() });

      const alert = await screen.findByRole('alertdialog', { name: 'Error Booking' });
      expect(within(alert).getByText('Booking is not available at this time')).toBeTruthy();
      expect(screen.queryByText(/Your new balance/)).toBeNull();
    },
  );

  it.each(['card', 'wallet', 'mobile'] as const)(
    "back from a checkout declined by %s: the 'Error Booking' alert",
    async (method) => {
      serveCoins(120);
      network.on('GET', '/api/payments/payment-7', {
        status: 200,
        body: aPayment('failed', method),
      });
      renderApp('/user/coins-pack?payment=payment-7', { user: anAuthResponse() });

      const alert = await screen.findByRole('alertdialog', { name: 'Error Booking' });
      expect(within(alert).getByText('Booking is not available at this time')).toBeTruthy();
      expect(screen.queryByText(/Your new balance/)).toBeNull();
    },
  );

  it("back from a checkout whose outcome cannot be read (network error): the 'Error Booking' alert", async () => {
    serveCoins(120);
    network.on('GET', '/api/payments/payment-7', () => {
      throw new TypeError('Failed to fetch');
    });
    renderApp('/user/coins-pack?payment=payment-7', { user: anAuthResponse() });

    // The read is tried again twice, as any query, before it counts as failed.
    const alert = await screen.findByRole(
      'alertdialog',
      { name: 'Error Booking' },
      { timeout: 8000 },
    );
    expect(within(alert).getByText('Booking is not available at this time')).toBeTruthy();
    expect(screen.queryByText(/Coins added/)).toBeNull();
  });
});
