import type { Payment } from '@courtside/shared';

const returnScreens: Partial<Record<Payment['purpose'], string>> = {
  coin_pack: 'coins-pack',
  championship: 'champion-request',
  activity: 'activities',
  social: 'socials',
};

/** Where the payer lands back in the app after a hosted checkout (relative to the app). */
export function returnPath(payment: Pick<Payment, 'id' | 'purpose'>): string {
  const screen = returnScreens[payment.purpose] ?? 'my-booking';
  return `/user/${screen}?payment=${encodeURIComponent(payment.id)}`;
}
