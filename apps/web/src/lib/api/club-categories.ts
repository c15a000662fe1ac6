import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { customerKeys } from '@/lib/query-keys';
import { sharedSchema } from '@/lib/shared-schemas';

/** GET /owner/customer-categories: the categories the club defined, by name. */
export function useClubCategories() {
  return useQuery({
    queryKey: customerKeys.categories(),
    queryFn: ({ signal }) =>
      apiRequest('/owner/customer-categories', {
        schema: sharedSchema('customerCategoryListSchema'),
        signal,
      }),
  });
}
