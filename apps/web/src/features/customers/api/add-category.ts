import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { customerKeys } from '@/lib/query-keys';
import { sharedSchema } from '@/lib/shared-schemas';

/** POST /owner/customer-categories: a new category of the club's. */
export function useAddCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) =>
      apiRequest('/owner/customer-categories', {
        method: 'POST',
        body: { name },
        schema: sharedSchema('customerCategorySchema'),
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: customerKeys.categories() }),
  });
}
