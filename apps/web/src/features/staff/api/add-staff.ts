import { useMutation } from '@tanstack/react-query';
import type { AddStaffBody } from '@courtside/shared';
import { apiRequest } from '@/lib/api-client';
import { sharedSchema } from '@/lib/shared-schemas';
import { useStaffChanged } from './club-staff';

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
