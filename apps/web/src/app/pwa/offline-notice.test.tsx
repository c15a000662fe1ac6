import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { coinBalanceSchema } from '@courtside/shared';
import { apiRequest } from '@/lib/api-client';
import { reportServerAnswered } from '@/lib/connectivity';
import { network } from '@/test/network';
import { OfflineNotice } from './offline-notice';

const offlineText = "You're offline. Bookings, payments and other changes need a connection.";

function browserGoes(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

describe('the offline notice', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    reportServerAnswered(true);
  });

  it('keeps an empty live region while the app reaches its server', () => {
    render(<OfflineNotice />);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('says the app is offline while the browser has no network', () => {
    render(<OfflineNotice />);

    browserGoes(false);
    expect(screen.getByRole('status').textContent).toBe(offlineText);
    browserGoes(true);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('says so when an API call gets no answer, until one does', async () => {
    network.on('GET', '/api/user/coins', { status: 200, body: { balance: 3 } });
    render(<OfflineNotice />);

    network.fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await act(() =>
      apiRequest('/user/coins', { schema: coinBalanceSchema }).catch(() => undefined),
    );
    expect(screen.getByRole('status').textContent).toBe(offlineText);

    await act(() => apiRequest('/user/coins', { schema: coinBalanceSchema }));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('does not count an error answer as being offline', async () => {
    network.on('GET', '/api/user/coins', {
      status: 503,
      body: { statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'Down for a moment' },
    });
    render(<OfflineNotice />);

    await act(() =>
      apiRequest('/user/coins', { schema: coinBalanceSchema }).catch(() => undefined),
    );
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
