import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClubFields, CreateClubBody, OwnerChoice, SuspendClubBody } from '@courtside/shared';
import { apiRequest } from '@/lib/api-client';
import { adminKeys, clubKeys } from '@/lib/query-keys';
import { sharedSchema } from '@/lib/shared-schemas';

const clubPath = (id: string) => `/admin/clubs/${encodeURIComponent(id)}`;

/** A club change shows in the admin's lists, the audit log, and the lists players read. */
function useClubChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.all }),
      queryClient.invalidateQueries({ queryKey: clubKeys.all }),
    ]);
}

/** POST /admin/clubs: the club, its first court and its owner. */
export function useCreateClub() {
  const changed = useClubChanged();
  return useMutation({
    mutationFn: (body: CreateClubBody) =>
      apiRequest('/admin/clubs', {
        method: 'POST',
        body,
        schema: sharedSchema('adminClubChangeSchema'),
      }),
    onSuccess: changed,
  });
}

/** PATCH /admin/clubs/{id}. */
export function useEditClub(id: string) {
  const changed = useClubChanged();
  return useMutation({
    mutationFn: (body: ClubFields) =>
      apiRequest(clubPath(id), { method: 'PATCH', body, schema: sharedSchema('adminClubSchema') }),
    onSuccess: changed,
  });
}

/** POST /admin/clubs/{id}/suspend. */
export function useSuspendClub(id: string) {
  const changed = useClubChanged();
  return useMutation({
    mutationFn: (body: SuspendClubBody) =>
      apiRequest(`${clubPath(id)}/suspend`, {
        method: 'POST',
        body,
        schema: sharedSchema('adminClubChangeSchema'),
      }),
    onSuccess: changed,
  });
}

/** POST /admin/clubs/{id}/reopen. */
export function useReopenClub(id: string) {
  const changed = useClubChanged();
  return useMutation({
    mutationFn: () =>
      apiRequest(`${clubPath(id)}/reopen`, {
        method: 'POST',
        body: {},
        schema: sharedSchema('adminClubSchema'),
      }),
    onSuccess: changed,
  });
}

/** PUT /admin/clubs/{id}/owner. */
export function useSetOwner(id: string) {
  const changed = useClubChanged();
  return useMutation({
    mutationFn: (owner: OwnerChoice) =>
      apiRequest(`${clubPath(id)}/owner`, {
        method: 'PUT',
        body: { owner },
        schema: sharedSchema('adminClubChangeSchema'),
      }),
    onSuccess: changed,
  });
}

/** PUT /admin/clubs/{id}/photo. */
export function useSetClubPhoto(id: string) {
  const changed = useClubChanged();
  return useMutation({
    mutationFn: (photo: File) => {
      const form = new FormData();
      form.append('photo', photo);
      return apiRequest(`${clubPath(id)}/photo`, {
        method: 'PUT',
        body: form,
        schema: sharedSchema('adminClubSchema'),
      });
    },
    onSuccess: changed,
  });
}
