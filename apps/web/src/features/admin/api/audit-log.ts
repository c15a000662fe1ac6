import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from '@/lib/query-keys';
import { sharedSchema } from '@/lib/shared-schemas';

/** GET /admin/audit: every admin action, newest first, a page at a time. */
export const auditLogQuery = () =>
  infiniteQueryOptions({
    queryKey: adminKeys.audit(),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      apiRequest(
        `/admin/audit?${new URLSearchParams({ limit: '20', ...(pageParam ? { before: pageParam } : {}) })}`,
        { schema: sharedSchema('auditPageSchema'), signal },
      ),
    getNextPageParam: (page) => page.nextCursor,
  });

export function useAuditLog() {
  return useInfiniteQuery(auditLogQuery());
}
