import type { Payment } from '@courtside/shared';

const returnScreens: Partial<Record<Payment['purpose'], string>> = {
  coin_pack: 'coins-pack',
  championship: 'champion-request',
  activity: 'activities',
  social: 'socials',
  membership: 'memberships',
};

/**
 * Where the payer lands back in the app after a hosted checkout (relative to the app): a
 * share of a match comes back to that match's details, where its seat shows paid.
 */
export function returnPath(payment: Pick<Payment, 'id' | 'purpose' | 'subjectId'>): string {
  const back = `?payment=${encodeURIComponent(payment.id)}`;
  if (payment.purpose === 'match')
    return `/user/find-match/${encodeURIComponent(payment.subjectId)}${back}`;
  return `/user/${returnScreens[payment.purpose] ?? 'my-booking'}${back}`;
}
