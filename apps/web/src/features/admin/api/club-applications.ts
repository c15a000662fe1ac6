import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { ApproveApplicationBody, DeclineApplicationBody } from '@courtside/shared';
import { apiRequest } from '@/lib/api-client';
import { adminKeys, clubKeys } from '@/lib/query-keys';
import { sharedSchema } from '@/lib/shared-schemas';

const pageSize = 20;
const applicationPath = (id: string) => `/admin/club-applications/${encodeURIComponent(id)}`;

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

/** GET /admin/club-applications/{id}. */
export const useClubApplication = (id: string) =>
  useQuery(
    queryOptions({
      queryKey: adminKeys.application(id),
      queryFn: ({ signal }) =>
        apiRequest(applicationPath(id), { schema: sharedSchema('clubApplicationSchema'), signal }),
    }),
  );

/** A decision shows in the applications, the clubs, the audit log and players' lists. */
function useDecided() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.all }),
      queryClient.invalidateQueries({ queryKey: clubKeys.all }),
    ]);
}

/** POST /admin/club-applications/{id}/approve: the club opens, the applicant its owner. */
export function useApproveApplication(id: string) {
  const decided = useDecided();
  return useMutation({
    mutationFn: (body: ApproveApplicationBody) =>
      apiRequest(`${applicationPath(id)}/approve`, {
        method: 'POST',
        body,
        schema: sharedSchema('applicationApprovalSchema'),
      }),
    onSuccess: decided,
  });
}

/** POST /admin/club-applications/{id}/decline. */
export function useDeclineApplication(id: string) {
  const decided = useDecided();
  return useMutation({
    mutationFn: (body: DeclineApplicationBody) =>
      apiRequest(`${applicationPath(id)}/decline`, {
        method: 'POST',
        body,
        schema: sharedSchema('clubApplicationSchema'),
      }),
    onSuccess: decided,
  });
}
