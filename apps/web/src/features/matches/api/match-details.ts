import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { matchKeys } from '@/lib/query-keys';
import { sharedSchema } from '@/lib/shared-schemas';

/** GET /user/match/{id}: one match; its owner also sees the pending requests. */
export const matchQuery = (id: string) =>
  queryOptions({
    queryKey: matchKeys.detail(id),
    queryFn: ({ signal }) =>
      apiRequest(`/user/match/${encodeURIComponent(id)}`, {
        schema: sharedSchema('matchSchema'),
        signal,
      }),
  });

/** The match with `id`; nothing is asked while there is none (a new match). */
export const useMatch = (id: string | null) =>
  useQuery({ ...matchQuery(id ?? ''), enabled: id !== null });
