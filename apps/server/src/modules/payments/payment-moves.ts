import type { Updateable } from 'kysely';
import type { PaymentsTable, PaymentStatus } from '#server/db/database.js';
import type { Clock } from '#server/lib/clock.js';
import type { Tx } from '#server/db/transaction.js';
import {
  issueRefundReceipt,
  issueSaleReceipt,
  type ReceiptRow,
} from '#server/modules/receipts/receipts.service.js';
import * as repo from './payments.repo.js';

type MoveFields = Pick<Updateable<PaymentsTable>, 'refund_to' | 'refund_ref' | 'refund_amount'>;

interface Deps {
  clock: Clock;
  /** Told of each receipt once its transaction has committed (it is e-mailed). */
  receiptIssued: (receipt: ReceiptRow) => void;
}

/**
 * Every move of a payment goes through here, so its receipts are issued in the one place money
 * changes hands, in the same transaction: a move to succeeded (approved, cash collected, a
 * late approval delivered) issues the sale receipt, a move to refunded (coins back, cash
 * handed back, the provider's refund done) the refund receipt. A coin payment is born
 * succeeded and gets its sale receipt when created (`paidAtOnce`). A move that loses a race
 * issues nothing, and the (payment, kind) key refuses a second receipt of a kind.
 */
export function createPaymentMoves({ clock, receiptIssued }: Deps) {
  const nowIso = () => clock.now().toISOString();

  function issued(tx: Tx, receipt: ReceiptRow | null) {
    if (receipt) tx.afterCommit(() => receiptIssued(receipt));
  }

  async function saleReceipt(tx: Tx, payment: repo.PaymentRow, at: string) {
    issued(tx, await issueSaleReceipt(tx, payment, at));
  }

  return {
    /** Moves a payment (see repo.movePayment) and issues the receipt the move calls for. */
    async move(
      tx: Tx,
      id: string,
      from: PaymentStatus,
      to: PaymentStatus,
      fields: MoveFields = {},
    ): Promise<boolean> {
      const at = nowIso();
      if (!(await repo.movePayment(tx.db, id, from, to, at, fields))) return false;
      if (to !== 'succeeded' && to !== 'refunded') return true;
      const payment = (await repo.findPayment(tx.db, id))!;
      if (to === 'succeeded') await saleReceipt(tx, payment, at);
      else issued(tx, await issueRefundReceipt(tx, payment, at));
      return true;
    },

    /** A payment created already paid (coins): its sale receipt, in the same transaction. */
    async paidAtOnce(tx: Tx, payment: repo.PaymentRow): Promise<void> {
      if (payment.status === 'succeeded') await saleReceipt(tx, payment, payment.created_at);
    },
  };
}
export type PaymentMoves = ReturnType<typeof createPaymentMoves>;
