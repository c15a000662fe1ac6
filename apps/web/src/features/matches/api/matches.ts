import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  clubListSchema,
  matchListSchema,
  matchSchema,
  padelUserListSchema,
  type MatchForm,
  type MatchJoinBody,
} from '@courtside/shared';
import { apiRequest } from '@/lib/api-client';
import { clubKeys, invalidateAfterMatch, matchKeys } from '@/lib/query-keys';

/** A 204 answer has no body to check. */
const noContent = { parse: (): null => null };

export interface MatchFilters {
  date?: string;
  club?: string;
  level?: number;
}

function filterSearch(filters: MatchFilters): string {
  const search = new URLSearchParams();
  if (filters.date) search.set('date', filters.date);
  if (filters.club) search.set('club', filters.club);
  if (filters.level !== undefined) search.set('level', String(filters.level));
  const text = search.toString();
  return text ? `?${text}` : '';
}

export const findMatchesQuery = (filters: MatchFilters) =>
  queryOptions({
    queryKey: matchKeys.list(filters),
    queryFn: ({ signal }) =>
      apiRequest(`/user/match/all${filterSearch(filters)}`, { schema: matchListSchema, signal }),
  });

export const myMatchesQuery = (userId: string) =>
  queryOptions({
    queryKey: matchKeys.mine(userId),
    queryFn: ({ signal }) =>
      apiRequest(`/user/${encodeURIComponent(userId)}/match`, { schema: matchListSchema, signal }),
  });

export const matchQuery = (id: string) =>
  queryOptions({
    queryKey: matchKeys.detail(id),
    queryFn: ({ signal }) =>
      apiRequest(`/user/match/${encodeURIComponent(id)}`, { schema: matchSchema, signal }),
  });

export function usePadelClubs() {
  return useQuery({
    queryKey: clubKeys.list('padel'),
    queryFn: ({ signal }) =>
      apiRequest('/user/club/all?type=padel', { schema: clubListSchema, signal }),
  });
}

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

export const useMatches = (filters: MatchFilters) => useQuery(findMatchesQuery(filters));
export const useMyMatches = (userId: string) => useQuery(myMatchesQuery(userId));
export const useMatch = (id: string | null) =>
  useQuery({ ...matchQuery(id ?? ''), enabled: id !== null });

/** Saves the match form: a new match, or the one with `id`. */
export function useSaveMatch(id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: MatchForm) =>
      apiRequest(id ? `/user/match/${encodeURIComponent(id)}` : '/user/match', {
        method: id ? 'PATCH' : 'POST',
        body: form,
        schema: matchSchema,
      }),
    onSuccess: (match) => invalidateAfterMatch(queryClient, match.id),
  });
}

export function useCancelMatch(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest(`/user/match/${encodeURIComponent(id)}`, { method: 'DELETE', schema: noContent }),
    onSuccess: () => invalidateAfterMatch(queryClient, id),
  });
}

export function useJoinMatch(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MatchJoinBody) =>
      apiRequest(`/user/match/${encodeURIComponent(id)}`, {
        method: 'POST',
        body,
        schema: matchSchema,
      }),
    onSuccess: () => invalidateAfterMatch(queryClient, id),
  });
}

export function useDecideRequest(matchId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, accept }: { requestId: string; accept: boolean }) =>
      apiRequest(
        `/user/match-request/${encodeURIComponent(requestId)}/${accept ? 'confirm' : 'reject'}`,
        { method: 'PATCH', schema: matchSchema },
      ),
    onSuccess: () => invalidateAfterMatch(queryClient, matchId),
  });
}

/** Stars or unstars a player: starred players see the caller's favorite-only matches. */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, starred }: { userId: string; starred: boolean }) =>
      starred
        ? apiRequest('/user/me/favorites', { method: 'POST', body: { userId }, schema: noContent })
        : apiRequest(`/user/me/favorites/${encodeURIComponent(userId)}`, {
            method: 'DELETE',
            schema: noContent,
          }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...matchKeys.all, 'padel-users'] }),
  });
}
