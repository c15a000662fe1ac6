import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { chatKeys } from '../query-keys';
import { sharedSchema } from '../shared-schemas';

/** POST {base}/chat: writes a message; the chat is read again to show it in its place. */
export function usePostChatMessage(base: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      apiRequest(`${base}/chat`, {
        method: 'POST',
        body: { body },
        schema: sharedSchema('chatMessageSchema'),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatKeys.of(base) }),
  });
}
