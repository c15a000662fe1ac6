import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { sharedSchema } from '@/lib/shared-schemas';
import { useCourtChanged } from './court-changed';

/** POST /owner/court/{id}/retire. */
export function useRetireCourt() {
  const changed = useCourtChanged();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/owner/court/${encodeURIComponent(id)}/retire`, {
        method: 'POST',
        schema: sharedSchema('ownedCourtSchema'),
      }),
    onSuccess: changed,
  });
}
