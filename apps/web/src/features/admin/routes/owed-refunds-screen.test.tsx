import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OwedRefund } from '@courtside/shared';
import type { ReactNode } from 'react';
import { anAuthResponse } from '../../../test/fixtures';
import { network } from '../../../test/network';
import { renderSignedIn } from '../../../test/render-app';
import { OwedRefundsScreen } from './owed-refunds-screen';

const inApp = (children: ReactNode) => renderSignedIn(children, anAuthResponse({ role: 'admin' }));

const refund = (overrides: Partial<OwedRefund>): OwedRefund => ({
  paymentId: 'pay-1',
  purpose: 'booking',
  method: 'card',
  amount: 2400,
  currency: 'USD',
  provider: 'stripe',
  providerConfigured: false,
  since: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

const firstPage = '/api/admin/refunds?limit=20';

describe('the refunds owed, for the admin', () => {
  it('says which refunds wait for a provider not set up here and which are being retried, a page at a time', async () => {
    network.on('GET', firstPage, {
      status: 200,
      body: { items: [refund({})], nextCursor: 'next-page' },
    });
    network.on('GET', '/api/admin/refunds?limit=20&cursor=next-page', {
      status: 200,
      body: {
        items: [
          refund({
            paymentId: 'pay-2',
            purpose: 'coin_pack',
            amount: 500,
            providerConfigured: true,
          }),
        ],
        nextCursor: null,
      },
    });
    const user = userEvent.setup();
    inApp(<OwedRefundsScreen />);

    const waiting = (await screen.findByRole('heading', { name: '$24.00 · Court booking' }))
      .parentElement!;
    expect(within(waiting).getByText('Card, paid through \u2068Stripe\u2069')).toBeTruthy();
    expect(within(waiting).getByRole('note').textContent).toBe(
      'Waiting: \u2068Stripe\u2069 is not set up on this server, so nothing can be refunded there. It is refunded as soon as \u2068Stripe\u2069 is set up again.',
    );

    await user.click(screen.getByRole('button', { name: 'Show more' }));
    const retrying = (await screen.findByRole('heading', { name: '$5.00 · Coin pack' }))
      .parentElement!;
    expect(within(retrying).getByRole('note').textContent).toBe(
      'Not taken by \u2068Stripe\u2069 yet; it is sent again every few minutes.',
    );
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('says when nothing is owed', async () => {
    network.on('GET', firstPage, { status: 200, body: { items: [], nextCursor: null } });
    inApp(<OwedRefundsScreen />);
    expect(await screen.findByText('No refunds owed')).toBeTruthy();
  });
});
