import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anAuthResponse } from '../../../test/fixtures';
import { network, paymentStartFailures } from '../../../test/network';
import { renderApp } from '../../../test/render-app';

const payment = `/user/coins-pack/payment?${new URLSearchParams({
  pack: 'pack-100',
  coin: '100',
  price: '900',
  photo: '/assets/img/coins/100.svg',
  currency: 'USD',
})}`;

// The checkout opens in this tab; jsdom cannot navigate, so the call itself is what counts.
const assign = vi.fn();
const realLocation = window.location;
const setLocation = (value: Location) =>
  Object.defineProperty(window, 'location', { configurable: true, value });

describe('Coin pack payment', () => {
  beforeEach(() => {
    setLocation({ ...realLocation, assign });
  });
  afterEach(() => {
    setLocation(realLocation);
    assign.mockReset();
  });

  it("shows the pack's picture, number of coins and price, and the three providers", async () => {
    renderApp(payment, { user: anAuthResponse() });

    expect(await screen.findByRole('heading', { name: 'Coin pack payment' })).toBeTruthy();
    expect(screen.getByText('Number of coins')).toBeTruthy();
    expect(screen.getByText('100')).toBeTruthy();
    expect(screen.getByText('9$')).toBeTruthy();
    const picture = document.querySelector('main img');
    expect(picture?.getAttribute('src')).toBe('/assets/img/coins/100.svg');
    // At the pictures' own 4:3, so no coin is cut off.
    expect(Number(picture?.getAttribute('width')) / Number(picture?.getAttribute('height'))).toBe(
      4 / 3,
    );
    const methods = screen.getByRole('group', { name: 'Payment method' });
    expect(
      within(methods)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Mobile wallet', 'Mobile payment', 'Card']);
  });

  it("pays by card: sends the pack's data and opens the card checkout in this tab", async () => {
    network.on('POST', '/api/booking/payment/pack/card', {
      status: 201,
      body: { paymentId: 'payment-7', formUrl: '/api/payments/sandbox/payment-7?token=t' },
    });
    const user = userEvent.setup();
    renderApp(payment, { user: anAuthResponse() });

    await user.click(await screen.findByRole('button', { name: 'Card' }));

    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('/api/payments/sandbox/payment-7?token=t'),
    );
    const sent = network.requests.find((request) => request.method === 'POST');
    expect(sent?.body).toEqual({ pack: 'pack-100', coin: 100, price: 900 });
  });

  it("asks the mobile wallet for the phone, keeping the spec's 3-4-3 mask for ten digits", async () => {
    network.on('POST', '/api/booking/payment/pack/wallet', {
      status: 201,
      body: { paymentId: 'payment-8', url: '/api/payments/sandbox/payment-8?token=t' },
    });
    const user = userEvent.setup();
    renderApp(payment, { user: anAuthResponse() });

    await user.click(await screen.findByRole('button', { name: 'Mobile wallet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mobile wallet' });
    await user.clear(within(dialog).getByRole('textbox', { name: 'Phone number' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Phone number' }), '0101234567');
    expect(within(dialog).getByRole('textbox', { name: 'Phone number' })).toHaveProperty(
      'value',
      '010 1234 567',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('/api/payments/sandbox/payment-8?token=t'),
    );
    const sent = network.requests.find((request) => request.method === 'POST');
    expect(sent?.body).toEqual({ pack: 'pack-100', coin: 100, price: 900, phone: '0101234567' });
  });

  it("shows the 'Error Booking' alert when the provider refuses", async () => {
    network.on('POST', '/api/booking/payment/pack/mobile', {
      status: 404,
      body: { statusCode: 404, code: 'NOT_FOUND', message: 'Coin pack not found' },
    });
    const user = userEvent.setup();
    renderApp(payment, { user: anAuthResponse() });

    await user.click(await screen.findByRole('button', { name: 'Mobile payment' }));

    const alert = await screen.findByRole('alertdialog', { name: 'Error Booking' });
    expect(within(alert).getByText('Booking is not available at this time')).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
    await user.click(within(alert).getByRole('button', { name: 'OK' }));
    // The buttons are usable again for another try.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Mobile payment' })).toHaveProperty(
        'disabled',
        false,
      ),
    );
  });

  const failures = paymentStartFailures;
  const cases = (['card', 'mobile', 'wallet'] as const).flatMap((method) =>
    Object.entries(failures).map(([failure, reply]) => [method, failure, reply] as const),
  );

  it.each(cases)("%s: shows 'Error Booking' on %s", async (method, _, reply) => {
    network.on('POST', `/api/booking/payment/pack/${method}`, reply);
    const user = userEvent.setup();
    renderApp(payment, { user: anAuthResponse() });

    const names = { card: 'Card', mobile: 'Mobile payment', wallet: 'Mobile wallet' } as const;
    await user.click(await screen.findByRole('button', { name: names[method] }));
    if (method === 'wallet') {
      const dialog = await screen.findByRole('dialog', { name: 'Mobile wallet' });
      const phone = within(dialog).getByRole('textbox', { name: 'Phone number' });
      await user.clear(phone);
      await user.type(phone, '+20 10 1234 5678');
      await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    }

    const alert = await screen.findByRole('alertdialog', { name: 'Error Booking' });
    expect(within(alert).getByText('Booking is not available at this time')).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
  });

  it('explains a link without the pack', async () => {
    renderApp('/user/coins-pack/payment?coin=100', { user: anAuthResponse() });
    expect(await screen.findByText('This pack link is incomplete')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See coin packs' }).getAttribute('href')).toBe(
      '/user/coins-pack',
    );
  });
});
