import {
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryKey,
} from '@tanstack/react-query';
import type { Club, ClubFavourite, ClubPage } from '@courtside/shared';
import { clubKeys } from '../query-keys';
import { addFavouriteClub } from './add-favourite-club';
import { removeFavouriteClub } from './remove-favourite-club';

interface Toggle {
  clubId: string;
  /** What the heart turns to: true marks the club, false unmarks it. */
  favourite: boolean;
}

/**
 * Marks or unmarks a club (addFavouriteClub, removeFavouriteClub). The heart turns at once in
 * every list and page kept, and turns back if the server refuses. The lists are only marked
 * stale, not read again: a list on screen keeps its order under the player's finger and puts
 * favourites first the next time it is shown.
 */
export function useToggleFavouriteClub() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ clubId, favourite }: Toggle) =>
      favourite ? addFavouriteClub(clubId) : removeFavouriteClub(clubId),
    onMutate: async ({ clubId, favourite }: Toggle) => {
      const lists = { queryKey: [...clubKeys.all, 'list'] as const };
      const pages = { queryKey: [...clubKeys.all, 'nearby'] as const };
      const page = { queryKey: clubKeys.favourite(clubId) };
      const kept: Array<{ queryKey: QueryKey }> = [lists, pages, page];
      await Promise.all(kept.map((filter) => queryClient.cancelQueries(filter)));
      const before = kept.flatMap((filter) => queryClient.getQueriesData(filter));
      const turn = <C extends { id: string; favourite: boolean }>(club: C): C =>
        club.id === clubId ? { ...club, favourite } : club;
      queryClient.setQueriesData<Club[]>(lists, (clubs) => clubs?.map(turn));
      queryClient.setQueriesData<InfiniteData<ClubPage>>(
        pages,
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((one) => ({ ...one, items: one.items.map(turn) })),
          },
      );
      queryClient.setQueriesData<ClubFavourite>(page, (data) => data && { favourite });
      return { before };
    },
    onError: (_error, _toggle, context) => {
      for (const [key, data] of context?.before ?? []) queryClient.setQueryData(key, data);
    },
    onSettled: async (_data, _error, { clubId }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: clubKeys.favourite(clubId) }),
        queryClient.invalidateQueries({
          queryKey: [...clubKeys.all, 'list'],
          refetchType: 'none',
        }),
        queryClient.invalidateQueries({
          queryKey: [...clubKeys.all, 'nearby'],
          refetchType: 'none',
        }),
      ]);
    },
  });
}
