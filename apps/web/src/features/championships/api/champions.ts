import { queryOptions, useQuery } from '@tanstack/react-query';
import { championListSchema, championSchema, userChampionListSchema } from '@courtside/shared';
import { apiRequest } from '@/lib/api-client';
import { championKeys } from '@/lib/query-keys';

/** GET /user/champion?date: championships open to apply on one day (Book Champion). */
export const championListQuery = (date: string) =>
  queryOptions({
    queryKey: championKeys.list(date),
    queryFn: ({ signal }) =>
      apiRequest(`/user/champion?date=${encodeURIComponent(date)}`, {
        schema: championListSchema,
        signal,
      }),
  });

export function useChampionList(date: string) {
  return useQuery(championListQuery(date));
}

/** GET /user/{id}/champion: the user's championships, each with its tab. */
export const myChampionsQuery = (userId: string) =>
  queryOptions({
    queryKey: championKeys.mine(userId),
    queryFn: ({ signal }) =>
      apiRequest(`/user/${encodeURIComponent(userId)}/champion`, {
        schema: userChampionListSchema,
        signal,
      }),
  });

export function useMyChampions(userId: string) {
  return useQuery(myChampionsQuery(userId));
}

/** GET /user/champion/{id}: the details, for the club owner. */
export function useChampionDetails(id: string) {
  return useQuery({
    queryKey: championKeys.detail(id),
    queryFn: ({ signal }) =>
      apiRequest(`/user/champion/${encodeURIComponent(id)}`, { schema: championSchema, signal }),
  });
}
