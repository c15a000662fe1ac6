import type { Tx } from '#server/db/transaction.js';
import { lockAccount } from './coins.repo.js';

/** Whose coin account each open transaction has locked. */
const lockedPayer = new WeakMap<Tx, string>();

/**
 * The first lock of every transaction that moves money: the payer's coin account row
 * (docs/decisions.md, "One order of locks"). One payer per transaction, so two transactions
 * can never hold two payers' rows in opposite orders. A database that runs one transaction
 * at a time (tx.serialized) needs no row lock for that.
 */
export async function lockPayer(tx: Tx, userId: string): Promise<void> {
  const already = lockedPayer.get(tx);
  if (already === userId) return;
  if (already) throw new Error('One transaction moves the money of one payer only');
  if (!tx.serialized) await lockAccount(tx.db, userId);
  lockedPayer.set(tx, userId);
}

/** Money may move only after its payer's row is locked; anything else is a programming error. */
export function assertPayerLocked(tx: Tx, userId: string): void {
  if (lockedPayer.get(tx) !== userId)
    throw new Error("Lock the payer's coin account (lockPayer) before moving their money");
}
