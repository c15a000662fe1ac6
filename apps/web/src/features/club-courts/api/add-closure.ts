import { useMutation } from '@tanstack/react-query';
import type { ClosureBody } from '@courtside/shared';
import { apiRequest } from '@/lib/api-client';
import { sharedSchema } from '@/lib/shared-schemas';
import { useHoursChanged } from './hours-changed';

/** Closes the club or a court; refused with what it would cancel unless `confirm` is set. */
export function useAddClosure() {
  const changed = useHoursChanged();
  return useMutation({
    mutationFn: (body: ClosureBody) =>
      apiRequest('/owner/closures', {
        method: 'POST',
        body,
        schema: sharedSchema('closureResultSchema'),
      }),
    onSuccess: changed,
  });
}
