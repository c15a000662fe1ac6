import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deviceStore } from '@/lib/device-store';
import { anAuthResponse } from '@/test/fixtures';
import { network } from '@/test/network';
import { renderApp } from '@/test/render-app';

const unauthorized = {
  status: 401,
  body: { statusCode: 401, code: 'UNAUTHORIZED', message: 'Token expired' },
};

describe('an expired session', () => {
  it('sends the user to login and says why when an authenticated call answers 401', async () => {
    const auth = anAuthResponse();
    await deviceStore.setItem('user', auth);
    await deviceStore.setItem('token', auth.token);
    await deviceStore.setItem('lang', 'en');
    network.on('GET', '/api/user/events', unauthorized);
    const { router } = renderApp('/user', { user: auth });

    const toast = await screen.findByRole('alert');
    expect(toast.textContent).toBe('Your session has expired, please sign in again');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    // The token is forgotten, the device's preferences kept.
    await waitFor(async () => expect(await deviceStore.getItem('token')).toBeNull());
    expect(await deviceStore.getItem('lang')).toBe('en');
  });

  it('does the same when the live notification stream answers 401', async () => {
    network.on('GET', '/api/user/events', { status: 200, body: [] });
    network.on('GET', '/api/user/me/notifications/stream', unauthorized);
    const { router } = renderApp('/user', { user: anAuthResponse() });

    const toast = await screen.findByRole('alert');
    expect(toast.textContent).toBe('Your session has expired, please sign in again');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('does the same when a change the user asked for answers 401', async () => {
    network.on('GET', '/api/user/events', { status: 200, body: [] });
    network.on('GET', '/api/user/me/coins', { status: 200, body: { balance: 0 } });
    network.on('POST', '/api/booking/payment/pack/card', unauthorized);
    const user = userEvent.setup();
    const pack = new URLSearchParams({ pack: 'p', coin: '100', price: '900', currency: 'USD' });
    const { router } = renderApp(`/user/coins-pack/payment?${pack}`, { user: anAuthResponse() });

    await user.click(await screen.findByRole('button', { name: 'Card' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText('Your session has expired, please sign in again')).toBeTruthy();
  });

  it('shows nothing of the kind while the session is good', async () => {
    network.on('GET', '/api/user/events', { status: 200, body: [] });
    renderApp('/user', { user: anAuthResponse() });

    expect(await screen.findByText('Hi, Sara')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
