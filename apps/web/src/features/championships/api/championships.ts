import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  championshipListSchema,
  championshipSchema,
  userChampionshipListSchema,
} from '@courtside/shared';
import { apiRequest } from '@/lib/api-client';
import { championshipKeys } from '@/lib/query-keys';

/**
 * GET /user/champion?date: championships open to apply on one day (Book Champion); without a
 * day (null), the next ones from now in date order.
 */
export const championshipListQuery = (date: string | null) =>
  queryOptions({
    queryKey: championshipKeys.list(date ?? 'upcoming'),
    queryFn: ({ signal }) =>
      apiRequest(date ? `/user/champion?date=${encodeURIComponent(date)}` : '/user/champion', {
        schema: championshipListSchema,
        signal,
      }),
  });

export function useChampionshipList(date: string | null) {
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
