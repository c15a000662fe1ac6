import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { chatKeys } from '../query-keys';
import { sharedSchema } from '../shared-schemas';

/** DELETE {base}/chat/{messageId}: the writer deletes their message, a moderator anyone's. */
export function useDeleteChatMessage(base: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: string) =>
      apiRequest(`${base}/chat/${encodeURIComponent(messageId)}`, {
        method: 'DELETE',
        schema: sharedSchema('noContentSchema'),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatKeys.of(base) }),
  });
}
