import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { sharedSchema } from '@/lib/shared-schemas';
import { useHoursChanged } from './hours-changed';

/** DELETE /owner/closures/{id}. */
export function useRemoveClosure() {
  const changed = useHoursChanged();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/owner/closures/${encodeURIComponent(id)}`, {
        method: 'DELETE',
        schema: sharedSchema('noContentSchema'),
      }),
    onSuccess: changed,
  });
}
