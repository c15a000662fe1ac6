import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { paymentProviderKeys } from '../query-keys';
import { sharedSchema } from '@/lib/shared-schemas';

export const paymentProvidersQuery = () =>
  queryOptions({
    queryKey: paymentProviderKeys.all,
    queryFn: ({ signal }) =>
      apiRequest('/payments/providers', { schema: sharedSchema('paymentProvidersSchema'), signal }),
    // The server's set-up: it changes only when the server restarts.
    staleTime: Infinity,
  });

/** Who takes the money of card, wallet and mobile payments here (Stripe, the sandbox, nobody). */
export function usePaymentProviders() {
  return useQuery(paymentProvidersQuery());
}
