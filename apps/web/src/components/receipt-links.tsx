import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ReceiptLongRounded from '@mui/icons-material/ReceiptLongRounded';
import type { PaymentPurpose } from '@courtside/shared';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useReceiptsOf } from '@/lib/api/receipts-of';
import { receiptPath } from '@/lib/paths';

/**
 * The receipts of something the player paid for (its sale, and its refund once given back),
 * wherever the app shows it: asked for when the player opens them, so a list of cards does
 * not ask once per card.
 */
export function ReceiptLinks({ purpose, subject }: { purpose: PaymentPurpose; subject: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const receipts = useReceiptsOf(purpose, subject, open);
  if (!open || receipts.isPending)
    return (
      <Button
        size="small"
        startIcon={<ReceiptLongRounded />}
        loading={open}
        onClick={() => setOpen(true)}
      >
        {t('receipts.open')}
      </Button>
    );
  if (receipts.isError || receipts.data.items.length === 0)
    return (
      <Typography variant="body2" color="text.secondary" role="status">
        {t(receipts.isError ? 'receipts.loadFailed' : 'receipts.none')}
      </Typography>
    );
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
      {receipts.data.items.map((receipt) => (
        <Button
          key={receipt.id}
          size="small"
          component={Link}
          to={receiptPath(receipt.id)}
          startIcon={<ReceiptLongRounded />}
        >
          {t(receipt.kind === 'refund' ? 'receipts.refundLink' : 'receipts.saleLink', {
            number: receipt.number,
          })}
        </Button>
      ))}
    </Stack>
  );
}
