import { Fragment, type ReactNode } from 'react';
import type { Receipt } from '@courtside/shared';
import { dateTimeFormat, numberFormat } from '@courtside/shared/intl-formats';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '@/lib/money';
import styles from './receipt-sheet.module.css';

/** A receipt as printed: what it said when issued, in the reader's language, club time. */
export function ReceiptSheet({ receipt }: { receipt: Receipt }) {
  const { t, i18n } = useTranslation();
  const when = (instant: string) =>
    dateTimeFormat(i18n.language, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: receipt.timeZone,
    }).format(new Date(instant));
  // Each part isolated, so a Latin court name keeps its place in an Arabic line.
  const item = [
    t(`receipts.purposes.${receipt.item.purpose}`),
    receipt.item.name,
    receipt.item.startsAt ? when(receipt.item.startsAt) : null,
  ]
    .filter((part): part is string => Boolean(part))
    .map((part, index) => (
      <Fragment key={part}>
        {index > 0 && ' · '}
        <bdi>{part}</bdi>
      </Fragment>
    ));
  const rate =
    receipt.taxRate === 0
      ? t('receipts.noTax')
      : `${numberFormat(i18n.language, { maximumFractionDigits: 2 }).format(receipt.taxRate)} %`;
  const rows: Array<[string, ReactNode]> = [
    [t('receipts.date'), when(receipt.issuedAt)],
    [t('receipts.item'), item],
    [t('receipts.method'), t(`receipts.methods.${receipt.method}`)],
    [t('receipts.amount'), formatPrice(receipt.amount, receipt.currency)],
    [t('receipts.taxRate'), rate],
    [t('receipts.tax'), formatPrice(receipt.taxAmount, receipt.currency)],
  ];
  return (
    <article className={styles.sheet} aria-labelledby="receipt-title">
      <h2 id="receipt-title" className={styles.title}>
        {t(receipt.kind === 'refund' ? 'receipts.refundTitle' : 'receipts.saleTitle', {
          number: receipt.number,
        })}
      </h2>
      <p className={styles.club}>{receipt.club.name}</p>
      <p className={styles.line}>{receipt.club.address}</p>
      {receipt.club.taxId && (
        <p className={styles.line}>
          {t('receipts.taxId')}: <bdi>{receipt.club.taxId}</bdi>
        </p>
      )}
      <dl className={styles.rows}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.row}>
            <dt>{label}</dt>
            <dd>
              <bdi>{value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
