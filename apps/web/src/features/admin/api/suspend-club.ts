import { useMutation } from '@tanstack/react-query';
import type { SuspendClubBody } from '@courtside/shared';
import { apiRequest } from '@/lib/api-client';
import { sharedSchema } from '@/lib/shared-schemas';
import { adminClubPath } from './admin-club-path';
import { useClubChanged } from './club-changed';

/** POST /admin/clubs/{id}/suspend. */
export function useSuspendClub(id: string) {
  const changed = useClubChanged();
  return useMutation({
    mutationFn: (body: SuspendClubBody) =>
      apiRequest(`${adminClubPath(id)}/suspend`, {
        method: 'POST',
        body,
        schema: sharedSchema('adminClubChangeSchema'),
      }),
    onSuccess: changed,
  });
}
