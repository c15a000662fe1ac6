import { useMutation } from '@tanstack/react-query';
import type { ValidPlanBody } from '@courtside/shared';
import { apiRequest } from '@/lib/api-client';
import { sharedSchema } from '@/lib/shared-schemas';
import { usePlansChanged } from './club-plans';

/** POST /owner/plans for a new plan, PUT /owner/plans/{planId} for one that exists. */
export function useSavePlan() {
  const changed = usePlansChanged();
  return useMutation({
    mutationFn: ({ planId, body }: { planId: string | null; body: ValidPlanBody }) =>
      apiRequest(planId ? `/owner/plans/${encodeURIComponent(planId)}` : '/owner/plans', {
        method: planId ? 'PUT' : 'POST',
        body,
        schema: sharedSchema('planSchema'),
      }),
    onSuccess: changed,
  });
}
