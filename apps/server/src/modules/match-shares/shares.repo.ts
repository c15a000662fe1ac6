import type { Insertable, Kysely, Selectable, SelectQueryBuilder } from 'kysely';
import type { Database, MatchSharesTable, PaymentStatus } from '#server/db/database.js';
import { joinedPayments } from '#server/modules/payments/payments.service.js';

type Db = Kysely<Database>;
export type ShareRow = Selectable<MatchSharesTable>;

/** A live share with where its payment stands (no payment yet: all null). */
export type ShareView = ShareRow & {
  payment_status: PaymentStatus | null;
  payment_method: string | null;
  amount: number | null;
  currency: string | null;
};

function sharesWithPayment(db: Db) {
  return db
    .selectFrom('match_shares')
    .leftJoin(joinedPayments(db).as('payment'), 'payment.id', 'match_shares.payment_id')
    .selectAll('match_shares')
    .select([
      'payment.status as payment_status',
      'payment.method as payment_method',
      'payment.amount',
      'payment.currency',
    ])
    .where('match_shares.ended_at', 'is', null);
}

/** The live shares of these matches, with their payments. */
export function liveShares(db: Db, matchIds: readonly string[]): Promise<ShareView[]> {
  if (matchIds.length === 0) return Promise.resolve([]);
  return sharesWithPayment(db).where('match_shares.match_id', 'in', matchIds).execute();
}

export function liveShareOf(db: Db, matchId: string, userId: string) {
  return sharesWithPayment(db)
    .where('match_shares.match_id', '=', matchId)
    .where('match_shares.user_id', '=', userId)
    .executeTakeFirst();
}

/** The live share a payment was made for. */
export function shareOfPayment(db: Db, paymentId: string) {
  return sharesWithPayment(db).where('match_shares.payment_id', '=', paymentId).executeTakeFirst();
}

export async function insertShare(db: Db, row: Insertable<MatchSharesTable>): Promise<void> {
  await db.insertInto('match_shares').values(row).execute();
}

export async function setShare(
  db: Db,
  id: string,
  patch: { payment_id?: string | null; held_until?: string | null },
): Promise<void> {
  await db.updateTable('match_shares').set(patch).where('id', '=', id).execute();
}

/** Ends a live share; false when it had already ended. */
export async function endShare(db: Db, id: string, atIso: string): Promise<boolean> {
  const ended = await db
    .updateTable('match_shares')
    .set({ ended_at: atIso })
    .where('id', '=', id)
    .where('ended_at', 'is', null)
    .executeTakeFirst();
  return Number(ended.numUpdatedRows) === 1;
}

/**
 * A query of match ids, given by the matches module (which owns the matches table), that the
 * sweeps below filter shares by.
 */
type MatchIds = SelectQueryBuilder<Database, keyof Database, { id: string }>;

/** Live shares of the matches given (the open ones) whose time to pay has passed unpaid. */
export function lapsedShares(db: Db, openMatches: MatchIds, nowIso: string, limit: number) {
  return db
    .selectFrom('match_shares')
    .select(['id', 'match_id', 'user_id'])
    .where('ended_at', 'is', null)
    .where('held_until', '<=', nowIso)
    .where('match_id', 'in', openMatches)
    .orderBy('held_until')
    .limit(limit)
    .execute();
}

/** Live shares of the matches given (the cancelled ones): their money still goes back. */
export function liveSharesOfMatches(db: Db, matches: MatchIds, limit: number) {
  return db
    .selectFrom('match_shares')
    .select(['id', 'user_id', 'payment_id'])
    .where('ended_at', 'is', null)
    .where('match_id', 'in', matches)
    .limit(limit)
    .execute();
}

/** Query fragment: the matches one of whose live shares still waits to be paid. */
export function matchIdsWithWaitingShares(db: Db, nowIso: string) {
  return db
    .selectFrom('match_shares')
    .select('match_id')
    .where('ended_at', 'is', null)
    .where('held_until', '>', nowIso);
}

/** Every share a person had, for Download my data. */
export function sharesOfPerson(db: Db, userId: string) {
  return db.selectFrom('match_shares').selectAll().where('user_id', '=', userId).execute();
}
