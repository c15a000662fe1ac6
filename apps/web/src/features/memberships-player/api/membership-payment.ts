import { useMutation } from '@tanstack/react-query';
import type { PaymentMethod } from '@courtside/shared';
import { apiRequest } from '@/lib/api-client';
import { sharedSchema } from '@/lib/shared-schemas';

/** POST /user/memberships/:membershipId/payment/:method: pay a pending or due period. */
export function usePayMembership() {
  return useMutation({
    mutationFn: (input: {
      membershipId: string;
      method: PaymentMethod;
      idempotencyKey: string;
      phone?: string;
    }) =>
      apiRequest(
        `/user/memberships/${encodeURIComponent(input.membershipId)}/payment/${input.method}`,
        {
          method: 'POST',
          headers: { 'Idempotency-Key': input.idempotencyKey },
          body: input.phone ? { phone: input.phone } : {},
          schema: sharedSchema('purchaseStartSchema'),
        },
      ),
  });
}
