import type { Receipt } from '@courtside/shared';
import type { ServerLanguage } from '#server/lib/messages/translate.js';
import { clubDateTime, itemLine } from './receipt-lines.js';
import { receiptTexts } from './receipt-texts.js';

/**
 * A field as RFC 4180 quotes it; one that starts like a formula is prefixed with an
 * apostrophe so a spreadsheet shows it rather than runs it (a club or court name is typed by
 * people).
 */
function field(value: string | number): string {
  const text = String(value);
  const formula = /^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text);
  const safe = formula ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Minor units as a plain decimal in major units (2500 USD: 25.00), for spreadsheets. */
function decimal(amountMinor: number, currency: string): string {
  const digits =
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
      .maximumFractionDigits ?? 2;
  return (amountMinor / 10 ** digits).toFixed(digits);
}

/** The month's receipts as CSV, headed in the reader's language, one receipt a row. */
export function receiptsCsv(receipts: readonly Receipt[], language: ServerLanguage): string {
  const words = receiptTexts(language);
  const head = [
    words.number,
    words.kind,
    words.date,
    words.item,
    words.method,
    words.amount,
    words.taxRate,
    words.tax,
    words.currency,
  ];
  const rows = receipts.map((receipt) => [
    receipt.number,
    receipt.kind === 'refund' ? words.refund : words.receipt,
    clubDateTime(receipt.issuedAt, receipt.timeZone),
    itemLine(receipt, language),
    words.methods[receipt.method],
    decimal(receipt.amount, receipt.currency),
    receipt.taxRate,
    decimal(receipt.taxAmount, receipt.currency),
    receipt.currency,
  ]);
  return [head, ...rows].map((row) => row.map(field).join(',')).join('\r\n') + '\r\n';
}
