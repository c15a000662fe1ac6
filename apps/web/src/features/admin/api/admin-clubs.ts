import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from '@/lib/query-keys';
import { sharedSchema } from '@/lib/shared-schemas';

const pageSize = 20;

/** GET /admin/clubs: every club with its state and owner, newest first, a page at a time. */
export const adminClubsQuery = () =>
  infiniteQueryOptions({
    queryKey: adminKeys.clubs(),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      apiRequest(
        `/admin/clubs?${new URLSearchParams({ limit: String(pageSize), ...(pageParam ? { before: pageParam } : {}) })}`,
        { schema: sharedSchema('adminClubPageSchema'), signal },
      ),
    getNextPageParam: (page) => page.nextCursor,
  });

export function useAdminClubs() {
  return useInfiniteQuery(adminClubsQuery());
}
