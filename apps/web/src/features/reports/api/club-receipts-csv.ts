import { useMutation } from '@tanstack/react-query';
import { apiFile } from '@/lib/api-client';
import { downloadFile } from '@/lib/download';

/** GET /owner/receipts/csv: the month's receipts as CSV, headed in the owner's language, saved. */
export function useExportClubReceipts() {
  return useMutation({
    mutationFn: async (month: string) => {
      const csv = await apiFile(`/owner/receipts/csv?${new URLSearchParams({ month })}`);
      downloadFile(`receipts-${month}.csv`, 'text/csv', csv);
    },
  });
}
