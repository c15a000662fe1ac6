import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ClubReport } from '@courtside/shared';
import { fixtureNow } from '../../../test/booking-fixtures';
import { anAuthResponse } from '../../../test/fixtures';
import { apiRefusal, network } from '../../../test/network';
import { renderApp } from '../../../test/render-app';

const owner = anAuthResponse({ role: 'owner' });
const november = '/api/owner/report?from=2026-11-01&to=2026-11-30';

function aReport(overrides: Partial<ClubReport> = {}): ClubReport {
  return {
    from: '2026-11-01',
    to: '2026-11-30',
    days: 30,
    currency: 'USD',
    courts: [{ id: 'court-1', name: 'Padel 1', retired: false }],
    occupancy: [{ courtId: 'court-1', hour: 18, bookedHours: 15 }],
    revenueByWeek: [
      { weekStart: '2026-11-02', amount: 12000 },
      { weekStart: '2026-11-09', amount: 4800 },
    ],
    revenueByMethod: [{ method: 'card', count: 7, amount: 16800 }],
    cashToCollect: { count: 2, amount: 4800 },
    noShows: { count: 1, amount: 2400 },
    cancellations: { count: 3, amount: 7200 },
    ...overrides,
  };
}

const figures = () =>
  within(screen.getByRole('list', { name: 'Totals of the period' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('Reports', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: fixtureNow }));
  afterEach(() => vi.useRealTimers());

  it("opens on this month and shows the period's totals", async () => {
    network.on('GET', november, { status: 200, body: aReport() });
    renderApp('/user/reports', { user: owner });

    expect(await screen.findByLabelText('From')).toHaveProperty('value', '2026-11-01');
    expect(screen.getByLabelText('To')).toHaveProperty('value', '2026-11-30');
    await screen.findByRole('list', { name: 'Totals of the period' });
    expect(figures()).toEqual([
      'Revenue collected$168.00',
      'Cash to collect$48.00Bookings: 2',
      'No-shows$24.00Bookings: 1',
      'Cancellations$72.00Bookings: 3',
    ]);
  });

  it('shows the figures as tables when asked', async () => {
    network.on('GET', november, { status: 200, body: aReport() });
    const user = userEvent.setup();
    renderApp('/user/reports', { user: owner });

    await screen.findByRole('list', { name: 'Totals of the period' });
    await user.click(screen.getByRole('switch', { name: 'Table view' }));
    const weeks = within(screen.getByRole('table', { name: 'Revenue by week' }));
    expect(weeks.getAllByRole('row').map((row) => row.textContent)).toEqual([
      'Week ofAmount',
      'Nov 2$120.00',
      'Nov 9$48.00',
    ]);
    const methods = within(screen.getByRole('table', { name: 'Revenue by payment method' }));
    expect(methods.getAllByRole('row')[1]?.textContent).toBe('Card7$168.00');
    const occupancy = within(screen.getByRole('table', { name: 'Occupancy by court and hour' }));
    expect(occupancy.getAllByRole('row')[1]?.textContent).toBe('Padel 118:001550%');
  });

  it('says when no money was collected instead of an empty chart', async () => {
    network.on('GET', november, {
      status: 200,
      body: aReport({ revenueByWeek: [], revenueByMethod: [] }),
    });
    renderApp('/user/reports', { user: owner });

    const section = await screen.findByRole('region', { name: 'Revenue by payment method' });
    expect(within(section).getByText('No money collected in this period yet.')).toBeTruthy();
    expect(figures()[0]).toBe('Revenue collected$0.00');
  });

  it('asks for the period chosen, and for none while the dates are out of order', async () => {
    network.on('GET', november, { status: 200, body: aReport() });
    const october = '/api/owner/report?from=2026-10-01&to=2026-11-30';
    network.on('GET', october, {
      status: 200,
      body: aReport({ from: '2026-10-01', cashToCollect: { count: 5, amount: 12000 } }),
    });
    renderApp('/user/reports', { user: owner });
    await screen.findByRole('list', { name: 'Totals of the period' });

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-12-05' } });
    expect(await screen.findByText(/the start before the end, at most 366 days/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-10-01' } });

    await waitFor(() => expect(figures()[1]).toBe('Cash to collect$120.00Bookings: 5'));
    const reports = network.screenRequests().filter((r) => r.url.startsWith('/api/owner/report'));
    expect(reports.map((r) => r.url)).toEqual([november, october]);
  });

  it('offers a retry when the report cannot be loaded', async () => {
    let calls = 0;
    network.on('GET', november, () =>
      ++calls === 1 ? apiRefusal(403, 'FORBIDDEN', 'Not yours') : { status: 200, body: aReport() },
    );
    const user = userEvent.setup();
    renderApp('/user/reports', { user: owner });

    expect(await screen.findByText("Couldn't load this")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Totals of the period' })).toBeTruthy();
  });
});
