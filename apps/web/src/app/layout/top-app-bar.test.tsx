import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anAuthResponse } from '../../test/fixtures';
import { network } from '../../test/network';
import { renderApp } from '../../test/render-app';

describe('Top app bar', () => {
  it('offers no back arrow on a tab screen', async () => {
    renderApp('/user/menu', { user: anAuthResponse() });
    expect(await screen.findByRole('heading', { name: 'Menu' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });

  it('goes back from a nested screen, or home when it was opened directly', async () => {
    network.on('GET', '/api/user/me/bookings?when=upcoming', { status: 200, body: [] });
    const user = userEvent.setup();
    const { router } = renderApp('/user/my-booking', { user: anAuthResponse() });
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user'));
  });
});
