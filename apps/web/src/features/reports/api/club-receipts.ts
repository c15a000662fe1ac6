import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { sharedSchema } from '@/lib/shared-schemas';

export const clubReceiptKeys = {
  all: ['club-receipts'] as const,
  month: (month: string) => [...clubReceiptKeys.all, month] as const,
};

/** GET /owner/receipts: the club's receipts of a month, newest first, a page at a time. */
export const clubReceiptsQuery = (month: string) =>
  infiniteQueryOptions({
    queryKey: clubReceiptKeys.month(month),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      apiRequest(
        `/owner/receipts?${new URLSearchParams({ month, limit: '20', ...(pageParam ? { cursor: pageParam } : {}) })}`,
        { schema: sharedSchema('receiptPageSchema'), signal },
      ),
    getNextPageParam: (page) => page.nextCursor,
    placeholderData: keepPreviousData,
  });

export function useClubReceipts(month: string) {
  return useInfiniteQuery(clubReceiptsQuery(month));
}
