import { useMutation } from '@tanstack/react-query';
import { apiRequest, noContent } from '@/lib/api-client';
import { useStaffChanged } from './club-staff';

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
