import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Receipt } from '@courtside/shared';
import { apiRequest } from '@/lib/api-client';
import { sharedSchema } from '@/lib/shared-schemas';

export const receiptKeys = { one: (id: string) => ['receipt', id] as const };

/** GET /user/receipt/:id: one of the player's receipts, as it was issued. */
export const receiptQuery = (id: string) =>
  queryOptions({
    queryKey: receiptKeys.one(id),
    queryFn: ({ signal }): Promise<Receipt> =>
      apiRequest(`/user/receipt/${encodeURIComponent(id)}`, {
        schema: sharedSchema('receiptSchema'),
        signal,
      }),
    // A receipt never changes once issued.
    staleTime: Infinity,
  });

export function useReceipt(id: string) {
  return useQuery(receiptQuery(id));
}
