import { useMutation } from '@tanstack/react-query';
import type { OwnerChoice } from '@courtside/shared';
import { apiRequest } from '@/lib/api-client';
import { sharedSchema } from '@/lib/shared-schemas';
import { adminClubPath } from './admin-club-path';
import { useClubChanged } from './club-changed';

/** PUT /admin/clubs/{id}/owner. */
export function useSetOwner(id: string) {
  const changed = useClubChanged();
  return useMutation({
    mutationFn: (owner: OwnerChoice) =>
      apiRequest(`${adminClubPath(id)}/owner`, {
        method: 'PUT',
        body: { owner },
        schema: sharedSchema('adminClubChangeSchema'),
      }),
    onSuccess: changed,
  });
}
