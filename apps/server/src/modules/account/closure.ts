import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.js';
import type { Clock } from '#server/lib/clock.js';
import { conflict, notFound } from '#server/lib/domain-error.js';
import type { Logger } from '#server/lib/logger.js';
import { inTransaction, type Tx } from '#server/db/transaction.js';
import type { Payments } from '#server/modules/payments/payments.service.js';
import type { Uploads } from '#server/modules/uploads/uploads.service.js';

/**
 * One feature's part of closing an account, run inside the closure's transaction with the
 * person's payer row locked. It answers the payments it refunded through a provider (sent
 * once the transaction has committed), if any.
 */
export type ClosureStep = (tx: Tx, userId: string) => Promise<readonly string[] | void>;

export interface ClosureDeps {
  db: Kysely<Database>;
  clock: Clock;
  log: Logger;
  payments: Pick<Payments, 'lockPayer' | 'sendRefund'>;
  uploads: Pick<Uploads, 'removeImage'>;
  /** Every feature's step, in order (services.ts lists them); erasing the person comes last. */
  steps: ReadonlyArray<{ name: string; run: ClosureStep }>;
}

export const ownsClub = () =>
  conflict(
    'OWNS_CLUB',
    'You own a club: hand it over to another owner before deleting your account',
  );

/**
 * The person's own data erased from their account row: what identifies them goes, the row
 * stays (closed) so that past bookings and payments keep their clubs' records, anonymised.
 * The username and phone are replaced, so both can be registered again.
 */
async function eraseAccount(tx: Tx, userId: string, atIso: string): Promise<void> {
  await tx.db
    .updateTable('users')
    .set((eb) => ({
      username: `closed-${userId}`,
      phone: `closed-${userId}`,
      password_hash: 'closed',
      first_name: '',
      last_name: null,
      email: null,
      gender: null,
      birthdate: null,
      address: null,
      photo: null,
      description: null,
      padel_level: null,
      rank_id: null,
      padel_side: null,
      bat_brand: null,
      football_team_name: null,
      deleted_at: atIso,
      token_version: eb('token_version', '+', 1),
    }))
    .where('id', '=', userId)
    .execute();
  // Copies of the phone number kept with requests and payments go too.
  await tx.db
    .updateTable('match_requests')
    .set({ phone: '' })
    .where('user_id', '=', userId)
    .execute();
  await tx.db
    .updateTable('championship_requests')
    .set({ phone: '' })
    .where('user_id', '=', userId)
    .execute();
  await tx.db
    .updateTable('payments')
    .set({ payer_phone: null })
    .where('user_id', '=', userId)
    .execute();
  await tx.db.deleteFrom('notifications').where('user_id', '=', userId).execute();
  await tx.db.deleteFrom('sign_in_known_addresses').where('user_id', '=', userId).execute();
}

/**
 * Closing an account (issue 13, Delete Profile): every feature's step and the erasure in one
 * transaction, so the account is either closed with everything it held given up, or left as
 * it was. Then the provider refunds are sent and the photo's files removed.
 */
export function createAccountClosure({ db, clock, log, payments, uploads, steps }: ClosureDeps) {
  return async function close(userId: string): Promise<void> {
    const user = await db
      .selectFrom('users')
      .select(['id', 'photo'])
      .where('id', '=', userId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!user) throw notFound('User');
    const providerRefunds = await inTransaction(db, async (tx) => {
      await payments.lockPayer(tx, userId);
      const club = await tx.db
        .selectFrom('clubs')
        .select('id')
        .where('owner_id', '=', userId)
        .executeTakeFirst();
      if (club) throw ownsClub();
      const refunds: string[] = [];
      for (const step of steps) refunds.push(...((await step.run(tx, userId)) ?? []));
      await eraseAccount(tx, userId, clock.now().toISOString());
      return refunds;
    });
    for (const paymentId of providerRefunds)
      await payments.sendRefund(paymentId).catch((error: unknown) => {
        // The payment stays refund_pending; the sweeper tries again.
        log.error({ err: error, paymentId }, 'a refund for a closed account failed');
      });
    await uploads.removeImage(user.photo);
  };
}
