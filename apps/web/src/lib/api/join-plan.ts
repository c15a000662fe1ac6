import { useMutation } from '@tanstack/react-query';
import type { PaymentMethod } from '@courtside/shared';
import { apiRequest } from '@/lib/api-client';
import { sharedSchema } from '@/lib/shared-schemas';

/** POST /user/memberships/join/:method: join a plan and start paying its first period. */
export function useJoinPlan() {
  return useMutation({
    mutationFn: (input: {
      planId: string;
      method: PaymentMethod;
      idempotencyKey: string;
      phone?: string;
    }) =>
      apiRequest(`/user/memberships/join/${input.method}`, {
        method: 'POST',
        headers: { 'Idempotency-Key': input.idempotencyKey },
        body: { planId: input.planId, ...(input.phone && { phone: input.phone }) },
        schema: sharedSchema('purchaseStartSchema'),
      }),
  });
}
