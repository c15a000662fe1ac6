import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  championshipListSchema,
  championshipSchema,
  userChampionshipListSchema,
} from '@courtside/shared';
import { apiRequest } from '@/lib/api-client';
import { championshipKeys } from '@/lib/query-keys';

/** GET /user/champion?date: championships open to apply on one day (Book Champion). */
export const championshipListQuery = (date: string) =>
  queryOptions({
    queryKey: championshipKeys.list(date),
    queryFn: ({ signal }) =>
      apiRequest(`/user/champion?date=${encodeURIComponent(date)}`, {
        schema: championshipListSchema,
        signal,
      }),
  });

export function useChampionshipList(date: string) {
  return useQuery(championshipListQuery(date));
}

/** GET /user/{id}/champion: the user's championships, each with its tab. */
export const myChampionshipsQuery = (userId: string) =>
  queryOptions({
    queryKey: championshipKeys.mine(userId),
    queryFn: ({ signal }) =>
      apiRequest(`/user/${encodeURIComponent(userId)}/champion`, {
        schema: userChampionshipListSchema,
        signal,
      }),
  });

export function useMyChampionships(userId: string) {
  return useQuery(myChampionshipsQuery(userId));
}

/** GET /user/champion/{id}: the details, for the club owner. */
export function useChampionshipDetails(id: string) {
  return useQuery({
    queryKey: championshipKeys.detail(id),
    queryFn: ({ signal }) =>
      apiRequest(`/user/champion/${encodeURIComponent(id)}`, {
        schema: championshipSchema,
        signal,
      }),
  });
}
