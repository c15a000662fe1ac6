import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentPurpose, ReceiptList } from '@courtside/shared';
import { apiRequest } from '@/lib/api-client';
import { sharedSchema } from '@/lib/shared-schemas';

export const receiptsOfKeys = {
  all: ['receipts-of'] as const,
  of: (purpose: PaymentPurpose, subject: string) =>
    [...receiptsOfKeys.all, purpose, subject] as const,
};

/**
 * GET /user/receipts: the player's receipts of one thing they bought (a booking, a match, an
 * activity session, a night, a championship request), oldest first.
 */
export const receiptsOfQuery = (purpose: PaymentPurpose, subject: string) =>
  queryOptions({
    queryKey: receiptsOfKeys.of(purpose, subject),
    queryFn: ({ signal }): Promise<ReceiptList> =>
      apiRequest(`/user/receipts?${new URLSearchParams({ purpose, subject })}`, {
        schema: sharedSchema('receiptListSchema'),
        signal,
      }),
  });

/** Asked for once `enabled` (when the player opens them). */
export function useReceiptsOf(purpose: PaymentPurpose, subject: string, enabled = true) {
  return useQuery({ ...receiptsOfQuery(purpose, subject), enabled });
}
