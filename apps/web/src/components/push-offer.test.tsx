import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aMatch } from '@/features/matches/test-data';
import { deviceStore } from '@/lib/device-store';
import { anAuthResponse } from '@/test/fixtures';
import { installFakeBrowserPush, removeFakeBrowserPush } from '@/test/fake-push';
import { network } from '@/test/network';
import { renderApp } from '@/test/render-app';

const offerTitle = "Don't miss a seat";

function serverPushes() {
  network.on('GET', '/api/user/me/push/key', { status: 200, body: { publicKey: 'BKey' } });
  network.on('POST', '/api/user/me/push/subscriptions', { status: 204 });
}

afterEach(removeFakeBrowserPush);

/** Waits until the screen has asked the server for its key, and its answer has been drawn. */
async function pushStateSettled(times = 1) {
  await waitFor(() =>
    expect(
      network.requests.filter((r) => r.url.endsWith('/push/key')).length,
    ).toBeGreaterThanOrEqual(times),
  );
  await act(() => new Promise((done) => setTimeout(done, 20)));
}

describe('The offer to turn push on', () => {
  it('comes to a player who has asked to join, and subscribes the phone on Turn on', async () => {
    serverPushes();
    network.on('GET', '/api/user/match/match-1', {
      status: 200,
      body: aMatch({ myRequest: 'pending' }),
    });
    const browser = installFakeBrowserPush({ permission: 'default', answer: 'granted' });
    const user = userEvent.setup();
    renderApp('/user/find-match/match-1', { user: anAuthResponse() });

    const offer = await screen.findByRole('region', { name: offerTitle });
    await user.click(within(offer).getByRole('button', { name: 'Turn on notifications' }));

    expect(await screen.findByText('Notifications are on for this phone.')).toBeTruthy();
    expect(browser.subscribeCalls).toHaveLength(1);
    expect(network.requests.some((r) => r.url === '/api/user/me/push/subscriptions')).toBe(true);
    await waitFor(() => expect(screen.queryByRole('region', { name: offerTitle })).toBeNull());
  });

  it('is asked once: after Not now it does not come back on this device', async () => {
    serverPushes();
    network.on('GET', '/api/user/match/match-1', {
      status: 200,
      body: aMatch({ myRequest: 'pending' }),
    });
    const browser = installFakeBrowserPush({ permission: 'default', answer: 'granted' });
    const user = userEvent.setup();
    const first = renderApp('/user/find-match/match-1', { user: anAuthResponse() });
    const offer = await screen.findByRole('region', { name: offerTitle });
    await user.click(within(offer).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: offerTitle })).toBeNull());
    expect(await deviceStore.getItem('push-offer-answered')).toBe(true);
    first.unmount();

    renderApp('/user/find-match/match-1', { user: anAuthResponse() });
    await screen.findByText('Court price');
    await pushStateSettled(2);
    expect(screen.queryByRole('region', { name: offerTitle })).toBeNull();
    expect(browser.permissionAsks).toBe(0);
  });

  it('is not made to someone only looking at a match, nor where push is on already', async () => {
    serverPushes();
    network.on('GET', '/api/user/match/match-1', { status: 200, body: aMatch() });
    installFakeBrowserPush({ permission: 'default' });
    const looking = renderApp('/user/find-match/match-1', { user: anAuthResponse() });
    await screen.findByText('Court price');
    await act(() => new Promise((done) => setTimeout(done, 20)));
    expect(screen.queryByRole('region', { name: offerTitle })).toBeNull();
    looking.unmount();
    removeFakeBrowserPush();

    network.on('GET', '/api/user/match/match-1', {
      status: 200,
      body: aMatch({ myRequest: 'pending' }),
    });
    installFakeBrowserPush({ permission: 'granted', subscribed: true });
    renderApp('/user/find-match/match-1', { user: anAuthResponse() });
    await screen.findByText('Court price');
    await pushStateSettled();
    expect(screen.queryByRole('region', { name: offerTitle })).toBeNull();
  });
});
