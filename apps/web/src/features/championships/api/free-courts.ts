import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { championshipKeys } from '@/lib/query-keys';
import { sharedSchema, useSharedSchema } from '@/lib/shared-schemas';

/**
 * The owner's football and padel courts free for the whole window; only asked once it is a window a
 * championship may have (the server refuses any other with 400).
 */
export function useFreeCourts(window: { from: string; to: string } | null) {
  const windowSchema = useSharedSchema('championshipCourtsQuerySchema');
  return useQuery({
    queryKey: championshipKeys.freeCourts(window?.from ?? '', window?.to ?? ''),
    queryFn: ({ signal }) => {
      const search = new URLSearchParams(window ?? {});
      return apiRequest(`/user/champion/courts?${search}`, {
        schema: sharedSchema('freeCourtListSchema'),
        signal,
      });
    },
    enabled: window !== null && windowSchema?.safeParse(window).success === true,
  });
}
