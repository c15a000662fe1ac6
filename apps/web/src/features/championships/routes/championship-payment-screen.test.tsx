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

/** A championship opened from Book Champion, with what a player judges it by. */
const described = (extra: Record<string, string>) =>
  new URLSearchParams({
    id: 'champ-1',
    champion: 'Autumn Cup',
    club: 'Retiro Club',
    court: 'Pitch A',
    price: '2000',
    currency: 'USD',
    date: '2026-12-18',
    startTime: '10:00',
    endDate: '2026-12-18',
    endTime: '13:00',
    inviteOnly: '1',
    maxAge: String(new Date().getFullYear() - 30),
    gender: 'women',
    format: '5',
    description: 'Bring shin pads.',
    request: '',
    ...extra,
  });

const row = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('Championship apply screen', () => {
  it("shows the age limit, gender, format, invitation type, description and the player's status", async () => {
    renderApp(`/user/champion/payment?${described({ status: 'requested' })}`, {
      user: anAuthResponse(),
    });
    expect(await screen.findByText('Bring shin pads.')).toBeTruthy();
    expect(row('Max allowed age')).toBe('30 years');
    expect(row('Gender')).toBe('Women');
    expect(row('Format')).toBe('5-a-side');
    expect(row('Invitation type')).toBe('Request Only');
    const requested = screen.getByRole('button', { name: 'Requested' });
    expect(requested).toHaveProperty('disabled', true);
    expect(screen.getByText('The club has your request and will answer it.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
  });

  it('says so on its button once the player has applied, instead of offering Apply again', async () => {
    network.on('POST', '/api/user/champion/champ-1', {
      status: 201,
      body: { id: 'request-1', isConfirmed: null },
    });
    const user = userEvent.setup();
    const { router } = renderApp(`/user/champion/payment?${described({ status: 'none' })}`, {
      user: anAuthResponse(),
    });
    await user.click(await screen.findByRole('button', { name: 'Apply' }));
    const done = await screen.findByRole('dialog', { name: 'Applied Succesfully' });
    await user.click(within(done).getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('button', { name: 'Requested' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
    expect(router.state.location.pathname).toBe('/user/champion/payment');
  });

  it('offers the payment at once when the place is held on applying (open for all)', async () => {
    network.on('POST', '/api/user/champion/champ-1', {
      status: 201,
      body: { id: 'request-1', isConfirmed: true },
    });
    const user = userEvent.setup();
    renderApp(`/user/champion/payment?${described({ status: 'none', inviteOnly: '0' })}`, {
      user: anAuthResponse(),
    });
    await user.click(await screen.findByRole('button', { name: 'Apply' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Applied Succesfully' })).getByRole(
        'button',
        { name: 'OK' },
      ),
    );
    expect(await screen.findByText('Accepted — pay your place')).toBeTruthy();
    expect(await screen.findByRole('button', { name: /^Card/ })).toBeTruthy();
  });

  it('says a paid place is the player’s and offers nothing more', async () => {
    renderApp(`/user/champion/payment?${described({ status: 'paid' })}`, {
      user: anAuthResponse(),
    });
    expect(await screen.findByRole('button', { name: 'Paid — you are in' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
  });
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
    await user.type(phone, '+34 612 000 222');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('/api/payments/sandbox/payment-7?token=t'),
    );
    const sent = network.requests.find((request) => request.method === 'POST');
    expect(sent?.body).toEqual({ phone: '+34612000222' });
    expect(sent?.headers.get('idempotency-key')).toBeTruthy();
  });
});
