import type { Tx } from '#server/db/transaction.js';
import { errorCodes } from '@courtside/shared';
import { DomainError } from '#server/lib/domain-error.js';
import { isOpenAccount } from '#server/modules/users/users.service.js';
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

/**
 * The payer lock of a transaction that gives the person something new (a booking, a seat, a
 * place, a match, coins): closing an account takes the same lock first, so once it is held
 * the account is either open for the whole transaction or already closed, and a request
 * signed in before the closure can place nothing after it (401, as its token now gets).
 */
export async function lockBuyer(tx: Tx, userId: string): Promise<void> {
  await lockPayer(tx, userId);
  if (!(await isOpenAccount(tx.db, userId)))
    throw new DomainError(401, errorCodes.unauthorized, 'Sign in to continue');
}
