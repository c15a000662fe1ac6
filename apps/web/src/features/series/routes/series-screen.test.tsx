import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SeriesSummary } from '@courtside/shared';
import { aCourtDetail, clubSummary } from '../../../test/booking-fixtures';
import { anAuthResponse } from '../../../test/fixtures';
import { network } from '../../../test/network';
import { renderApp } from '../../../test/render-app';

const owner = anAuthResponse({ role: 'owner' });
const court = aCourtDetail({ id: 'court-1', name: 'Court 1' });
const aSeries = (overrides: Partial<SeriesSummary> = {}): SeriesSummary => ({
  id: '00000000-0000-4000-8000-0000000000a1',
  courtId: 'court-1',
  courtName: 'Court 1',
  weekday: 2,
  startTime: '19:00',
  duration: 60,
  everyWeeks: 1,
  from: '2030-06-04',
  to: '2030-06-25',
  playerId: null,
  name: 'Ana Ruiz',
  phone: null,
  price: null,
  currency: 'USD',
  endedAt: null,
  nextDate: '2030-06-11',
  occurrences: { total: 4, confirmed: 3 },
  ...overrides,
});

function serveClub() {
  network.on('GET', '/api/user/me/club', {
    status: 200,
    body: { ...clubSummary, courts: [court] },
  });
}

describe('Weekly series', () => {
  // The season's dates are checked against today: a today of its own keeps them in reach.
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-05-20T10:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  it("lists the club's series and cancels the rest of one after asking", async () => {
    const user = userEvent.setup();
    serveClub();
    network.on('GET', '/api/owner/series', { status: 200, body: [aSeries()] });
    const occurrence = (date: string, status: string, paymentStatus: string) => ({
      bookingId: `booking-${date}`,
      date,
      startTime: '19:00',
      courtId: 'court-1',
      status,
      amount: 2400,
      paymentMethod: 'cash',
      paymentStatus,
    });
    network.on('GET', `/api/owner/series/${aSeries().id}`, {
      status: 200,
      body: {
        ...aSeries(),
        dates: [
          occurrence('2030-06-04', 'cancelled', 'refunded'),
          occurrence('2030-06-11', 'confirmed', 'due_at_club'),
        ],
      },
    });
    const asked: unknown[] = [];
    network.on('POST', `/api/owner/series/${aSeries().id}/cancel`, (request) => {
      asked.push(request.body);
      return {
        status: 200,
        body: {
          cancelled: 3,
          series: aSeries({ nextDate: null, endedAt: '2030-06-05T10:00:00Z' }),
        },
      };
    });
    renderApp('/user/manage-reservation/series', { user: owner });
    const list = await screen.findByRole('list', { name: 'Weekly series' });
    expect(within(list).getByText('Ana Ruiz')).toBeTruthy();
    expect(within(list).getByText('Next: Jun 11, 2030 · 3 dates still on')).toBeTruthy();
    await user.click(within(list).getByRole('button', { name: 'Dates' }));
    const dates = await within(list).findByRole('list', { name: 'Dates' });
    expect(within(dates).getByText('2030-06-04 · 19:00')).toBeTruthy();
    expect(within(dates).getByText('Refunded')).toBeTruthy();
    expect(within(dates).getByText('To pay at the club')).toBeTruthy();
    await user.click(within(list).getByRole('button', { name: 'Cancel the rest' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the rest' }));
    await waitFor(() => expect(asked).toEqual([{ from: '2030-06-11' }]));
    expect(await screen.findByText('3 dates cancelled; anything paid is refunded.')).toBeTruthy();
  });

  it('checks the dates, shows the clashes, and creates the series skipping them', async () => {
    const user = userEvent.setup();
    serveClub();
    network.on('GET', '/api/owner/series', { status: 200, body: [] });
    network.on('POST', '/api/owner/series/preview', {
      status: 200,
      body: {
        dates: [
          { date: '2030-06-04', clash: null, description: null },
          { date: '2030-06-11', clash: 'closure', description: 'Resurfacing' },
        ],
      },
    });
    const created: unknown[] = [];
    network.on('POST', '/api/owner/series', (request) => {
      created.push(request.body);
      return {
        status: 200,
        body: {
          series: aSeries({ occurrences: { total: 1, confirmed: 1 } }),
          skipped: [{ date: '2030-06-11', clash: 'closure', description: 'Resurfacing' }],
        },
      };
    });
    renderApp('/user/manage-reservation/series', { user: owner });
    expect(await screen.findByText('No series yet')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'New series' }));
    const from = await screen.findByLabelText('From');
    await user.type(from, '2030-06-04');
    await user.type(screen.getByLabelText('To'), '2030-06-11');
    await user.type(screen.getByLabelText('Customer name'), 'Ana Ruiz');
    await user.click(screen.getByRole('button', { name: 'Check dates' }));
    const preview = await screen.findByRole('region', { name: 'Dates of the series' });
    expect(within(preview).getByText('2 dates, 1 clashing')).toBeTruthy();
    expect(within(preview).getByText('Closed · Resurfacing')).toBeTruthy();
    await user.click(within(preview).getByRole('button', { name: 'Skip clashes and create' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toMatchObject({
      courtId: 'court-1',
      from: '2030-06-04',
      to: '2030-06-11',
      customerName: 'Ana Ruiz',
      onClash: 'skip',
      price: null,
    });
    expect(await screen.findByText('1 date booked, 1 skipped.')).toBeTruthy();
  });
});
