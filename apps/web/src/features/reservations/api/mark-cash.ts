import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { sharedSchema } from '@/lib/shared-schemas';
import { useRefreshDays } from './refresh-days';

/** The owner marks cash due at the club collected, or the player as not having come. */
export function useMarkCash() {
  const refresh = useRefreshDays();
  return useMutation({
    mutationFn: ({ paymentId, outcome }: { paymentId: string; outcome: 'collected' | 'no_show' }) =>
      apiRequest(`/payments/${encodeURIComponent(paymentId)}/cash`, {
        method: 'PATCH',
        body: { outcome },
        schema: sharedSchema('paymentSchema'),
      }),
    onSuccess: refresh,
  });
}
