import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deviceStore } from '@/lib/device-store';
import { anAuthResponse, categories } from '../../../test/fixtures';
import { network } from '../../../test/network';
import { renderApp } from '../../../test/render-app';
import { deviceIn } from '../../../test/device-zone';

// Small steps let React render between timers, so a toast that closed early is gone by then.
function advanceInSteps(totalMs: number, stepMs = 50) {
  for (let elapsed = 0; elapsed < totalMs; elapsed += stepMs) {
    act(() => vi.advanceTimersByTime(stepMs));
  }
}

const signInButton = () => screen.getByRole('button', { name: 'Sign in' });

describe('Login form', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps Sign in disabled until both fields are filled', async () => {
    const user = userEvent.setup();
    renderApp('/login');

    expect(await screen.findByLabelText('Username/Phone Number')).toBeTruthy();
    expect(signInButton()).toHaveProperty('disabled', true);

    await user.type(screen.getByLabelText('Username/Phone Number'), 'sara');
    expect(signInButton()).toHaveProperty('disabled', true);

    await user.type(screen.getByLabelText('Password'), 'demo1234');
    await waitFor(() => expect(signInButton()).toHaveProperty('disabled', false));

    await user.clear(screen.getByLabelText('Username/Phone Number'));
    await waitFor(() => expect(signInButton()).toHaveProperty('disabled', true));
  });

  it('reveals the password with the show/hide toggle', async () => {
    const user = userEvent.setup();
    renderApp('/login');

    const password = await screen.findByLabelText('Password');
    expect(password).toHaveProperty('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveProperty('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveProperty('type', 'password');
  });

  it('signs in, keeps the user and token on the device and opens the user area', async () => {
    const auth = anAuthResponse({ firstName: 'Sara', token: 'jwt-abc' });
    network.on('POST', '/api/auth/login', { status: 200, body: auth });
    network.on('GET', '/api/user/events', { status: 200, body: categories });
    const user = userEvent.setup();
    const { router } = renderApp('/login');

    await user.type(await screen.findByLabelText('Username/Phone Number'), 'sara');
    await user.type(screen.getByLabelText('Password'), 'demo1234');
    await user.click(signInButton());

    expect(await screen.findByText('Hi, Sara')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/user');
    expect(network.requests[0]).toMatchObject({
      method: 'POST',
      url: '/api/auth/login',
      body: { phone: 'sara', password: 'demo1234' },
    });
    expect(await deviceStore.getItem('token')).toBe('jwt-abc');
    expect(await deviceStore.getItem('user')).toEqual(auth);
    // Later calls carry the stored token (the home screen's call may still be on its way).
    await waitFor(() => {
      const eventsCall = network.requests.find((request) => request.url === '/api/user/events');
      expect(eventsCall?.headers.get('Authorization')).toBe('Bearer jwt-abc');
    });
  });

  it('signs in from a shared link and lands on the page it opened, never outside the user area', async () => {
    network.on('POST', '/api/auth/login', { status: 200, body: anAuthResponse() });
    // What the page then shows is the match screen's own affair.
    network.on('GET', '/api/user/match/match-42', {
      status: 404,
      body: { statusCode: 404, code: 'NOT_FOUND', message: 'Match not found' },
    });
    const user = userEvent.setup();
    // Signed out, the match's link opens sign-in first, keeping where it was going.
    const { router } = renderApp('/user/find-match/match-42');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(
      '/user/find-match/match-42',
    );
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe(
      `/register${router.state.location.search}`,
    );

    await user.type(await screen.findByLabelText('Username/Phone Number'), 'sara');
    await user.type(screen.getByLabelText('Password'), 'demo1234');
    await user.click(signInButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/find-match/match-42'));
  });

  it('goes to the user area when `next` points anywhere else', async () => {
    network.on('POST', '/api/auth/login', { status: 200, body: anAuthResponse() });
    network.on('GET', '/api/user/events', { status: 200, body: categories });
    const user = userEvent.setup();
    const { router } = renderApp('/login?next=https%3A%2F%2Fevil.example%2Fuser%2F');
    await user.type(await screen.findByLabelText('Username/Phone Number'), 'sara');
    await user.type(screen.getByLabelText('Password'), 'demo1234');
    await user.click(signInButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/user'));
  });

  it("sends the device's country, where a number typed in its national form is read", async () => {
    network.on('POST', '/api/auth/login', { status: 200, body: anAuthResponse() });
    network.on('GET', '/api/user/events', { status: 200, body: categories });
    const inMadrid = deviceIn('Europe/Madrid');
    try {
      const user = userEvent.setup();
      renderApp('/login');
      await user.type(await screen.findByLabelText('Username/Phone Number'), '612 000 444');
      await user.type(screen.getByLabelText('Password'), 'demo1234');
      await user.click(signInButton());
      await waitFor(() =>
        expect(network.requests[0]?.body).toEqual({
          phone: '612 000 444',
          password: 'demo1234',
          region: 'ES',
        }),
      );
    } finally {
      inMadrid.mockRestore();
    }
  });

  it('shows the danger toast at the top when the credentials are wrong', async () => {
    network.on('POST', '/api/auth/login', {
      status: 401,
      body: { statusCode: 401, code: 'INVALID_CREDENTIALS', message: 'Invalid credentials' },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/login');

    await user.type(await screen.findByLabelText('Username/Phone Number'), 'sara');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(signInButton());

    const toast = await screen.findByRole('alert');
    expect(toast.textContent).toBe('Error in credentials, please verify');
    expect(toast.getAttribute('data-severity')).toBe('error');
    expect(toast.closest('[data-position="top"]')).not.toBeNull();
    expect(router.state.location.pathname).toBe('/login');
    expect(await deviceStore.getItem('token')).toBeNull();
    // The login call's own 401 is about the credentials, not an expired session.
    expect(screen.queryByText(/session has expired/)).toBeNull();
  });

  it('tells when to try again when sign-in is throttled', async () => {
    network.on('POST', '/api/auth/login', {
      status: 429,
      headers: { 'Retry-After': '95' },
      body: { statusCode: 429, code: 'TOO_MANY_REQUESTS', message: 'Too many failed sign-ins' },
    });
    const user = userEvent.setup();
    renderApp('/login');

    await user.type(await screen.findByLabelText('Username/Phone Number'), 'sara');
    await user.type(screen.getByLabelText('Password'), 'guess');
    await user.click(signInButton());

    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Error in credentials, please verify')).toBeTruthy();
    expect(within(toast).getByText('Try again in 2 minutes')).toBeTruthy();
  });

  it("reads the wait from the throttle's details when no Retry-After header came", async () => {
    const until = new Date(Date.now() + 20_000).toISOString();
    network.on('POST', '/api/auth/login', {
      status: 429,
      body: {
        statusCode: 429,
        code: 'TOO_MANY_REQUESTS',
        message: 'Too many failed sign-ins',
        details: [{ field: 'retryAfter', message: until }],
      },
    });
    const user = userEvent.setup();
    renderApp('/login');

    await user.type(await screen.findByLabelText('Username/Phone Number'), 'sara');
    await user.type(screen.getByLabelText('Password'), 'guess');
    await user.click(signInButton());

    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText(/^Try again in (19|20) seconds$/)).toBeTruthy();
  });

  it('keeps the toast for 5000 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    network.on('POST', '/api/auth/login', {
      status: 401,
      body: { statusCode: 401, code: 'INVALID_CREDENTIALS', message: 'Invalid credentials' },
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderApp('/login');

    await user.type(await screen.findByLabelText('Username/Phone Number'), 'sara');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(signInButton());
    await screen.findByRole('alert');

    advanceInSteps(4700);
    expect(screen.queryByRole('alert')).not.toBeNull();
    advanceInSteps(800);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('clears the error toast once a later attempt signs in', async () => {
    let attempts = 0;
    network.on('POST', '/api/auth/login', () => {
      attempts += 1;
      return attempts === 1
        ? {
            status: 401,
            body: { statusCode: 401, code: 'INVALID_CREDENTIALS', message: 'Invalid credentials' },
          }
        : { status: 200, body: anAuthResponse() };
    });
    network.on('GET', '/api/user/events', { status: 200, body: categories });
    const user = userEvent.setup();
    renderApp('/login');

    await user.type(await screen.findByLabelText('Username/Phone Number'), 'sara');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(signInButton());
    await screen.findByRole('alert');

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'demo1234');
    await user.click(signInButton());
    expect(await screen.findByText('Hi, Sara')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('shows the same toast when the server cannot be reached', async () => {
    network.fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const user = userEvent.setup();
    renderApp('/login');

    await user.type(await screen.findByLabelText('Username/Phone Number'), '0100 123 4567');
    await user.type(screen.getByLabelText('Password'), 'demo1234');
    await user.click(signInButton());

    expect((await screen.findByRole('alert')).textContent).toContain(
      'Error in credentials, please verify',
    );
  });
});
