import { useState } from 'react';
import type { Receipt, ReceiptPage } from '@courtside/shared';
import { dateTimeFormat } from '@courtside/shared/intl-formats';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '@/components/button';
import { CardListSkeleton } from '@/components/card-list-skeleton';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { Icon } from '@/components/icon';
import { downloadIcon } from '@/components/icons/download';
import { receiptLongIcon } from '@/components/icons/receipt-long';
import { TextField } from '@/components/text-field';
import { formatPrice } from '@/lib/money';
import { paths } from '@/lib/paths';
import { useClubReceipts } from '../api/club-receipts';
import { useExportClubReceipts } from '../api/club-receipts-csv';
import styles from './club-receipts-screen.module.css';

/** This month on the device's calendar, YYYY-MM: the month the screen opens on. */
const thisMonth = (now = new Date()) =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;

function ReceiptRow({ receipt }: { receipt: Receipt }) {
  const { t, i18n } = useTranslation();
  const issued = dateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: receipt.timeZone,
  }).format(new Date(receipt.issuedAt));
  return (
    <li className={styles.receipt}>
      <div className={styles.heading}>
        <h2 className={styles.title}>
          {t(receipt.kind === 'refund' ? 'receipts.refundTitle' : 'receipts.saleTitle', {
            number: receipt.number,
          })}
        </h2>
        <p className={styles.amount}>
          <bdi>{formatPrice(receipt.amount, receipt.currency)}</bdi>
        </p>
      </div>
      <p className={styles.line}>
        {[t(`receipts.purposes.${receipt.item.purpose}`), receipt.item.name]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <p className={styles.line}>
        <bdi>{issued}</bdi> · {t(`receipts.methods.${receipt.method}`)}
      </p>
    </li>
  );
}

function MonthTotals({ totals }: { totals: ReceiptPage['totals'] }) {
  const { t } = useTranslation();
  const currency = totals.currency ?? 'USD';
  return (
    <p role="status" className={styles.total}>
      {t('receipts.owner.total', {
        receipts: totals.count,
        amount: formatPrice(totals.amount, currency),
        tax: formatPrice(totals.taxAmount, currency),
      })}
    </p>
  );
}

/** The month's list with its total: loading, empty and error states of its own. */
function MonthReceipts({ month }: { month: string }) {
  const { t } = useTranslation();
  const receipts = useClubReceipts(month);
  if (receipts.isPending) return <CardListSkeleton photoSize={0} />;
  if (receipts.isError)
    return <ErrorState onRetry={() => void receipts.refetch()} retrying={receipts.isFetching} />;
  const items = receipts.data.pages.flatMap((page) => page.items);
  if (items.length === 0)
    return (
      <EmptyState
        icon={<Icon path={receiptLongIcon} />}
        title={t('receipts.owner.none')}
        message={t('receipts.owner.noneHint')}
      />
    );
  return (
    <>
      <MonthTotals totals={receipts.data.pages[0]!.totals} />
      <ul className={styles.receipts}>
        {items.map((receipt) => (
          <ReceiptRow key={receipt.id} receipt={receipt} />
        ))}
      </ul>
      {receipts.hasNextPage && (
        <Button onClick={() => void receipts.fetchNextPage()} loading={receipts.isFetchingNextPage}>
          {t('receipts.owner.more')}
        </Button>
      )}
    </>
  );
}

/** The owner's receipts of a month: the list, its total, and the month as CSV. */
export function ClubReceiptsScreen() {
  const { t } = useTranslation();
  const [month, setMonth] = useState(thisMonth);
  const receipts = useClubReceipts(month);
  const exportCsv = useExportClubReceipts();
  const first = receipts.data?.pages[0];
  return (
    <div className={styles.screen}>
      <div className={styles.monthRow}>
        <TextField
          type="month"
          label={t('receipts.owner.month')}
          value={month}
          onChange={(event) => event.target.value && setMonth(event.target.value)}
          shrinkLabel
          className={styles.month}
        />
        <Button
          startIcon={<Icon path={downloadIcon} />}
          disabled={!first || first.totals.count === 0}
          loading={exportCsv.isPending}
          onClick={() => exportCsv.mutate(month)}
        >
          {t('receipts.owner.exportCsv')}
        </Button>
      </div>
      {exportCsv.isError && (
        <p role="alert" className={styles.failed}>
          {t('receipts.owner.exportFailed')}
        </p>
      )}
      <ButtonLink to={paths.clubHours} className={styles.taxSettings}>
        {t('receipts.owner.taxSettings')}
      </ButtonLink>
      <MonthReceipts month={month} />
    </div>
  );
}
