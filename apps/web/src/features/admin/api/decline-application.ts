import { useMutation } from '@tanstack/react-query';
import type { DeclineApplicationBody } from '@courtside/shared';
import { apiRequest } from '@/lib/api-client';
import { sharedSchema } from '@/lib/shared-schemas';
import { useApplicationDecided } from './application-decided';
import { applicationPath } from './application-path';

/** POST /admin/club-applications/{id}/decline. */
export function useDeclineApplication(id: string) {
  const decided = useApplicationDecided();
  return useMutation({
    mutationFn: (body: DeclineApplicationBody) =>
      apiRequest(`${applicationPath(id)}/decline`, {
        method: 'POST',
        body,
        schema: sharedSchema('clubApplicationSchema'),
      }),
    onSuccess: decided,
  });
}
