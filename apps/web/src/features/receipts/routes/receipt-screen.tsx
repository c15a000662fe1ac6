import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import PrintRounded from '@mui/icons-material/PrintRounded';
import ReceiptLongRounded from '@mui/icons-material/ReceiptLongRounded';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { ScreenLoading } from '@/components/route-loading';
import { useReceipt } from '../api/receipt';
import { useDownloadReceiptPdf } from '../api/receipt-pdf';
import { ReceiptSheet } from '../components/receipt-sheet';

/** One of the player's receipts: printable, and downloadable as a PDF in their language. */
export function ReceiptScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const receipt = useReceipt(id);
  const pdf = useDownloadReceiptPdf();
  if (receipt.isPending) return <ScreenLoading />;
  if (receipt.isError) {
    if (receipt.error instanceof ApiError && receipt.error.status === 404)
      return <EmptyState icon={<ReceiptLongRounded />} title={t('receipts.notFound')} />;
    return <ErrorState onRetry={() => void receipt.refetch()} retrying={receipt.isFetching} />;
  }
  return (
    <Stack spacing={2}>
      <ReceiptSheet receipt={receipt.data} />
      <Stack direction="row" spacing={1} className="receipt-actions">
        <Button variant="outlined" startIcon={<PrintRounded />} onClick={() => window.print()}>
          {t('receipts.print')}
        </Button>
        <Button
          variant="contained"
          startIcon={<DownloadRounded />}
          loading={pdf.isPending}
          onClick={() => pdf.mutate(receipt.data)}
        >
          {t('receipts.downloadPdf')}
        </Button>
      </Stack>
      {pdf.isError && (
        <Typography color="error" role="alert">
          {t('receipts.pdfFailed')}
        </Typography>
      )}
    </Stack>
  );
}
