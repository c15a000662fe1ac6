import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CancellationRule } from '@courtside/shared';
import { apiRequest } from '@/lib/api-client';
import { clubKeys } from '@/lib/query-keys';
import { sharedSchema } from '@/lib/shared-schemas';
import { cancellationRuleKeys } from './cancellation-rule';

/** PUT /owner/cancellation: the club's cancellation rule, which its players read with the club. */
export function useSaveCancellationRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CancellationRule) =>
      apiRequest('/owner/cancellation', {
        method: 'PUT',
        body,
        schema: sharedSchema('cancellationRuleSchema'),
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(cancellationRuleKeys.all, saved);
      return queryClient.invalidateQueries({ queryKey: clubKeys.all });
    },
  });
}
