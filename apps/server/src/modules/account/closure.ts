import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.js';
import { settleErasure } from '#server/db/erasure.js';
import { inTransaction } from '#server/db/transaction.js';
import { notFound } from '#server/lib/domain-error.js';
import type { Logger } from '#server/lib/logger.js';
import type { Payments } from '#server/modules/payments/payments.service.js';
import type { Uploads } from '#server/modules/uploads/uploads.service.js';
import type { UsersRepo } from '#server/modules/users/users.service.js';
import type { PersonalDataHolders } from './personal-data.js';

export interface ClosureDeps {
  db: Kysely<Database>;
  log: Logger;
  users: Pick<UsersRepo, 'findById'>;
  payments: Pick<Payments, 'lockPayer' | 'sendRefund'>;
  uploads: Pick<Uploads, 'removeImage'>;
  /** Every module's holder (services.ts lists them); the account's own row comes last. */
  holders: PersonalDataHolders;
}

/**
 * Closing an account (Delete Profile): every module releases what the person holds, then
 * erases what identifies them, in one transaction, so the account is either closed with
 * everything given up or left as it was. Then the provider refunds are sent, the photo's
 * files removed, and the database made to forget the erased values for good.
 */
export function createAccountClosure(deps: ClosureDeps) {
  const { db, log, users, payments, uploads, holders } = deps;
  return async function close(userId: string): Promise<void> {
    const user = await users.findById(userId);
    if (!user) throw notFound('User');
    const providerRefunds = await inTransaction(db, async (tx) => {
      await payments.lockPayer(tx, userId);
      const refunds: string[] = [];
      for (const holder of holders) refunds.push(...((await holder.release?.(tx, userId)) ?? []));
      for (const holder of holders) await holder.erase?.(tx, userId);
      return refunds;
    });
    for (const paymentId of providerRefunds)
      await payments.sendRefund(paymentId).catch((error: unknown) => {
        // The payment stays refund_pending; the sweeper tries again.
        log.error({ err: error, paymentId }, 'a refund for a closed account failed');
      });
    await uploads.removeImage(user.photo);
    await settleErasure(db);
  };
}
