import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from '@/lib/query-keys';
import { sharedSchema } from '@/lib/shared-schemas';
import { applicationPath } from './application-path';

/** GET /admin/club-applications/{id}. */
export const useClubApplication = (id: string) =>
  useQuery(
    queryOptions({
      queryKey: adminKeys.application(id),
      queryFn: ({ signal }) =>
        apiRequest(applicationPath(id), { schema: sharedSchema('clubApplicationSchema'), signal }),
    }),
  );
