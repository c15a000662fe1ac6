import { useQuery } from '@tanstack/react-query';
import { myClubSchema } from '@courtside/shared';
import { apiRequest } from '../api-client';
import { ownerClubKeys } from '../query-keys';

/**
 * GET /user/me/club: the owner's club, whose name the create forms show read-only and in
 * whose currency court prices are typed.
 */
export function useOwnerClub() {
  return useQuery({
    queryKey: ownerClubKeys.all,
    queryFn: ({ signal }) => apiRequest('/user/me/club', { schema: myClubSchema, signal }),
  });
}
