import { useMutation } from '@tanstack/react-query';
import type { StaffRole } from '@courtside/shared';
import { apiRequest } from '@/lib/api-client';
import { sharedSchema } from '@/lib/shared-schemas';
import { useStaffChanged } from './club-staff';

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
