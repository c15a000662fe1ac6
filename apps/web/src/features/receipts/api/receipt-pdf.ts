import { useMutation } from '@tanstack/react-query';
import { apiFile } from '@/lib/api-client';
import { downloadFile } from '@/lib/download';

/** GET /user/receipt/:id/pdf: the receipt as a PDF in the reader's language, saved as a file. */
export function useDownloadReceiptPdf() {
  return useMutation({
    mutationFn: async (receipt: { id: string; number: number }) => {
      const pdf = await apiFile(`/user/receipt/${encodeURIComponent(receipt.id)}/pdf`);
      downloadFile(`receipt-${receipt.number}.pdf`, 'application/pdf', pdf);
    },
  });
}
