import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { customerKeys } from '@/lib/query-keys';
import { sharedSchema } from '@/lib/shared-schemas';

/** GET /owner/customers/:id: a customer's page. */
export function useCustomer(id: string) {
  return useQuery({
    queryKey: customerKeys.one(id),
    queryFn: ({ signal }) =>
      apiRequest(`/owner/customers/${encodeURIComponent(id)}`, {
        schema: sharedSchema('customerDetailSchema'),
        signal,
      }),
  });
}
