import { useQuery } from '@tanstack/react-query';
import { championshipCourtsQuerySchema } from '@courtside/shared';
import { apiRequest } from '@/lib/api-client';
import { championshipKeys } from '@/lib/query-keys';
import { sharedSchema } from '@/lib/shared-schemas';

/**
 * The owner's football courts free for the whole window; only asked once it is a window a
 * championship may have (the server refuses any other with 400).
 */
export function useFreeCourts(window: { from: string; to: string } | null) {
  return useQuery({
    queryKey: championshipKeys.freeCourts(window?.from ?? '', window?.to ?? ''),
    queryFn: ({ signal }) => {
      const search = new URLSearchParams(window ?? {});
      return apiRequest(`/user/champion/courts?${search}`, {
        schema: sharedSchema('freeCourtListSchema'),
        signal,
      });
    },
    enabled: window !== null && championshipCourtsQuerySchema.safeParse(window).success,
  });
}
