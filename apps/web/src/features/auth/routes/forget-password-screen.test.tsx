import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiRefusal, network } from '../../../test/network';
import { renderApp } from '../../../test/render-app';
import { loadPhoneReader } from '@/lib/phone';

describe('Forget Password', () => {
  it('has a way back to sign-in', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/forget-password');
    await user.click(await screen.findByRole('link', { name: 'Back to sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('asks for a code, then sets the new password with it and goes to sign-in', async () => {
    network.on('POST', '/api/auth/password-reset/code', { status: 202, body: null });
    network.on('POST', '/api/auth/password-reset', { status: 204 });
    const user = userEvent.setup();
    const { router } = renderApp('/forget-password');

    await user.type(await screen.findByLabelText('Username/Phone Number'), 'sara');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByLabelText('6-digit code'), '123456');
    await user.type(screen.getByLabelText('New password'), 'brand-new-pass');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const sent = network.requests.filter((r) => r.url.startsWith('/api/auth/password-reset'));
    // The device's country goes along, to read a phone number typed in its national form.
    const { region } = await loadPhoneReader();
    const where = region ? { region } : {};
    expect(sent.map((r) => [r.url, r.body])).toEqual([
      ['/api/auth/password-reset/code', { identifier: 'sara', ...where }],
      [
        '/api/auth/password-reset',
        { identifier: 'sara', code: '123456', password: 'brand-new-pass', ...where },
      ],
    ]);
  });

  it('says so under the code when the server refuses it, and sends nothing for a short code', async () => {
    network.on('POST', '/api/auth/password-reset/code', { status: 202, body: null });
    network.on(
      'POST',
      '/api/auth/password-reset',
      apiRefusal(400, 'INVALID_CODE', 'The code is wrong or has expired'),
    );
    const user = userEvent.setup();
    renderApp('/forget-password');
    await user.type(await screen.findByLabelText('Username/Phone Number'), 'sara');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByLabelText('6-digit code'), '123');
    await user.type(screen.getByLabelText('New password'), 'brand-new-pass');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('The 6 digits of the code')).toBeTruthy();
    expect(network.requests.some((r) => r.url === '/api/auth/password-reset')).toBe(false);

    await user.clear(screen.getByLabelText('6-digit code'));
    await user.type(screen.getByLabelText('6-digit code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('The code is wrong or has expired')).toBeTruthy();
  });
});
