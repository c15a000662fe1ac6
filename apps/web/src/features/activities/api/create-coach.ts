import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Coach, CoachCreateBody } from '@courtside/shared';
import { apiRequest } from '@/lib/api-client';
import { activityKeys } from '@/lib/query-keys';
import { sharedSchema } from '@/lib/shared-schemas';

/** POST /user/me/coach; the new coach joins the cached list at once. */
export function useCreateCoach() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CoachCreateBody) =>
      apiRequest('/user/me/coach', { method: 'POST', body, schema: sharedSchema('coachSchema') }),
    onSuccess: (coach) =>
      queryClient.setQueryData<Coach[]>(activityKeys.coaches(), (list) => [...(list ?? []), coach]),
  });
}
