import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { chatKeys } from '../query-keys';
import { sharedSchema } from '../shared-schemas';

/** PUT (mute) or DELETE (unmute) {base}/chat/mutes/{userId}: a moderator's say on a writer. */
export function useMuteChatWriter(base: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, muted }: { userId: string; muted: boolean }) =>
      apiRequest(`${base}/chat/mutes/${encodeURIComponent(userId)}`, {
        method: muted ? 'PUT' : 'DELETE',
        schema: sharedSchema('noContentSchema'),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatKeys.of(base) }),
  });
}
