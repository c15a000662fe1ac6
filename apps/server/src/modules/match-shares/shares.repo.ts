import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, MatchSharesTable, PaymentStatus } from '#server/db/database.js';

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
    .leftJoin('payments', 'payments.id', 'match_shares.payment_id')
    .selectAll('match_shares')
    .select([
      'payments.status as payment_status',
      'payments.method as payment_method',
      'payments.amount',
      'payments.currency',
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

/** Live shares of open matches whose time to pay has passed unpaid (a pending checkout too). */
export function lapsedShares(db: Db, nowIso: string, limit: number) {
  return db
    .selectFrom('match_shares')
    .innerJoin('matches', 'matches.id', 'match_shares.match_id')
    .select(['match_shares.id', 'match_shares.match_id', 'match_shares.user_id'])
    .where('match_shares.ended_at', 'is', null)
    .where('match_shares.held_until', '<=', nowIso)
    .where('matches.status', '=', 'open')
    .orderBy('match_shares.held_until')
    .limit(limit)
    .execute();
}

/** Live shares of cancelled matches: their money still goes back. */
export function sharesOfCancelledMatches(db: Db, limit: number) {
  return db
    .selectFrom('match_shares')
    .innerJoin('matches', 'matches.id', 'match_shares.match_id')
    .select(['match_shares.id', 'match_shares.user_id', 'match_shares.payment_id'])
    .where('match_shares.ended_at', 'is', null)
    .where('matches.status', '=', 'cancelled')
    .limit(limit)
    .execute();
}

/** Open matches whose fill deadline has come, not settled yet, none of whose shares still waits. */
export function matchesAtFillDeadline(db: Db, nowIso: string, limit: number) {
  return db
    .selectFrom('matches')
    .select('id')
    .where('status', '=', 'open')
    .where('fill_settled_at', 'is', null)
    .where('fill_deadline', '<=', nowIso)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('match_shares')
            .select('match_shares.id')
            .whereRef('match_shares.match_id', '=', 'matches.id')
            .where('match_shares.ended_at', 'is', null)
            .where('match_shares.held_until', '>', nowIso),
        ),
      ),
    )
    .orderBy('fill_deadline')
    .limit(limit)
    .execute();
}

/** Every share a person had, for Download my data. */
export function sharesOfPerson(db: Db, userId: string) {
  return db.selectFrom('match_shares').selectAll().where('user_id', '=', userId).execute();
}

/** Where some payments stand, by id (what organizers owe at the club for their matches). */
export async function paymentStatuses(
  db: Db,
  ids: readonly string[],
): Promise<Map<string, PaymentStatus>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('payments')
    .select(['id', 'status'])
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((row) => [row.id, row.status]));
}
