import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.js';
import type { Logger } from '#server/lib/logger.js';
import { pickLanguage } from '#server/lib/messages/translate.js';
import type { Messenger } from '#server/modules/messaging/messaging.service.js';
import { userReads } from '#server/modules/users/users.service.js';
import type { ReceiptRow } from './receipts.repo.js';
import { receiptTexts } from './receipt-texts.js';

/**
 * A receipt goes by e-mail once its payment (or refund) has committed, with the link to open
 * and download it, to the payer's verified address in the language they verified it in,
 * when they have booking e-mails on (Menu, Notification), as booking confirmations do. It
 * never holds up or fails the payment: a failure is logged.
 */
export function createReceiptMail(deps: {
  db: Kysely<Database>;
  messenger: Messenger;
  log: Logger;
  publicUrl: string;
}) {
  async function send(receipt: ReceiptRow) {
    const to = await userReads.bookingMailOf(deps.db, receipt.user_id);
    if (!to) return;
    const words = receiptTexts(pickLanguage(to.language ?? undefined));
    const link = `${deps.publicUrl.replace(/\/$/, '')}/user/receipt/${receipt.id}`;
    deps.messenger.send(
      { email: to.email },
      {
        subject: words.mailSubject(receipt.club_name, receipt.number),
        text: words.mailText(receipt.club_name, link),
      },
    );
  }
  return (receipt: ReceiptRow): void => {
    send(receipt).catch((error: unknown) =>
      deps.log.error({ err: error, receiptId: receipt.id }, 'a receipt e-mail could not be sent'),
    );
  };
}
