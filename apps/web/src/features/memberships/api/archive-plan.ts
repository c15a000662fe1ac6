import { useMutation } from '@tanstack/react-query';
import { apiRequest, noContent } from '@/lib/api-client';
import { usePlansChanged } from './club-plans';

/** DELETE /owner/plans/{planId}: no one joins it any more; its members keep it to their period's end. */
export function useArchivePlan() {
  const changed = usePlansChanged();
  return useMutation({
    mutationFn: (planId: string) =>
      apiRequest(`/owner/plans/${encodeURIComponent(planId)}`, {
        method: 'DELETE',
        schema: noContent,
      }),
    onSuccess: changed,
  });
}
