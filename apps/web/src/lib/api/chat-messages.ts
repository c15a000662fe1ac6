import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { chatKeys } from '../query-keys';
import { sharedSchema } from '../shared-schemas';

/** Messages a page brings. */
const chatPageSize = 30;

/**
 * GET {base}/chat: a chat newest first (`base` is the subject's path, `/user/match/{id}`),
 * older pages by the cursor of the page before. The live stream's `chat` event reads it again.
 */
export const useChatMessages = (base: string) =>
  useInfiniteQuery({
    queryKey: chatKeys.of(base),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ limit: String(chatPageSize) });
      if (pageParam) query.set('before', pageParam);
      return apiRequest(`${base}/chat?${query}`, {
        schema: sharedSchema('chatPageSchema'),
        signal,
      });
    },
    getNextPageParam: (page) => page.nextCursor,
    // A refusal (403, 404) will not change by asking again.
    retry: false,
  });
