import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClosureBody, ClubHours, OpeningHoursBody } from '@courtside/shared';
import { apiRequest } from '@/lib/api-client';
import { clubKeys, reservationKeys } from '@/lib/query-keys';
import { sharedSchema } from '@/lib/shared-schemas';

export const clubHoursKeys = { all: ['club-hours'] as const };

export const clubHoursQuery = () =>
  queryOptions({
    queryKey: clubHoursKeys.all,
    queryFn: ({ signal }): Promise<ClubHours> =>
      apiRequest('/owner/hours', { schema: sharedSchema('clubHoursSchema'), signal }),
  });

export function useClubHours() {
  return useQuery(clubHoursQuery());
}

/** Hours and closures show in the owner's screens and in every screen players book from. */
function useHoursChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: clubHoursKeys.all }),
      queryClient.invalidateQueries({ queryKey: reservationKeys.ownerCourts() }),
      queryClient.invalidateQueries({ queryKey: clubKeys.all }),
    ]);
}

export function useSaveOpeningHours() {
  const changed = useHoursChanged();
  return useMutation({
    mutationFn: (body: OpeningHoursBody) =>
      apiRequest('/owner/hours', { method: 'PUT', body, schema: sharedSchema('clubHoursSchema') }),
    onSuccess: changed,
  });
}

/** Closes the club or a court; refused with what it would cancel unless `confirm` is set. */
export function useAddClosure() {
  const changed = useHoursChanged();
  return useMutation({
    mutationFn: (body: ClosureBody) =>
      apiRequest('/owner/closures', {
        method: 'POST',
        body,
        schema: sharedSchema('closureResultSchema'),
      }),
    onSuccess: changed,
  });
}

export function useRemoveClosure() {
  const changed = useHoursChanged();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/owner/closures/${encodeURIComponent(id)}`, {
        method: 'DELETE',
        schema: sharedSchema('noContentSchema'),
      }),
    onSuccess: changed,
  });
}
