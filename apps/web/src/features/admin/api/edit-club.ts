import { useMutation } from '@tanstack/react-query';
import type { ClubFields } from '@courtside/shared';
import { apiRequest } from '@/lib/api-client';
import { sharedSchema } from '@/lib/shared-schemas';
import { adminClubPath } from './admin-club-path';
import { useClubChanged } from './club-changed';

/** PATCH /admin/clubs/{id}. */
export function useEditClub(id: string) {
  const changed = useClubChanged();
  return useMutation({
    mutationFn: (body: ClubFields) =>
      apiRequest(adminClubPath(id), {
        method: 'PATCH',
        body,
        schema: sharedSchema('adminClubSchema'),
      }),
    onSuccess: changed,
  });
}
