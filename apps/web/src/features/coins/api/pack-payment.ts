import { useMutation } from '@tanstack/react-query';
import type { HostedPaymentMethod } from '@courtside/shared';
import { apiRequest } from '../../../lib/api-client';
import { sharedSchema } from '@/lib/shared-schemas';

/** SPEC 7: the pack data from the query parameters; the server trusts only the pack id. */
export interface PackPayment {
  method: HostedPaymentMethod;
  pack: string;
  coin?: number;
  price?: number;
  phone?: string;
}

export function payForPack({ method, ...body }: PackPayment) {
  return apiRequest(`/booking/payment/pack/${method}`, {
    method: 'POST',
    body,
    schema: sharedSchema('packPaymentResponseSchema'),
  });
}

export function usePayForPack() {
  return useMutation({ mutationFn: payForPack });
}
