import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { Button } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { Icon } from '@/components/icon';
import { downloadIcon } from '@/components/icons/download';
import { printIcon } from '@/components/icons/print';
import { receiptLongIcon } from '@/components/icons/receipt-long';
import { ScreenLoading } from '@/components/route-loading';
import { useReceipt } from '../api/receipt';
import { useDownloadReceiptPdf } from '../api/receipt-pdf';
import { ReceiptSheet } from '../components/receipt-sheet';
import styles from './receipt-screen.module.css';

/** One of the player's receipts: printable, and downloadable as a PDF in their language. */
export function ReceiptScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const receipt = useReceipt(id);
  const pdf = useDownloadReceiptPdf();
  if (receipt.isPending) return <ScreenLoading />;
  if (receipt.isError) {
    if (receipt.error instanceof ApiError && receipt.error.status === 404)
      return <EmptyState icon={<Icon path={receiptLongIcon} />} title={t('receipts.notFound')} />;
    return <ErrorState onRetry={() => void receipt.refetch()} retrying={receipt.isFetching} />;
  }
  return (
    <div className={styles.screen}>
      <ReceiptSheet receipt={receipt.data} />
      {/* receipt-actions: left off the printed page (receipt-sheet.module.css). */}
      <div className={`${styles.actions} receipt-actions`}>
        <Button
          variant="outlined"
          startIcon={<Icon path={printIcon} />}
          onClick={() => window.print()}
        >
          {t('receipts.print')}
        </Button>
        <Button
          variant="contained"
          startIcon={<Icon path={downloadIcon} />}
          loading={pdf.isPending}
          onClick={() => pdf.mutate(receipt.data)}
        >
          {t('receipts.downloadPdf')}
        </Button>
      </div>
      {pdf.isError && (
        <p className={styles.failed} role="alert">
          {t('receipts.pdfFailed')}
        </p>
      )}
    </div>
  );
}
