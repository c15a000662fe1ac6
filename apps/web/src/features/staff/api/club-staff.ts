import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddStaffBody, StaffRole } from '@courtside/shared';
import { apiRequest, noContent } from '@/lib/api-client';
import { staffKeys } from '@/lib/query-keys';
import { sharedSchema } from '@/lib/shared-schemas';

/** GET /owner/staff: the club's staff and what they changed lately. */
export function useClubStaff() {
  return useQuery({
    queryKey: staffKeys.ofClub(),
    queryFn: ({ signal }) =>
      apiRequest('/owner/staff', { schema: sharedSchema('clubStaffSchema'), signal }),
  });
}

/** Every change reads the staff (and its log) again. */
function useStaffChanged() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: staffKeys.ofClub() });
}

/** POST /owner/staff: answers the member and, for an invited person, their one-time link. */
export function useAddStaff() {
  const changed = useStaffChanged();
  return useMutation({
    mutationFn: (body: AddStaffBody) =>
      apiRequest('/owner/staff', {
        method: 'POST',
        body,
        schema: sharedSchema('staffAddedSchema'),
      }),
    onSuccess: changed,
  });
}

/** PUT /owner/staff/{userId}. */
export function useSetStaffRole() {
  const changed = useStaffChanged();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: StaffRole }) =>
      apiRequest(`/owner/staff/${encodeURIComponent(userId)}`, {
        method: 'PUT',
        body: { role },
        schema: sharedSchema('staffMemberSchema'),
      }),
    onSuccess: changed,
  });
}

/** DELETE /owner/staff/{userId}. */
export function useRemoveStaff() {
  const changed = useStaffChanged();
  return useMutation({
    mutationFn: (userId: string) =>
      apiRequest(`/owner/staff/${encodeURIComponent(userId)}`, {
        method: 'DELETE',
        schema: noContent,
      }),
    onSuccess: changed,
  });
}
