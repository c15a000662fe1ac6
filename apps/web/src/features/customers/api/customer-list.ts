import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { keysetPaging, pageSearch } from '@/lib/keyset-pages';
import { customerKeys } from '@/lib/query-keys';
import { sharedSchema } from '@/lib/shared-schemas';

/** GET /owner/customers: the club's customers, last visit first, a page at a time. */
export const customerListQuery = (q: string) =>
  infiniteQueryOptions({
    queryKey: customerKeys.list(q),
    ...keysetPaging,
    queryFn: ({ pageParam, signal }) =>
      apiRequest(`/owner/customers${pageSearch({ q }, pageParam)}`, {
        schema: sharedSchema('customerPageSchema'),
        signal,
      }),
  });

export function useCustomerList(q: string) {
  return useInfiniteQuery(customerListQuery(q));
}
