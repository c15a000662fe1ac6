import type { Payment } from '@courtside/shared';

/** What a payment is for, as a provider's checkout page names it to the payer. */
export const purposeTitles: Record<Payment['purpose'], string> = {
  booking: 'Court booking',
  coin_pack: 'Coin pack',
  championship: 'Championship entry',
  activity: 'Activity booking',
  match: 'Match court',
  social: 'Americano or Mexicano night',
  membership: 'Club membership',
};
