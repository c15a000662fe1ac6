import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from '@/lib/query-keys';
import { sharedSchema } from '@/lib/shared-schemas';
import { adminClubPath } from './admin-club-path';

/** GET /admin/clubs/{id}: one club with its state and owner. */
export const adminClubQuery = (id: string) =>
  queryOptions({
    queryKey: adminKeys.club(id),
    queryFn: ({ signal }) =>
      apiRequest(adminClubPath(id), { schema: sharedSchema('adminClubSchema'), signal }),
  });

export function useAdminClub(id: string) {
  return useQuery(adminClubQuery(id));
}
