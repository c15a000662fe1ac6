import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, NotificationsTable } from '#server/db/database.js';

export type NotificationRow = Selectable<NotificationsTable>;

export async function insertNotification(
  db: Kysely<Database>,
  row: Insertable<NotificationsTable>,
): Promise<void> {
  // Every new notice is due to be pushed: the push job takes it once it commits (push.service.ts).
  await db
    .insertInto('notifications')
    .values({ ...row, push_due: 1 })
    .execute();
}

/** One reader's notifications, newest first, older than the `before` one when given. */
export async function pageOf(
  db: Kysely<Database>,
  userId: string,
  before: string | undefined,
  limit: number,
): Promise<NotificationRow[]> {
  const anchor = before
    ? await db
        .selectFrom('notifications')
        .select(['created_at', 'id'])
        .where('id', '=', before)
        .where('user_id', '=', userId)
        .executeTakeFirst()
    : undefined;
  if (before && !anchor) return [];
  return db
    .selectFrom('notifications')
    .selectAll()
    .where('user_id', '=', userId)
    .$if(anchor !== undefined, (qb) =>
      qb.where((eb) =>
        eb.or([
          eb('created_at', '<', anchor!.created_at),
          eb.and([eb('created_at', '=', anchor!.created_at), eb('id', '<', anchor!.id)]),
        ]),
      ),
    )
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function unreadCount(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Marks some (or, with null, all) of one reader's unread notifications read. */
export async function markRead(
  db: Kysely<Database>,
  userId: string,
  ids: readonly string[] | null,
  nowIso: string,
): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ read_at: nowIso })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .$if(ids !== null, (qb) => qb.where('id', 'in', ids!))
    .execute();
}

/** A person's own notifications, for Download my data. */
export function notificationsOf(db: Kysely<Database>, userId: string): Promise<NotificationRow[]> {
  return db
    .selectFrom('notifications')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function deleteNotificationsOf(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom('notifications').where('user_id', '=', userId).execute();
}

/** Other readers' notifications that name the person. */
export function notificationsAbout(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('notifications')
    .select(['id', 'kind', 'payload'])
    .where('about_user_id', '=', userId)
    .execute();
}

export async function rewritePayload(
  db: Kysely<Database>,
  id: string,
  payload: string,
): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ payload, about_user_id: null })
    .where('id', '=', id)
    .execute();
}
