import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { anAuthResponse } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { receiveWorkerMessage } from './notice-taps';

describe('a tapped notice while the app is open', () => {
  it('moves the app to the notice’s screen, and only to a screen of this app', async () => {
    const { router } = renderApp('/user/menu', { user: anAuthResponse() });
    await screen.findByRole('heading', { name: 'Menu' });

    act(() => receiveWorkerMessage({ type: 'open-screen', url: '//elsewhere.test/user' }));
    act(() => receiveWorkerMessage({ type: 'reload', url: '/user/notifications' }));
    expect(router.state.location.pathname).toBe('/user/menu');

    act(() => receiveWorkerMessage({ type: 'open-screen', url: '/user/notifications' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/notifications'));
  });
});
