import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aCourtDetail, fixtureNow } from '../../../test/booking-fixtures';
import { anAuthResponse } from '../../../test/fixtures';
import { aMembership, aPlan } from '../../../test/membership-fixtures';
import { network } from '../../../test/network';
import { renderApp } from '../../../test/render-app';

// Monday 23 November 2026: the fixture plan takes 20% off weekdays from 17:00 to 22:00.
const bookPath = '/user/book-court/club-1?court=c1%2Cc2&date=2026-11-23';
const paymentPath = `/user/book-court/club-1/payment?${new URLSearchParams({
  court: 'Court 1',
  courtID: 'c1',
  clubID: 'club-1',
  date: '2026-11-23',
  startTime: '19:00',
  endTime: '21:00',
  duration: '120',
})}`;

/** Prices keep their own direction in a <bdi>, so their line is matched as a whole. */
const priceLine = (text: string) => (_: string, element: Element | null) =>
  element?.tagName === 'P' && element.textContent === text;

function serveMembership(status: 'active' | 'pending' | null) {
  network.on('GET', '/api/user/clubs/club-1/plans', {
    status: 200,
    body: { plans: [aPlan()], membership: status ? aMembership({ status }) : null },
  });
}

describe('Member prices when booking', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: fixtureNow });
    network.on('GET', '/api/user/club/club-1/court?court=c1%2Cc2', {
      status: 200,
      body: [
        aCourtDetail({ id: 'c1', name: 'Court 1' }),
        aCourtDetail({ id: 'c2', name: 'Court 2' }),
      ],
    });
    network.on('GET', '/api/booking?date=2026-11-23&court=c1%2Cc2', { status: 200, body: [] });
    network.on('GET', '/api/user/me/holds', { status: 200, body: [] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("strikes the public price on each court and shows the member's beside it", async () => {
    serveMembership('active');
    renderApp(bookPath, { user: anAuthResponse() });
    const list = await screen.findByRole('list', { name: 'Courts' });
    // The day's range: $25.00 in the morning, $20.00 from 17:00 for a member.
    expect(
      await within(list).findAllByText(priceLine('Public price$25.00 $20.00 – $25.00 / 60 min')),
    ).toHaveLength(2);
    expect(within(list).getAllByText('Member price')).toHaveLength(2);
    expect(list.querySelector('s')?.textContent).toBe('Public price$25.00');
  });

  it('shows the public price alone to a player whose membership is not paid yet', async () => {
    serveMembership('pending');
    renderApp(bookPath, { user: anAuthResponse() });
    const list = await screen.findByRole('list', { name: 'Courts' });
    await waitFor(() =>
      expect(network.requests.some((r) => r.url === '/api/user/clubs/club-1/plans')).toBe(true),
    );
    expect(within(list).getAllByText(priceLine('$25.00 / 60 min'))).toHaveLength(2);
    expect(within(list).queryByText('Member price')).toBeNull();
  });

  it("offers a member the days up to their plan's horizon, beyond the public one", async () => {
    const user = userEvent.setup();
    serveMembership(null);
    const { unmount } = renderApp(bookPath, { user: anAuthResponse() });
    await screen.findByRole('list', { name: 'Courts' });
    const next = screen.getByRole('button', { name: 'Next month' });
    await user.click(next);
    await user.click(next);
    // The public may book 60 days ahead: up to 19 January 2027.
    await waitFor(() => expect(next).toHaveProperty('disabled', true));
    unmount();

    serveMembership('active');
    renderApp(bookPath, { user: anAuthResponse() });
    await screen.findAllByText(priceLine('Public price$25.00 $20.00 – $25.00 / 60 min'));
    for (const _month of ['December', 'January', 'February'])
      await user.click(screen.getByRole('button', { name: 'Next month' }));
    // The plan's 90 days reach 18 February 2027.
    expect(screen.getByRole('button', { name: /^Thu 18, / })).toHaveProperty('disabled', false);
    expect(screen.getByRole('button', { name: /^Fri 19, / })).toHaveProperty('disabled', true);
  });

  it('charges a member their price at the checkout, the public one struck through', async () => {
    serveMembership('active');
    network.on('GET', '/api/user/club/club-1/court?court=c1', {
      status: 200,
      body: [aCourtDetail({ id: 'c1' })],
    });
    network.on('GET', '/api/booking/club/club-1/price?court=c1', {
      status: 200,
      body: [{ price: 2500, currency: 'USD', sport: 'padel', courtId: 'c1', peaks: [] }],
    });
    network.on('GET', '/api/user/me/coins', { status: 200, body: { balance: 1000 } });
    renderApp(paymentPath, { user: anAuthResponse() });
    // 19:00 to 21:00 on a Monday: both hours at 20% off.
    const total = await screen.findByText('$40.00');
    const price = total.closest('p') as HTMLElement;
    expect(price.querySelector('s')?.textContent).toBe('Public price$50.00');
    expect(within(price).getByText('Member price')).toBeTruthy();
  });
});
