import { useState } from 'react';
import type { PaymentPurpose } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { useReceiptsOf } from '@/lib/api/receipts-of';
import { receiptPath } from '@/lib/paths';
import { Button, ButtonLink } from './button';
import { Icon } from './icon';
import { receiptLongIcon } from './icons/receipt-long';
import styles from './receipt-links.module.css';

const receiptIcon = <Icon path={receiptLongIcon} />;

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
      <Button size="small" startIcon={receiptIcon} loading={open} onClick={() => setOpen(true)}>
        {t('receipts.open')}
      </Button>
    );
  if (receipts.isError || receipts.data.items.length === 0)
    return (
      <p className={styles.note} role="status">
        {t(receipts.isError ? 'receipts.loadFailed' : 'receipts.none')}
      </p>
    );
  return (
    <div className={styles.links}>
      {receipts.data.items.map((receipt) => (
        <ButtonLink
          key={receipt.id}
          size="small"
          to={receiptPath(receipt.id)}
          startIcon={receiptIcon}
        >
          {t(receipt.kind === 'refund' ? 'receipts.refundLink' : 'receipts.saleLink', {
            number: receipt.number,
          })}
        </ButtonLink>
      ))}
    </div>
  );
}
