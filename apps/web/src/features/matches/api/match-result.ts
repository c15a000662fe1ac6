import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { resultKeys } from '@/lib/query-keys';
import { sharedSchema } from '@/lib/shared-schemas';
import { resultPath } from './result-path';

/** GET /user/match/{id}/result: the match's result, and whether the caller may record it. */
export const useMatchResult = (matchId: string) =>
  useQuery({
    queryKey: resultKeys.ofMatch(matchId),
    queryFn: ({ signal }) =>
      apiRequest(resultPath(matchId), { schema: sharedSchema('matchResultViewSchema'), signal }),
  });
