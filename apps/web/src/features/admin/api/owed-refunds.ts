import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from '@/lib/query-keys';
import { sharedSchema } from '@/lib/shared-schemas';

/** GET /admin/refunds: money owed back through payment providers, oldest first, a page at a time. */
export const owedRefundsQuery = () =>
  infiniteQueryOptions({
    queryKey: adminKeys.refunds(),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      apiRequest(
        `/admin/refunds?${new URLSearchParams({ limit: '20', ...(pageParam ? { cursor: pageParam } : {}) })}`,
        { schema: sharedSchema('owedRefundPageSchema'), signal },
      ),
    getNextPageParam: (page) => page.nextCursor,
  });

export function useOwedRefunds() {
  return useInfiniteQuery(owedRefundsQuery());
}
