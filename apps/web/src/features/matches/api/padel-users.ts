import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { matchKeys } from '@/lib/query-keys';
import { sharedSchema } from '@/lib/shared-schemas';

/** GET /user/padel/users?q=: padel players to pick as partners, by name or username. */
export function usePadelUsers(q: string, enabled: boolean) {
  return useQuery({
    queryKey: matchKeys.padelUsers(q),
    enabled,
    queryFn: ({ signal }) =>
      apiRequest(`/user/padel/users?${new URLSearchParams({ q })}`, {
        schema: sharedSchema('padelUserListSchema'),
        signal,
      }),
  });
}
