import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../../../../app/query-client';
import { network } from '../../../../test/network';
import { PayStep, type PayStepProps } from './pay-step';

function renderStep(props: Partial<PayStepProps> = {}) {
  const onPay = vi.fn(() => Promise.resolve());
  render(
    <QueryClientProvider client={createQueryClient()}>
      <PayStep
        amount={5000}
        balance={600}
        payerPhone="+201012345678"
        clubTimeZone="Africa/Cairo"
        busy={null}
        onPay={onPay}
        {...props}
      />
    </QueryClientProvider>,
  );
  return { onPay, user: userEvent.setup() };
}

const method = (name: RegExp) =>
  within(screen.getByRole('group', { name: 'Payment method' })).getByRole('button', { name });

describe('Pay step', () => {
  it('pays with the tapped method', async () => {
    const { onPay, user } = renderStep();
    await user.click(method(/^Card/));
    expect(onPay).toHaveBeenCalledWith('card');
  });

  it("asks the mobile wallet for a phone, offering the player's own first, whole", async () => {
    const { onPay, user } = renderStep();
    await user.click(method(/^Mobile wallet/));
    const dialog = await screen.findByRole('dialog', { name: 'Mobile wallet' });
    const phone = within(dialog).getByRole('textbox', { name: 'Phone number' });
    await waitFor(() => expect(phone).toHaveProperty('value', '+20 10 12345678'));
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(onPay).toHaveBeenCalledWith('wallet', '+201012345678');
  });

  it("reads a national number in the club's country and keeps every digit typed", async () => {
    const { onPay, user } = renderStep();
    await user.click(method(/^Mobile wallet/));
    const dialog = await screen.findByRole('dialog', { name: 'Mobile wallet' });
    const phone = within(dialog).getByRole('textbox', { name: 'Phone number' });
    await user.clear(phone);
    await user.type(phone, '010 1234 56789');
    expect((phone as HTMLInputElement).value.replace(/\D/g, '')).toBe('010123456789');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByText(/Not a whole phone number/)).toBeTruthy();
    expect(onPay).not.toHaveBeenCalled();
    await user.type(phone, '{Backspace}');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(onPay).toHaveBeenCalledWith('wallet', '+201012345678');
  });

  it('offers coins with their cost, and not when the balance is short', () => {
    renderStep({ balance: 120 });
    expect(method(/^Coins/).textContent).toBe('Coins500 coins · your balance is only 120');
    expect(method(/^Coins/)).toHaveProperty('disabled', true);
    expect(method(/^Card/)).toHaveProperty('disabled', false);
  });

  it('keeps every method still while one payment runs', () => {
    renderStep({ busy: 'card' });
    for (const name of [/^Card/, /^Cash/, /^Mobile payment/])
      expect(method(name)).toHaveProperty('disabled', true);
  });

  it('says who takes each hosted payment, and offers none that no provider serves', async () => {
    network.on('GET', '/api/payments/providers', {
      status: 200,
      body: { card: 'stripe', wallet: 'sandbox', mobile: null },
    });
    renderStep();
    expect(await screen.findByText('Paid securely with Stripe')).toBeDefined();
    expect(method(/^Card/).textContent).toBe('CardPaid securely with Stripe');
    expect(method(/^Mobile wallet/).textContent).toBe(
      'Mobile walletTest checkout: no money is taken',
    );
    expect(method(/^Mobile payment/).textContent).toBe('Mobile paymentNot available here');
    expect(method(/^Mobile payment/)).toHaveProperty('disabled', true);
    expect(method(/^Card/)).toHaveProperty('disabled', false);
    expect(method(/^Cash/).textContent).toBe('Cash at the club');
  });

  it('offers nothing to pay without a price', () => {
    renderStep({ amount: null });
    expect(method(/^Card/)).toHaveProperty('disabled', true);
  });
});
