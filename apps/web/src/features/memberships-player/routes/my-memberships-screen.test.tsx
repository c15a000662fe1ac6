import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Membership } from '@courtside/shared';
import { fixtureNow } from '../../../test/booking-fixtures';
import { anAuthResponse } from '../../../test/fixtures';
import { aMembership } from '../../../test/membership-fixtures';
import { apiRefusal, network } from '../../../test/network';
import { renderApp } from '../../../test/render-app';

const assign = vi.fn();

function renderMine(memberships: Membership[] | (() => Membership[])) {
  network.on('GET', '/api/user/me/memberships', () => ({
    status: 200,
    body: typeof memberships === 'function' ? memberships() : memberships,
  }));
  const user = userEvent.setup();
  return { user, ...renderApp('/user/memberships', { user: anAuthResponse() }) };
}

const cardOf = async (club: string) =>
  (await screen.findByRole('heading', { name: club })).closest('li') as HTMLElement;

describe('My memberships', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: fixtureNow });
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    assign.mockReset();
  });

  it('shows each membership with its club, plan, status and period', async () => {
    renderMine([
      aMembership(),
      aMembership({
        id: 'm-2',
        club: { id: 'club-2', name: 'Dune Courts' },
        status: 'due',
        graceEndsAt: '2026-12-20T10:00:00.000Z',
      }),
      aMembership({ id: 'm-3', club: { id: 'club-3', name: 'Old Club' }, status: 'lapsed' }),
      aMembership({
        id: 'm-4',
        club: { id: 'club-4', name: 'Harbour' },
        status: 'pending',
        payment: null,
      }),
      aMembership({ id: 'm-5', club: { id: 'club-5', name: 'Oasis' }, renews: false }),
    ]);
    expect(await screen.findByRole('heading', { name: 'My memberships' })).toBeTruthy();
    const active = await cardOf('Nile Padel Club');
    expect(active.textContent).toContain('Evening Club · $30.00 / month');
    expect(active.textContent).toContain('Active');
    expect(active.textContent).toContain('Renews on Dec 12, 2026');
    expect(within(active).getByRole('button', { name: 'Stop renewing' })).toBeTruthy();
    expect(within(active).queryByRole('button', { name: 'Pay now' })).toBeNull();
    expect(within(active).getByRole('button', { name: 'Receipt' })).toBeTruthy();
    // Not paid yet: no receipt to ask for.
    expect(within(await cardOf('Harbour')).queryByRole('button', { name: 'Receipt' })).toBeNull();

    const due = await cardOf('Dune Courts');
    expect(due.textContent).toContain('Payment due — pay by Dec 20, 2026');
    expect(within(due).getByRole('button', { name: 'Pay now' })).toBeTruthy();

    const lapsed = await cardOf('Old Club');
    expect(lapsed.textContent).toContain('Lapsed');
    expect(within(lapsed).queryAllByRole('button', { name: /Pay now|Cancel|renew/i })).toEqual([]);

    const pending = await cardOf('Harbour');
    expect(pending.textContent).toContain('Pending payment');
    expect(within(pending).getByRole('button', { name: 'Pay now' })).toBeTruthy();
    expect(within(pending).getByRole('button', { name: 'Cancel membership' })).toBeTruthy();

    const ending = await cardOf('Oasis');
    expect(ending.textContent).toContain('Ends on Dec 12, 2026');
    expect(within(ending).getByRole('button', { name: 'Renew automatically' })).toBeTruthy();
  });

  it("links a paid membership's receipt", async () => {
    network.on('GET', '/api/user/receipts?purpose=membership&subject=membership-1', {
      status: 200,
      body: {
        items: [
          {
            id: 'r-1',
            number: 41,
            kind: 'sale',
            paymentId: 'pay-1',
            issuedAt: '2026-11-12T10:00:00.000Z',
            timeZone: 'Africa/Cairo',
            club: { id: 'club-1', name: 'Nile Padel Club', address: '12 Corniche', taxId: null },
            item: { purpose: 'membership', name: 'Evening Club', startsAt: null },
            amount: 3000,
            taxRate: 0,
            taxAmount: 0,
            currency: 'USD',
            method: 'card',
          },
        ],
      },
    });
    const { user } = renderMine([aMembership()]);
    const card = await cardOf('Nile Padel Club');
    await user.click(within(card).getByRole('button', { name: 'Receipt' }));
    const link = await within(card).findByRole('link', { name: /41/ });
    expect(link.getAttribute('href')).toBe('/user/receipt/r-1');
  });

  it('says so when there are none, and offers a retry when they cannot be read', async () => {
    const { unmount } = renderMine([]);
    expect(await screen.findByText('No memberships yet')).toBeTruthy();
    unmount();

    network.on('GET', '/api/user/me/memberships', apiRefusal(500, 'INTERNAL_ERROR', 'Boom'));
    renderApp('/user/memberships', { user: anAuthResponse() });
    expect(
      await screen.findByRole('button', { name: 'Try again' }, { timeout: 8000 }),
    ).toBeTruthy();
  });

  it('stops renewing', async () => {
    let renews = true;
    network.on('PATCH', '/api/user/memberships/membership-1', (request) => {
      renews = (request.body as { renews: boolean }).renews;
      return { status: 200, body: aMembership({ renews }) };
    });
    const { user } = renderMine(() => [aMembership({ renews })]);
    const card = await cardOf('Nile Padel Club');
    await user.click(within(card).getByRole('button', { name: 'Stop renewing' }));

    expect(await within(card).findByText('Ends on Dec 12, 2026')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Renew automatically' })).toBeTruthy();
    const patch = network.requests.find((request) => request.method === 'PATCH');
    expect(patch?.body).toEqual({ renews: false });
  });

  it('cancels only once the player confirms', async () => {
    let status: Membership['status'] = 'active';
    network.on('PATCH', '/api/user/memberships/membership-1', () => {
      status = 'cancelled';
      return { status: 200, body: aMembership({ status }) };
    });
    const { user } = renderMine(() => [aMembership({ status })]);
    const card = await cardOf('Nile Padel Club');

    await user.click(within(card).getByRole('button', { name: 'Cancel membership' }));
    let dialog = await screen.findByRole('dialog', { name: 'Cancel this membership?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(network.requests.some((request) => request.method === 'PATCH')).toBe(false);

    await user.click(within(card).getByRole('button', { name: 'Cancel membership' }));
    dialog = await screen.findByRole('dialog', { name: 'Cancel this membership?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel membership' }));

    expect(await within(card).findByText('Cancelled')).toBeTruthy();
    const patch = network.requests.find((request) => request.method === 'PATCH');
    expect(patch?.body).toEqual({ cancel: true });
  });

  it('pays a due period and opens the checkout', async () => {
    network.on('POST', '/api/user/memberships/membership-1/payment/mobile', {
      status: 201,
      body: { status: 'pending', paymentId: 'pay-8', url: '/checkout/pay-8' },
    });
    const { user } = renderMine([
      aMembership({ status: 'due', graceEndsAt: '2026-12-20T10:00:00.000Z' }),
    ]);
    const card = await cardOf('Nile Padel Club');
    await user.click(within(card).getByRole('button', { name: 'Pay now' }));

    const dialog = await screen.findByRole('dialog', { name: 'Pay Evening Club' });
    const methods = within(dialog).getByRole('group', { name: 'Payment method' });
    await waitFor(() =>
      expect(
        within(methods)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['Mobile wallet', 'Mobile payment', 'Card', 'Cash at the club', 'Coins']),
    );
    await user.click(within(methods).getByRole('button', { name: 'Mobile payment' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/checkout/pay-8'));
    const pay = network.requests.find((request) => request.method === 'POST');
    expect(pay?.body).toEqual({});
    expect(pay?.headers.get('Idempotency-Key')).toBeTruthy();
  });

  it('is reached from the menu', async () => {
    network.on('GET', '/api/user/me/memberships', { status: 200, body: [] });
    const user = userEvent.setup();
    const { router } = renderApp('/user/menu', { user: anAuthResponse() });
    await user.click(await screen.findByRole('button', { name: 'My memberships' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/memberships'));
    expect(await screen.findByText('No memberships yet')).toBeTruthy();
  });
});
