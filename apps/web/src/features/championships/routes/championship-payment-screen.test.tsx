import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anAuthResponse } from '../../../test/fixtures';
import { network } from '../../../test/network';
import { renderApp } from '../../../test/render-app';

const assign = vi.fn();
const accepted = new URLSearchParams({
  id: 'champ-1',
  champion: 'Autumn Cup',
  club: 'Retiro Club',
  price: '2000',
  currency: 'USD',
  date: '2026-12-18',
  startTime: '10:00',
  endTime: '13:00',
  request: 'req-1',
});

describe('Championship payment', () => {
  beforeEach(() => {
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    assign.mockReset();
  });

  it("asks the mobile wallet for the payer's phone and charges that one", async () => {
    network.on('POST', '/api/user/champion-request/req-1/payment/wallet', {
      status: 201,
      body: {
        status: 'pending',
        paymentId: 'payment-7',
        url: '/api/payments/sandbox/payment-7?token=t',
      },
    });
    const user = userEvent.setup();
    renderApp(`/user/champion-request/payment?${accepted}`, { user: anAuthResponse() });

    await user.click(await screen.findByRole('button', { name: /^Mobile wallet/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Mobile wallet' });
    const phone = within(dialog).getByRole('textbox', { name: 'Phone number' });
    await user.clear(phone);
    await user.type(phone, '01012345678');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('/api/payments/sandbox/payment-7?token=t'),
    );
    const sent = network.requests.find((request) => request.method === 'POST');
    expect(sent?.body).toEqual({ phone: '010 1234 567' });
    expect(sent?.headers.get('idempotency-key')).toBeTruthy();
  });
});
