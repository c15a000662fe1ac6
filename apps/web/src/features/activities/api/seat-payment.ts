import { useMutation } from '@tanstack/react-query';
import type { ActivitySeatMethod } from '@courtside/shared';
import { apiRequest } from '@/lib/api-client';
import { occurrencePath } from './occurrence-path';
import { sharedSchema } from '@/lib/shared-schemas';

/** POST /user/activity/occurrence/{id}/payment/{method}: book and pay a seat. */
export function usePaySeat() {
  return useMutation({
    mutationFn: (input: {
      occurrenceId: string;
      method: ActivitySeatMethod;
      idempotencyKey: string;
      phone?: string;
    }) =>
      apiRequest(`${occurrencePath(input.occurrenceId)}/payment/${input.method}`, {
        method: 'POST',
        headers: { 'Idempotency-Key': input.idempotencyKey },
        body: input.phone ? { phone: input.phone } : undefined,
        schema: sharedSchema('activitySeatResponseSchema'),
      }),
  });
}
