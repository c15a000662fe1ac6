import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { anAuthResponse } from '@/test/fixtures';
import { network } from '@/test/network';
import { renderApp } from '@/test/render-app';

describe('Scroll position of screens', () => {
  afterEach(() => vi.restoreAllMocks());

  it('opens each new screen at the top, and keeps the place when only the query changes', async () => {
    network.on('GET', '/api/user/me/bookings?when=upcoming', { status: 200, body: [] });
    network.on('GET', '/api/user/me/holds', { status: 200, body: [] });
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { router } = renderApp('/user/menu', { user: anAuthResponse() });
    await screen.findByRole('heading', { name: 'Menu' });
    scrollTo.mockClear();

    await act(() => router.navigate('/user/my-booking'));
    await screen.findByRole('heading', { name: 'My Booking' });
    expect(scrollTo).toHaveBeenCalledWith(0, 0);

    scrollTo.mockClear();
    await act(() => router.navigate('/user/my-booking?tab=history', { replace: true }));
    expect(scrollTo).not.toHaveBeenCalled();

    // Back is the browser's to restore.
    await act(() => router.navigate(-1));
    expect(scrollTo).not.toHaveBeenCalled();
  });
  it('opens the sign-in screens at the top too', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { router } = renderApp('/login');
    await screen.findByRole('button', { name: 'Sign in' });
    scrollTo.mockClear();

    await act(() => router.navigate('/register'));
    await screen.findByRole('button', { name: 'Sign Up' });
    expect(scrollTo).toHaveBeenCalledWith(0, 0);

    scrollTo.mockClear();
    await act(() => router.navigate('/forget-password'));
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 0));
  });
});
