import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActivityCreateBody } from '@courtside/shared';
import { apiRequest } from '@/lib/api-client';
import { activityKeys } from '@/lib/query-keys';
import { sharedSchema } from '@/lib/shared-schemas';

/** POST /user/activity: an activity with its sessions, each on its court hours. */
export function useCreateActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ActivityCreateBody) =>
      apiRequest('/user/activity', {
        method: 'POST',
        body,
        schema: sharedSchema('activityCreatedSchema'),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: activityKeys.all }),
  });
}
