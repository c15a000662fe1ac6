import type { Kysely } from 'kysely';
import type { Database, PushSubscriptionsTable } from '#server/db/database.js';

type Db = Kysely<Database>;

/** Keeps a device's subscription for `row.user_id`: a known endpoint moves to that person. */
export async function upsertSubscription(db: Db, row: PushSubscriptionsTable): Promise<void> {
  const { id: _, created_at: __, last_success_at: ___, ...changes } = row;
  await db
    .insertInto('push_subscriptions')
    .values(row)
    .onConflict((c) => c.column('endpoint').doUpdateSet(changes))
    .execute();
}

/**
 * Moves a device's subscription to the endpoint and keys its browser renewed it with, for the
 * same person, language and label; nothing when the old endpoint is unknown. When the new one
 * is already kept (the app sent it first), the old one is only forgotten.
 */
export async function renewSubscription(
  db: Db,
  oldEndpoint: string,
  renewed: { endpoint: string; p256dh: string; auth: string },
): Promise<void> {
  const known = await db
    .selectFrom('push_subscriptions')
    .select('id')
    .where('endpoint', '=', renewed.endpoint)
    .executeTakeFirst();
  if (known) {
    await db
      .deleteFrom('push_subscriptions')
      .where('endpoint', '=', oldEndpoint)
      .where('id', '!=', known.id)
      .execute();
    return;
  }
  await db
    .updateTable('push_subscriptions')
    .set(renewed)
    .where('endpoint', '=', oldEndpoint)
    .execute();
}

export async function deleteOwnSubscription(db: Db, userId: string, endpoint: string) {
  const result = await db
    .deleteFrom('push_subscriptions')
    .where('user_id', '=', userId)
    .where('endpoint', '=', endpoint)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function deleteSubscription(db: Db, id: string): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('id', '=', id).execute();
}

export async function deleteSubscriptionsOf(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('user_id', '=', userId).execute();
}

/** The devices of these people, each person's in the order they were added. */
export function subscriptionsOf(db: Db, userIds: readonly string[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('push_subscriptions')
    .selectAll()
    .where('user_id', 'in', [...new Set(userIds)])
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function markSucceeded(db: Db, id: string, at: string): Promise<void> {
  await db
    .updateTable('push_subscriptions')
    .set({ last_success_at: at })
    .where('id', '=', id)
    .execute();
}

/** The oldest notices still to be pushed. */
export function dueNotices(db: Db, limit: number) {
  return db
    .selectFrom('notifications')
    .select(['id', 'user_id', 'kind', 'payload', 'push_tries'])
    .where('push_due', '=', 1)
    .orderBy('created_at')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * Takes a due notice for this run: only one run, in whichever process, takes it, so a notice is
 * pushed once however many processes run the job.
 */
export async function claimNotice(db: Db, id: string): Promise<boolean> {
  const result = await db
    .updateTable('notifications')
    .set({ push_due: 0 })
    .where('id', '=', id)
    .where('push_due', '=', 1)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Gives a notice whose push failed back for a later run. */
export async function releaseNotice(db: Db, id: string, tries: number): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ push_due: 1, push_tries: tries })
    .where('id', '=', id)
    .execute();
}
