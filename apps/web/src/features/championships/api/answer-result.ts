import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { championshipKeys } from '@/lib/query-keys';
import { sharedSchema } from '@/lib/shared-schemas';
import { resultPath } from './enter-result';

/** PATCH …/result/confirm or …/result/dispute: the other captain's answer to a proposal. */
export function useAnswerResult(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fixtureId, answer }: { fixtureId: string; answer: 'confirm' | 'dispute' }) =>
      apiRequest(`${resultPath(id, fixtureId)}/${answer}`, {
        method: 'PATCH',
        schema: sharedSchema('championshipSeasonSchema'),
      }),
    onSuccess: (season) => queryClient.setQueryData(championshipKeys.season(id), season),
  });
}
