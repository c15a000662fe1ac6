import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewCustomerBody } from '@courtside/shared';
import { apiRequest } from '@/lib/api-client';
import { customerKeys } from '@/lib/query-keys';
import { sharedSchema } from '@/lib/shared-schemas';

/** POST /owner/customers: the desk adds someone by name and phone. */
export function useAddCustomer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NewCustomerBody) =>
      apiRequest('/owner/customers', {
        method: 'POST',
        body,
        schema: sharedSchema('customerSummarySchema'),
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: customerKeys.lists() }),
  });
}
