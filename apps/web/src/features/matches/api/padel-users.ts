import { useQuery } from '@tanstack/react-query';
import { padelUserListSchema } from '@courtside/shared';
import { apiRequest } from '@/lib/api-client';
import { matchKeys } from '@/lib/query-keys';

/** GET /user/padel/users?q=: padel players to pick as partners, searched by name. */
export function usePadelUsers(q: string) {
  return useQuery({
    queryKey: matchKeys.padelUsers(q),
    queryFn: ({ signal }) =>
      apiRequest(`/user/padel/users?${new URLSearchParams({ q })}`, {
        schema: padelUserListSchema,
        signal,
      }),
  });
}
