import { useMutation } from '@tanstack/react-query';
import type { CreateClubBody } from '@courtside/shared';
import { apiRequest } from '@/lib/api-client';
import { sharedSchema } from '@/lib/shared-schemas';
import { useClubChanged } from './club-changed';

/** POST /admin/clubs: the club, its first court and its owner. */
export function useCreateClub() {
  const changed = useClubChanged();
  return useMutation({
    mutationFn: (body: CreateClubBody) =>
      apiRequest('/admin/clubs', {
        method: 'POST',
        body,
        schema: sharedSchema('adminClubChangeSchema'),
      }),
    onSuccess: changed,
  });
}
