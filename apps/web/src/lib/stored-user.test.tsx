import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import type { AuthResponse } from '@courtside/shared';
import { deviceStore } from '@/lib/device-store';
import { loadShared } from '@/lib/shared-schemas';
import { readStoredUser } from '@/lib/storage';
import { anAuthResponse } from '@/test/fixtures';
import { network } from '@/test/network';
import { renderApp } from '@/test/render-app';

async function keepOnDevice(user: unknown): Promise<void> {
  await deviceStore.setItem('user', user);
  await deviceStore.setItem('token', (user as AuthResponse).token);
}

describe('the user kept on the device', () => {
  it('is read at start without the shared schema, when it holds a token and an id', async () => {
    const auth = anAuthResponse();
    await keepOnDevice(auth);
    expect(await readStoredUser()).toEqual(auth);

    await deviceStore.setItem('user', { id: auth.id });
    expect(await readStoredUser()).toBeNull();
  });

  it('signs out, once the schema has loaded, a user it cannot read whole', async () => {
    // An older shape: the token and id a session needs, but no role.
    const { role: _role, ...older } = anAuthResponse();
    await keepOnDevice(older);
    network.on('GET', '/api/user/events', { status: 200, body: [] });
    const started = await readStoredUser();
    expect(started).not.toBeNull();
    // The schema has loaded: when it loads (once the screen has gone quiet) is
    // shared-schemas.test.ts's to check. Files share a worker's modules, so a file before
    // this one may have loaded it already; here it always has, whatever the order.
    await loadShared();

    const { router } = renderApp('/user', { user: started });

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await waitFor(async () => expect(await deviceStore.getItem('user')).toBeNull());
  });

  it('keeps a user the schema reads whole', async () => {
    const auth = anAuthResponse();
    await keepOnDevice(auth);
    network.on('GET', '/api/user/events', { status: 200, body: [] });
    await loadShared();

    const { router } = renderApp('/user', { user: await readStoredUser() });

    // The home's greeting shows, and stays: the user was read whole.
    await waitFor(() => expect(router.state.location.pathname).toBe('/user'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(router.state.location.pathname).toBe('/user');
    expect(await deviceStore.getItem('user')).toEqual(auth);
  });
});
