import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { championshipKeys } from '../query-keys';
import { sharedSchema } from '@/lib/shared-schemas';

/**
 * GET /user/me/fixtures: the next championship matches of the reader's teams, soonest first
 * (the home shows the next one, My Booking all of them). A result or a move elsewhere reads
 * it again (the stream's `championship` event marks every championship read stale).
 */
export function useMyFixtures() {
  return useQuery({
    queryKey: championshipKeys.myFixtures(),
    queryFn: ({ signal }) =>
      apiRequest('/user/me/fixtures', { schema: sharedSchema('myFixtureListSchema'), signal }),
  });
}
