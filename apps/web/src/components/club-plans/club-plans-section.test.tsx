import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aCourtDetail, fixtureNow } from '../../test/booking-fixtures';
import { anAuthResponse } from '../../test/fixtures';
import { aMembership, aPlan } from '../../test/membership-fixtures';
import { network } from '../../test/network';
import { renderApp } from '../../test/render-app';

const detailsPath = '/user/club/club-1';
const assign = vi.fn();

function servePlans(body: unknown) {
  network.on('GET', '/api/user/clubs/club-1/plans', { status: 200, body });
}

function renderDetails() {
  const user = userEvent.setup();
  return { user, ...renderApp(detailsPath, { user: anAuthResponse() }) };
}

const plansSection = () => screen.findByRole('region', { name: 'Memberships' });

describe("A club's memberships on its page", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: fixtureNow });
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    network.on('GET', '/api/user/club/club-1/court', {
      status: 200,
      body: [
        aCourtDetail({ id: 'c1', name: 'Court 1' }),
        aCourtDetail({ id: 'c2', name: 'Court 2' }),
      ],
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    assign.mockReset();
  });

  it('shows each plan with its price per period, description and what members get', async () => {
    servePlans({
      plans: [
        aPlan(),
        aPlan({
          id: 'plan-2',
          name: 'Court 2 regulars',
          description: '',
          category: { id: 'cat-1', name: 'Junior' },
          period: 'year',
          price: 25000,
          saleChannel: 'club',
          discount: {
            kind: 'amount',
            value: 500,
            courtIds: ['c2'],
            weekdays: [0, 6],
            fromHour: 8,
            toHour: 12,
          },
          privileges: {
            horizonDays: null,
            maxActiveBookings: null,
            maxBookingsPerDay: null,
            cancelNoticeHours: null,
          },
        }),
      ],
      membership: null,
    });
    renderDetails();
    const section = await plansSection();
    // The plans' own list: each plan's terms are a list inside its card.
    const [evening, regulars] = [
      ...within(section).getAllByRole('list')[0]!.children,
    ] as HTMLElement[];
    expect(within(evening!).getByRole('heading', { name: 'Evening Club' })).toBeTruthy();
    expect(evening!.textContent).toContain('$30.00 / month');
    expect(evening!.textContent).toContain('For after-work players.');
    const terms = within(evening!).getByRole('list', { name: 'What members get' });
    expect(
      within(terms)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual([
      '20% off Mon–Fri 17:00–22:00 on every court',
      'Book up to 90 days ahead',
      'Up to 3 upcoming bookings',
      'Cancel for free up to 6 hours before',
    ]);
    expect(regulars!.textContent).toContain('$250.00 / year');
    expect(regulars!.textContent).toContain('For the club’s Junior customers');
    expect(evening!.textContent).not.toContain('customers');
    expect(regulars!.textContent).toContain('$5.00 off each hour Sat, Sun 08:00–12:00 on Court 2');
  });

  it('joins with a card: the methods the plan is sold with, then its hosted checkout', async () => {
    servePlans({ plans: [aPlan({ saleChannel: 'app' })], membership: null });
    network.on('POST', '/api/user/memberships/join/card', {
      status: 201,
      body: { status: 'pending', paymentId: 'pay-9', formUrl: '/checkout/pay-9' },
    });
    const { user } = renderDetails();
    await plansSection();
    await user.click(screen.getByRole('button', { name: 'Join Evening Club' }));

    const dialog = await screen.findByRole('dialog', { name: 'Join Evening Club' });
    const methods = within(dialog).getByRole('group', { name: 'Payment method' });
    expect(
      within(methods)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Mobile wallet', 'Mobile payment', 'Card', 'Coins']);
    await user.click(within(methods).getByRole('button', { name: 'Card' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/checkout/pay-9'));
    const join = network.requests.find((request) => request.method === 'POST');
    expect(join?.url).toBe('/api/user/memberships/join/card');
    expect(join?.body).toEqual({ planId: 'plan-1' });
    expect(join?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('joins in cash at the club after a confirmation, and then shows the payment waiting', async () => {
    let joined = false;
    network.on('GET', '/api/user/clubs/club-1/plans', () => ({
      status: 200,
      body: {
        plans: [aPlan({ saleChannel: 'club' })],
        membership: joined ? aMembership({ status: 'pending', periodEndsAt: null }) : null,
      },
    }));
    network.on('POST', '/api/user/memberships/join/cash', () => {
      joined = true;
      return { status: 201, body: { status: 'confirmed', paymentId: 'pay-3' } };
    });
    const { user } = renderDetails();
    await plansSection();
    await user.click(screen.getByRole('button', { name: 'Join Evening Club' }));
    const dialog = await screen.findByRole('dialog', { name: 'Join Evening Club' });
    await user.click(within(dialog).getByRole('button', { name: 'Cash at the club' }));
    const confirm = await screen.findByRole('dialog', { name: 'Join Evening Club?' });
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Pay at the club')).toBeTruthy();
    expect(
      screen.getByText("Your Evening Club membership starts once you pay at the club's desk."),
    ).toBeTruthy();
    expect(await screen.findByText('Your membership is waiting for its payment')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Join Evening Club' })).toBeNull();
  });

  it('tells a member they are one and when it renews, instead of Join', async () => {
    servePlans({
      plans: [aPlan(), aPlan({ id: 'plan-2', name: 'Weekend' })],
      membership: aMembership(),
    });
    renderDetails();
    const section = await plansSection();
    expect(within(section).getByText('You are a member · renews on Dec 12, 2026')).toBeTruthy();
    expect(within(section).queryByRole('button', { name: /^Join/ })).toBeNull();
    expect(within(section).getByRole('link', { name: 'My memberships' }).getAttribute('href')).toBe(
      '/user/memberships',
    );
  });

  it('shows no section at a club without plans', async () => {
    servePlans({ plans: [], membership: null });
    renderDetails();
    await screen.findByRole('heading', { name: 'Court 1' });
    await waitFor(() =>
      expect(network.requests.some((r) => r.url === '/api/user/clubs/club-1/plans')).toBe(true),
    );
    expect(screen.queryByRole('region', { name: 'Memberships' })).toBeNull();
  });
});
