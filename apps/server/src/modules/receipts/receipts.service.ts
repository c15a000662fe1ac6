import {
  clubHourToUtc,
  encodeCursor,
  shiftMonth,
  type Receipt,
  type ReceiptList,
  type ReceiptMonthQuery,
  type ReceiptPage,
  type ReceiptSubjectQuery,
} from '@courtside/shared';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.js';
import { notFound } from '#server/lib/domain-error.js';
import type { ServerLanguage } from '#server/lib/messages/translate.js';
import type { ClubsService } from '#server/modules/clubs/clubs.service.js';
import { toReceipt } from './receipt.mapper.js';
import { receiptsCsv } from './receipt-csv.js';
import { receiptPdf } from './receipt-pdf.js';
import * as repo from './receipts.repo.js';

export { issueRefundReceipt, issueSaleReceipt } from './receipt-issuing.js';
export type { ReceiptRow } from './receipts.repo.js';

/**
 * What receipts keep about a person, for Download my data: every receipt they were given. An
 * account's closing erases none: a receipt is in the club's books and names no one but by id.
 */
export const receiptsPersonalData = {
  exportOf: async (db: Kysely<Database>, userId: string) => ({
    receipts: (await repo.receiptsOfPayer(db, userId)).map(toReceipt),
  }),
};

interface Deps {
  db: Kysely<Database>;
  access: Pick<ClubsService['access'], 'clubRunBy'>;
}

/** The first instant of a club-local date (its first hour that exists, on a DST day). */
const dayStart = (date: string, timeZone: string) =>
  clubHourToUtc(date, 0, timeZone) ?? clubHourToUtc(date, 1, timeZone)!;

/** A club-local month as the instants [from, to) it covers. */
function monthWindow(clubId: string, month: string, timeZone: string) {
  return {
    clubId,
    from: dayStart(`${month}-01`, timeZone),
    to: dayStart(`${shiftMonth(month, 1)}-01`, timeZone),
  };
}

/**
 * Receipts as their readers see them: a payer reads their own (anyone else is told there is
 * none), as JSON or PDF; a club's owner lists and exports the month's (docs/decisions.md,
 * "Receipts").
 */
export function createReceipts({ db, access }: Deps) {
  async function payersReceipt(userId: string, id: string): Promise<Receipt> {
    const row = await repo.findReceipt(db, id);
    if (!row || row.user_id !== userId) throw notFound('Receipt');
    return toReceipt(row);
  }

  async function monthOfClub(ownerId: string, month: string) {
    const club = await access.clubRunBy(ownerId, 'reports');
    return monthWindow(club.id, month, club.time_zone);
  }

  return {
    receipt: payersReceipt,

    async pdf(userId: string, id: string, language: ServerLanguage): Promise<Buffer> {
      return receiptPdf(await payersReceipt(userId, id), language);
    },

    /** The payer's receipts of one of their payments (none for another's). */
    async ofPayment(userId: string, paymentId: string): Promise<ReceiptList> {
      return { items: (await repo.receiptsOfPayment(db, userId, paymentId)).map(toReceipt) };
    },

    /** The payer's receipts of what they bought: a booking, a match, a seat, a championship. */
    async ofSubject(userId: string, query: ReceiptSubjectQuery): Promise<ReceiptList> {
      const rows = await repo.receiptsOfSubject(db, userId, {
        purpose: query.purpose,
        subjectId: query.subject,
      });
      return { items: rows.map(toReceipt) };
    },

    /** A page of the month's receipts at the owner's club, newest first, with its totals. */
    async month(ownerId: string, query: ReceiptMonthQuery): Promise<ReceiptPage> {
      const window = await monthOfClub(ownerId, query.month);
      const [rows, totals] = await Promise.all([
        repo.monthPage(db, window, query.limit + 1, query.cursor),
        repo.monthTotals(db, window),
      ]);
      const items = rows.slice(0, query.limit);
      const last = items.at(-1);
      return {
        items: items.map(toReceipt),
        nextCursor:
          rows.length > query.limit && last
            ? encodeCursor({ c: last.issued_at, id: last.id })
            : null,
        totals,
      };
    },

    /** The month's receipts as CSV, by number. */
    async monthCsv(ownerId: string, month: string, language: ServerLanguage): Promise<string> {
      const rows = await repo.monthReceipts(db, await monthOfClub(ownerId, month));
      return receiptsCsv(rows.map(toReceipt), language);
    },
  };
}
export type Receipts = ReturnType<typeof createReceipts>;
