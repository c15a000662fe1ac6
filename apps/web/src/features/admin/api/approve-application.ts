import { useMutation } from '@tanstack/react-query';
import type { ApproveApplicationBody } from '@courtside/shared';
import { apiRequest } from '@/lib/api-client';
import { sharedSchema } from '@/lib/shared-schemas';
import { useApplicationDecided } from './application-decided';
import { applicationPath } from './application-path';

/** POST /admin/club-applications/{id}/approve: the club opens, the applicant its owner. */
export function useApproveApplication(id: string) {
  const decided = useApplicationDecided();
  return useMutation({
    mutationFn: (body: ApproveApplicationBody) =>
      apiRequest(`${applicationPath(id)}/approve`, {
        method: 'POST',
        body,
        schema: sharedSchema('applicationApprovalSchema'),
      }),
    onSuccess: decided,
  });
}
