import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { sharedSchema } from '@/lib/shared-schemas';
import { adminClubPath } from './admin-club-path';
import { useClubChanged } from './club-changed';

/** POST /admin/clubs/{id}/reopen. */
export function useReopenClub(id: string) {
  const changed = useClubChanged();
  return useMutation({
    mutationFn: () =>
      apiRequest(`${adminClubPath(id)}/reopen`, {
        method: 'POST',
        body: {},
        schema: sharedSchema('adminClubSchema'),
      }),
    onSuccess: changed,
  });
}
