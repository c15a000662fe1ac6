import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { customerKeys } from '@/lib/query-keys';
import { sharedSchema } from '@/lib/shared-schemas';

/** PUT /owner/customers/:id/categories: the club's categories the customer is in. */
export function useSetCustomerCategories(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (categoryIds: string[]) =>
      apiRequest(`/owner/customers/${encodeURIComponent(id)}/categories`, {
        method: 'PUT',
        body: { categoryIds },
        schema: sharedSchema('customerSummarySchema'),
      }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: customerKeys.one(id) }),
        client.invalidateQueries({ queryKey: customerKeys.lists() }),
      ]),
  });
}
