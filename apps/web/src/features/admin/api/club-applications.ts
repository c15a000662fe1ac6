import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from '@/lib/query-keys';
import { sharedSchema } from '@/lib/shared-schemas';

const pageSize = 20;

/** GET /admin/club-applications: newest first, a page at a time. */
export const clubApplicationsQuery = () =>
  infiniteQueryOptions({
    queryKey: adminKeys.applications(),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      apiRequest(
        `/admin/club-applications?${new URLSearchParams({ limit: String(pageSize), ...(pageParam ? { before: pageParam } : {}) })}`,
        { schema: sharedSchema('clubApplicationPageSchema'), signal },
      ),
    getNextPageParam: (page) => page.nextCursor,
  });

export const useClubApplications = () => useInfiniteQuery(clubApplicationsQuery());
