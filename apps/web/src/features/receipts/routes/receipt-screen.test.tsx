import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import type { Receipt } from '@courtside/shared';
import { anAuthResponse } from '../../../test/fixtures';
import { apiRefusal, network } from '../../../test/network';
import { renderApp } from '../../../test/render-app';

const receipt: Receipt = {
  id: 'receipt-7',
  number: 7,
  kind: 'sale',
  paymentId: 'payment-1',
  issuedAt: '2026-11-20T17:05:00.000Z',
  timeZone: 'Europe/Madrid',
  club: { id: 'club-1', name: 'Club Norte', address: 'Calle Mayor 1, Madrid', taxId: 'B-1234' },
  item: { purpose: 'booking', name: 'Padel 1', startsAt: '2026-11-21T17:00:00.000Z' },
  amount: 2420,
  taxRate: 21,
  taxAmount: 420,
  currency: 'USD',
  method: 'card',
};

const rows = () =>
  within(screen.getByRole('article'))
    .getAllByRole('definition')
    .map((dd) => dd.textContent);

describe('Receipt', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await i18next.changeLanguage('en');
  });

  it('shows what the receipt said, club time, with Print and Download PDF', async () => {
    network.on('GET', '/api/user/receipt/receipt-7', { status: 200, body: receipt });
    const printed = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderApp('/user/receipt/receipt-7', { user: anAuthResponse() });

    expect(await screen.findByRole('heading', { name: 'Receipt 7' })).toBeTruthy();
    expect(screen.getByText('Club Norte')).toBeTruthy();
    expect(screen.getByText('Calle Mayor 1, Madrid')).toBeTruthy();
    expect(screen.getByText(/Tax ID/).textContent).toBe('Tax ID: B-1234');
    expect(rows()).toEqual([
      'Nov 20, 2026, 6:05 PM',
      'Court booking · Padel 1 · Nov 21, 2026, 6:00 PM',
      'Card',
      '$24.20',
      '21 %',
      '$4.20',
    ]);
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(printed).toHaveBeenCalledOnce();
  });

  it('downloads the PDF in the reader language', async () => {
    network.on('GET', '/api/user/receipt/receipt-7', { status: 200, body: receipt });
    network.on('GET', '/api/user/receipt/receipt-7/pdf', {
      status: 200,
      raw: { text: '%PDF-1.3', contentType: 'application/pdf' },
    });
    const downloads: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:receipt');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push(`${this.download} ${this.href}`);
    });
    const user = userEvent.setup();
    renderApp('/user/receipt/receipt-7', { user: anAuthResponse() });

    await user.click(await screen.findByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(downloads).toEqual(['receipt-7.pdf blob:receipt']));
    const asked = network.requests.find((request) => request.url.endsWith('/pdf'));
    expect(asked?.headers.get('Accept-Language')).toBe('en');
  });

  it('says a refund receipt is one, in Arabic right to left', async () => {
    network.on('GET', '/api/user/receipt/receipt-8', {
      status: 200,
      body: {
        ...receipt,
        id: 'receipt-8',
        number: 8,
        kind: 'refund',
        amount: -2420,
        taxRate: 0,
        taxAmount: 0,
      },
    });
    await i18next.changeLanguage('ar');
    renderApp('/user/receipt/receipt-8', { user: anAuthResponse() });

    expect(await screen.findByRole('heading', { name: 'إيصال استرداد رقم 8' })).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
    expect(rows()).toContain('بلا ضريبة');
  });

  it("says so when the receipt is not the reader's", async () => {
    network.on('GET', '/api/user/receipt/other', apiRefusal(404, 'NOT_FOUND', 'Receipt not found'));
    renderApp('/user/receipt/other', { user: anAuthResponse() });
    expect(await screen.findByText('This receipt was not found')).toBeTruthy();
  });
});
