import { useMutation } from '@tanstack/react-query';
import type { ActivitySeatMethod } from '@courtside/shared';
import { apiRequest } from '@/lib/api-client';
import { sharedSchema } from '@/lib/shared-schemas';
import { nightPath } from './night-path';

/** POST /user/social/night/{id}/payment/{method}: take a place and pay it. */
export const usePayPlace = () =>
  useMutation({
    mutationFn: (input: {
      nightId: string;
      method: ActivitySeatMethod;
      idempotencyKey: string;
      phone?: string;
    }) =>
      apiRequest(`${nightPath(input.nightId)}/payment/${input.method}`, {
        method: 'POST',
        headers: { 'Idempotency-Key': input.idempotencyKey },
        body: input.phone ? { phone: input.phone } : undefined,
        schema: sharedSchema('activitySeatResponseSchema'),
      }),
  });
