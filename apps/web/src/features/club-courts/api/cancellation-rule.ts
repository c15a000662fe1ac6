import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CancellationRule } from '@courtside/shared';
import { apiRequest } from '@/lib/api-client';
import { sharedSchema } from '@/lib/shared-schemas';

export const cancellationRuleKeys = { all: ['cancellation-rule'] as const };

/** GET /owner/cancellation: the club's cancellation rule. */
export const cancellationRuleQuery = () =>
  queryOptions({
    queryKey: cancellationRuleKeys.all,
    queryFn: ({ signal }): Promise<CancellationRule> =>
      apiRequest('/owner/cancellation', { schema: sharedSchema('cancellationRuleSchema'), signal }),
  });

export function useCancellationRule() {
  return useQuery(cancellationRuleQuery());
}
