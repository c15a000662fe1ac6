import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { sharedSchema } from '@/lib/shared-schemas';
import { adminClubPath } from './admin-club-path';
import { useClubChanged } from './club-changed';

/** PUT /admin/clubs/{id}/photo. */
export function useSetClubPhoto(id: string) {
  const changed = useClubChanged();
  return useMutation({
    mutationFn: (photo: File) => {
      const form = new FormData();
      form.append('photo', photo);
      return apiRequest(`${adminClubPath(id)}/photo`, {
        method: 'PUT',
        body: form,
        schema: sharedSchema('adminClubSchema'),
      });
    },
    onSuccess: changed,
  });
}
