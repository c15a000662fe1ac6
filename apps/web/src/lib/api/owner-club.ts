import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { ownerClubKeys } from '../query-keys';
import { sharedSchema } from '@/lib/shared-schemas';

/**
 * GET /user/me/club: the owner's club, whose name the create forms show read-only and in
 * whose currency court prices are typed.
 */
export function useOwnerClub() {
  return useQuery({
    queryKey: ownerClubKeys.all,
    queryFn: ({ signal }) =>
      apiRequest('/user/me/club', { schema: sharedSchema('myClubSchema'), signal }),
  });
}
