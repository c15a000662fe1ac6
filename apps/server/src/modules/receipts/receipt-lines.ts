import { formatMoney, utcToClubLocal, type Receipt } from '@courtside/shared';
import type { ServerLanguage } from '#server/lib/messages/translate.js';
import { receiptTexts } from './receipt-texts.js';

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant on the club's clock, e.g. 2026-12-01 18:00. */
export function clubDateTime(instant: string, timeZone: string): string {
  const local = utcToClubLocal(instant, timeZone);
  return `${local.date} ${pad(local.hour)}:${pad(local.minute)}`;
}

/** What a receipt's item says: what kind of purchase, what, and when (club time). */
export function itemLine(receipt: Receipt, language: ServerLanguage): string {
  const words = receiptTexts(language);
  const when = receipt.item.startsAt ? clubDateTime(receipt.item.startsAt, receipt.timeZone) : null;
  return [words.purposes[receipt.item.purpose], receipt.item.name, when]
    .filter((part): part is string => Boolean(part))
    .join(' · ');
}

/** The tax rate as printed: a percent in the reader's digits, or "No tax". */
export function rateLine(receipt: Receipt, language: ServerLanguage): string {
  if (receipt.taxRate === 0) return receiptTexts(language).noTax;
  return `${new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(receipt.taxRate)} %`;
}

export const moneyLine = (amount: number, receipt: Receipt, language: ServerLanguage) =>
  formatMoney(amount, receipt.currency, language);

/** Label and value pairs of a receipt, in the order a receipt prints them. */
export function receiptLines(receipt: Receipt, language: ServerLanguage): Array<[string, string]> {
  const words = receiptTexts(language);
  return [
    [words.number, String(receipt.number)],
    [words.date, clubDateTime(receipt.issuedAt, receipt.timeZone)],
    [words.item, itemLine(receipt, language)],
    [words.method, words.methods[receipt.method]],
    [words.amount, moneyLine(receipt.amount, receipt, language)],
    [words.taxRate, rateLine(receipt, language)],
    [words.tax, moneyLine(receipt.taxAmount, receipt, language)],
  ];
}
