import { useMutation } from '@tanstack/react-query';
import type { championshipPaymentMethods } from '@courtside/shared';
import { apiRequest } from '@/lib/api-client';
import { sharedSchema } from '@/lib/shared-schemas';

export type EntryMethod = (typeof championshipPaymentMethods)[number];

/** POST /user/champion-request/{id}/payment/{method}: pay an accepted place. */
export function payEntry(input: {
  requestId: string;
  method: EntryMethod;
  idempotencyKey: string;
  /** The phone a mobile wallet charges. */
  phone?: string;
}) {
  return apiRequest(
    `/user/champion-request/${encodeURIComponent(input.requestId)}/payment/${input.method}`,
    {
      method: 'POST',
      headers: { 'Idempotency-Key': input.idempotencyKey },
      body: input.phone ? { phone: input.phone } : undefined,
      schema: sharedSchema('championshipPaymentResponseSchema'),
    },
  );
}

export function usePayEntry() {
  return useMutation({ mutationFn: payEntry });
}
