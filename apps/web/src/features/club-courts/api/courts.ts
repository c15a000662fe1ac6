import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CourtInput, OwnedCourt } from '@courtside/shared';
import { courtPhotoField } from '@courtside/shared/rules';
import { apiRequest } from '@/lib/api-client';
import { clubKeys, reservationKeys } from '@/lib/query-keys';
import { sharedSchema } from '@/lib/shared-schemas';

/** The owner's courts and their prices, as this feature reads them. */
export const courtAdminKeys = {
  all: ['club-courts'] as const,
  list: () => [...courtAdminKeys.all, 'list'] as const,
};

export function fetchOwnedCourts(signal?: AbortSignal): Promise<OwnedCourt[]> {
  return apiRequest('/owner/court', { schema: sharedSchema('ownedCourtListSchema'), signal });
}

export const ownedCourtsQuery = () =>
  queryOptions({
    queryKey: courtAdminKeys.list(),
    queryFn: ({ signal }) => fetchOwnedCourts(signal),
  });

export function useOwnedCourts() {
  return useQuery(ownedCourtsQuery());
}

/** A court change shows in the owner's lists and in every screen players book from. */
function useCourtChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: courtAdminKeys.all }),
      queryClient.invalidateQueries({ queryKey: reservationKeys.ownerCourts() }),
      queryClient.invalidateQueries({ queryKey: clubKeys.all }),
    ]);
}

export function useSaveCourt() {
  const changed = useCourtChanged();
  return useMutation({
    mutationFn: async ({
      id,
      input,
      photo,
    }: {
      id?: string;
      input: CourtInput;
      photo?: File | null;
    }) => {
      const court = await apiRequest(
        id ? `/owner/court/${encodeURIComponent(id)}` : '/owner/court',
        {
          method: id ? 'PUT' : 'POST',
          body: input,
          schema: sharedSchema('ownedCourtSchema'),
        },
      );
      if (!photo) return court;
      const form = new FormData();
      form.append(courtPhotoField, photo);
      return apiRequest(`/owner/court/${encodeURIComponent(court.id)}/photo`, {
        method: 'PUT',
        body: form,
        schema: sharedSchema('ownedCourtSchema'),
      });
    },
    onSuccess: changed,
  });
}

export function useRetireCourt() {
  const changed = useCourtChanged();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/owner/court/${encodeURIComponent(id)}/retire`, {
        method: 'POST',
        schema: sharedSchema('ownedCourtSchema'),
      }),
    onSuccess: changed,
  });
}
