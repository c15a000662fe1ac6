import type { TFunction } from 'i18next';
import type { PaymentMethod, PaymentStatus } from '@courtside/shared';
import { formatPrice } from '@/lib/money';

const paymentStates = ['succeeded', 'due_at_club', 'pending', 'no_show', 'cancelled'] as const;

interface Paid {
  paymentMethod: PaymentMethod | null;
  paymentStatus: PaymentStatus | null;
}

/**
 * How a taken hour is paid, as the owner reads it: 'Card · Paid · $24.00', 'Cash at the
 * club · To pay at the club · $24.00'; the amount when it is known, null when nothing is paid.
 */
export function paymentText(
  t: TFunction,
  paid: Paid,
  amount?: { amount: number | null; currency: string },
): string | null {
  if (!paid.paymentStatus) return null;
  const state = paymentStates.find((known) => known === paid.paymentStatus) ?? ('other' as const);
  const parts = [t(`clubDay.paymentState.${state}`)];
  if (paid.paymentMethod) parts.unshift(t(`paymentMethods.${paid.paymentMethod}`));
  if (amount && amount.amount !== null) parts.push(formatPrice(amount.amount, amount.currency));
  return parts.join(' · ');
}
