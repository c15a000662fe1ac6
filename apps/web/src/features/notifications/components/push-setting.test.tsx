import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pushKindsOf } from '@courtside/shared/rules';
import { anAuthResponse } from '../../../test/fixtures';
import {
  fakeEndpoint,
  installFakeBrowserPush,
  removeFakeBrowserPush,
} from '../../../test/fake-push';
import { network } from '../../../test/network';
import { renderApp } from '../../../test/render-app';

const serverKey = 'BServerPublicKey';

function serverPushes(off: string[] = []) {
  network.on('GET', '/api/user/me/push/key', { status: 200, body: { publicKey: serverKey } });
  network.on('GET', '/api/user/me/push/settings', { status: 200, body: { off } });
  network.on('POST', '/api/user/me/push/subscriptions', { status: 204 });
  network.on('PUT', '/api/user/me/push/settings', (request) => ({
    status: 200,
    body: request.body,
  }));
}

const pushSwitch = () => screen.findByRole('switch', { name: 'Notifications on this phone' });

afterEach(removeFakeBrowserPush);

describe('Push on the Notification screen', () => {
  it('is not offered when the server does not push', async () => {
    network.on('GET', '/api/user/me/push/key', { status: 200, body: { publicKey: null } });
    network.on('GET', '/api/user/me/email', {
      status: 200,
      body: { email: null, verified: false, bookingEmails: false },
    });
    installFakeBrowserPush({ permission: 'default' });
    const { container } = renderApp('/user/notifications', { user: anAuthResponse() });
    await screen.findByText(/Add and verify an e-mail address/);
    // Both settings have loaded once neither is a placeholder any more.
    await waitFor(() => expect(container.querySelector('[data-skeleton]')).toBeNull());
    expect(screen.queryByRole('switch', { name: 'Notifications on this phone' })).toBeNull();
  });

  it('says what to do in a browser that cannot show notifications', async () => {
    serverPushes();
    renderApp('/user/notifications', { user: anAuthResponse() });
    expect(((await pushSwitch()) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText(/This browser can't show notifications/)).toBeTruthy();
  });

  it('asks the browser, subscribes with the server key and keeps the device in its language', async () => {
    serverPushes();
    const browser = installFakeBrowserPush({ permission: 'default', answer: 'granted' });
    const user = userEvent.setup();
    renderApp('/user/notifications', { user: anAuthResponse() });

    await user.click(await pushSwitch());

    await waitFor(async () =>
      expect(((await pushSwitch()) as HTMLInputElement).checked).toBe(true),
    );
    expect(browser.permissionAsks).toBe(1);
    expect(browser.subscribeCalls).toEqual([
      { userVisibleOnly: true, applicationServerKey: serverKey },
    ]);
    const kept = network.requests.find((r) => r.url === '/api/user/me/push/subscriptions');
    expect(kept?.body).toMatchObject({
      endpoint: fakeEndpoint,
      keys: { p256dh: 'BPublicKeyOfTheDevice', auth: 'authSecret' },
      language: 'en',
    });
  });

  it('turns a group of news off for every device, and back on', async () => {
    serverPushes(['booking_confirmed']);
    installFakeBrowserPush({ permission: 'granted', subscribed: true });
    const user = userEvent.setup();
    renderApp('/user/notifications', { user: anAuthResponse() });

    const kinds = await screen.findByRole('group', { name: 'What to be told about' });
    const bookings = within(kinds).getByRole('switch', { name: 'Your bookings' });
    expect((bookings as HTMLInputElement).checked).toBe(false);
    await user.click(within(kinds).getByRole('switch', { name: 'Chat messages' }));
    await waitFor(() =>
      expect(network.requests.filter((r) => r.method === 'PUT').at(-1)?.body).toEqual({
        off: ['booking_confirmed', 'chat_message'],
      }),
    );
    await user.click(bookings);
    await waitFor(() =>
      expect(network.requests.filter((r) => r.method === 'PUT').at(-1)?.body).toEqual({
        off: ['chat_message'],
      }),
    );
    expect(pushKindsOf('bookings')).toContain('booking_confirmed');
  });

  it('turns off: the server forgets the device and the browser drops it', async () => {
    serverPushes();
    network.on('DELETE', '/api/user/me/push/subscriptions', { status: 204 });
    const browser = installFakeBrowserPush({ permission: 'granted', subscribed: true });
    const user = userEvent.setup();
    renderApp('/user/notifications', { user: anAuthResponse() });

    const on = await pushSwitch();
    await waitFor(() => expect((on as HTMLInputElement).checked).toBe(true));
    await user.click(on);

    await waitFor(() => expect(browser.unsubscribed).toBe(1));
    const forgotten = network.requests.find((r) => r.method === 'DELETE');
    expect(forgotten?.body).toEqual({ endpoint: fakeEndpoint });
    expect(screen.queryByRole('group', { name: 'What to be told about' })).toBeNull();
  });

  it('says notifications are blocked when the browser is refused', async () => {
    serverPushes();
    const browser = installFakeBrowserPush({ permission: 'default', answer: 'denied' });
    const user = userEvent.setup();
    renderApp('/user/notifications', { user: anAuthResponse() });

    await user.click(await pushSwitch());

    expect(
      (await screen.findAllByText(/Notifications are blocked for Courtside/)).length,
    ).toBeGreaterThan(0);
    expect(browser.subscribeCalls).toHaveLength(0);
    expect(((await pushSwitch()) as HTMLInputElement).disabled).toBe(true);
  });
});
