import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Receipt, ReceiptPage } from '@courtside/shared';
import { fixtureNow } from '../../../test/booking-fixtures';
import { anAuthResponse } from '../../../test/fixtures';
import { network } from '../../../test/network';
import { renderApp } from '../../../test/render-app';

const owner = anAuthResponse({ role: 'owner' });

const aReceipt = (number: number, extra: Partial<Receipt> = {}): Receipt => ({
  id: `receipt-${number}`,
  number,
  kind: 'sale',
  paymentId: `payment-${number}`,
  issuedAt: '2026-11-19T17:00:00.000Z',
  timeZone: 'Europe/Madrid',
  club: { id: 'club-1', name: 'Club Norte', address: 'Calle Mayor 1', taxId: null },
  item: { purpose: 'booking', name: 'Padel 1', startsAt: null },
  amount: 2400,
  taxRate: 0,
  taxAmount: 0,
  currency: 'USD',
  method: 'coins',
  ...extra,
});

const page = (items: Receipt[], nextCursor: string | null = null): ReceiptPage => ({
  items,
  nextCursor,
  totals: { count: 3, amount: 2400, taxAmount: 0, currency: 'USD' },
});

describe('Receipts (owner)', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: fixtureNow }));
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("lists this month's receipts with the total, a page at a time, and exports CSV", async () => {
    network.on('GET', '/api/owner/receipts?month=2026-11&limit=20', {
      status: 200,
      body: page([aReceipt(3, { kind: 'refund', amount: -2400 }), aReceipt(2)], 'next'),
    });
    network.on('GET', '/api/owner/receipts?month=2026-11&limit=20&cursor=next', {
      status: 200,
      body: page([
        aReceipt(1, { method: 'card', item: { purpose: 'match', name: null, startsAt: null } }),
      ]),
    });
    network.on('GET', '/api/owner/receipts/csv?month=2026-11', {
      status: 200,
      raw: { text: 'No.,Kind\r\n', contentType: 'text/csv' },
    });
    const downloads: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:csv');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push(this.download);
    });
    const user = userEvent.setup();
    renderApp('/user/club-receipts', { user: owner });

    expect(await screen.findByLabelText('Month')).toHaveProperty('value', '2026-11');
    expect(await screen.findByText('3 receipts · total $24.00 · tax $0.00')).toBeTruthy();
    const headings = () =>
      within(screen.getByRole('list'))
        .getAllByRole('heading')
        .map((h) => h.textContent);
    expect(headings()).toEqual(['Refund receipt 3', 'Receipt 2']);
    await user.click(screen.getByRole('button', { name: 'More' }));
    await waitFor(() => expect(headings()).toEqual(['Refund receipt 3', 'Receipt 2', 'Receipt 1']));
    expect(screen.getByText('Match share')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads).toEqual(['receipts-2026-11.csv']));
  });

  it('says when the month has no receipts, and when they could not be read', async () => {
    network.on('GET', '/api/owner/receipts?month=2026-11&limit=20', {
      status: 200,
      body: {
        items: [],
        nextCursor: null,
        totals: { count: 0, amount: 0, taxAmount: 0, currency: null },
      },
    });
    network.on('GET', '/api/owner/receipts?month=2026-10&limit=20', { status: 500 });
    renderApp('/user/club-receipts', { user: owner });

    expect(await screen.findByText('No receipts this month')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '2026-10' } });
    expect(await screen.findByText("Couldn't load this")).toBeTruthy();
  });
});
