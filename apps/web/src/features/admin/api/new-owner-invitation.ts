import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { sharedSchema } from '@/lib/shared-schemas';
import { adminClubPath } from './admin-club-path';
import { useClubChanged } from './club-changed';

/** POST /admin/clubs/{id}/invitation: a new link for the invited owner; older ones stop. */
export function useNewOwnerInvitation(id: string) {
  const changed = useClubChanged();
  return useMutation({
    mutationFn: () =>
      apiRequest(`${adminClubPath(id)}/invitation`, {
        method: 'POST',
        body: {},
        schema: sharedSchema('adminClubChangeSchema'),
      }),
    onSuccess: changed,
  });
}
