import { useQuery } from '@tanstack/react-query';
import { roleMay, type ClubAction, type ClubRole } from '@courtside/shared/rules';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from '@/lib/query-keys';
import { useSignedInUser } from '@/lib/session';
import { sharedSchema } from '@/lib/shared-schemas';

/**
 * The signed-in person's role at a club: an owner account is its club's owner at once; a
 * player may be on a club's staff (GET /user/club-role), read once per visit; anyone else
 * has none. `pending` while a player's post is still being read.
 */
export function useClubRole(): { role: ClubRole | null; pending: boolean } {
  const user = useSignedInUser();
  const isPlayer = user.role === 'player';
  const post = useQuery({
    queryKey: staffKeys.myPost(),
    queryFn: ({ signal }) =>
      apiRequest('/user/club-role', { schema: sharedSchema('clubPostSchema'), signal }),
    enabled: isPlayer,
    staleTime: 5 * 60_000,
  });
  if (user.role === 'owner') return { role: 'owner', pending: false };
  if (!isPlayer) return { role: null, pending: false };
  return { role: post.data?.post?.role ?? null, pending: post.isPending };
}

/** Whether the signed-in person may do `action` at their club (false while it is being read). */
export function useMayActOnClub(action: ClubAction): boolean {
  const { role } = useClubRole();
  return role !== null && roleMay(role, action);
}
