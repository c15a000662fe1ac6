import type { CreatedKey } from '@courtside/shared';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { ChatMessagesTable, Database } from '#server/db/database.js';
import { afterStartAndId } from '#server/db/keyset.js';
import { userReads } from '#server/modules/users/users.service.js';

type Db = Kysely<Database>;

export interface Subject {
  kind: string;
  id: string;
}

export type MessageRow = Selectable<ChatMessagesTable> & {
  first_name: string;
  last_name: string | null;
};

/** A subject's messages newest first, `limit` of them older than the cursor, with their writers. */
export function messagePage(db: Db, subject: Subject, limit: number, after?: CreatedKey) {
  return db
    .selectFrom('chat_messages')
    .innerJoin(userReads.people(db).as('author'), 'author.id', 'chat_messages.author_id')
    .selectAll('chat_messages')
    .select(['author.first_name', 'author.last_name'])
    .where('chat_messages.subject_kind', '=', subject.kind)
    .where('chat_messages.subject_id', '=', subject.id)
    .$if(after !== undefined, (qb) =>
      qb.where(
        afterStartAndId(
          { start: 'chat_messages.created_at', id: 'chat_messages.id' },
          { startsAt: after!.c, id: after!.id },
          '<',
        ),
      ),
    )
    .orderBy('chat_messages.created_at', 'desc')
    .orderBy('chat_messages.id', 'desc')
    .limit(limit)
    .execute() as Promise<MessageRow[]>;
}

export async function insertMessage(db: Db, row: Insertable<ChatMessagesTable>): Promise<void> {
  await db.insertInto('chat_messages').values(row).execute();
}

export function findMessage(db: Db, subject: Subject, id: string) {
  return db
    .selectFrom('chat_messages')
    .selectAll()
    .where('id', '=', id)
    .where('subject_kind', '=', subject.kind)
    .where('subject_id', '=', subject.id)
    .executeTakeFirst();
}

/** Empties a message's text and marks it gone; `removedBy` names the moderator, if one did it. */
export async function markDeleted(db: Db, id: string, atIso: string, removedBy: string | null) {
  await db
    .updateTable('chat_messages')
    .set({ body: '', deleted_at: atIso, removed_by: removedBy })
    .where('id', '=', id)
    .execute();
}

export async function mutedIn(db: Db, subject: Subject): Promise<string[]> {
  const rows = await db
    .selectFrom('chat_mutes')
    .select('user_id')
    .where('subject_kind', '=', subject.kind)
    .where('subject_id', '=', subject.id)
    .orderBy('created_at')
    .execute();
  return rows.map((row) => row.user_id);
}

export async function addMute(db: Db, subject: Subject, userId: string, by: string, at: string) {
  await db
    .insertInto('chat_mutes')
    .values({
      subject_kind: subject.kind,
      subject_id: subject.id,
      user_id: userId,
      muted_by: by,
      created_at: at,
    })
    .onConflict((oc) => oc.columns(['subject_kind', 'subject_id', 'user_id']).doNothing())
    .execute();
}

export async function removeMute(db: Db, subject: Subject, userId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('chat_mutes')
    .where('subject_kind', '=', subject.kind)
    .where('subject_id', '=', subject.id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Subjects of one kind that still have messages, `limit` at a time after `afterId`. */
export async function subjectsWithMessages(db: Db, kind: string, afterId: string, limit: number) {
  const rows = await db
    .selectFrom('chat_messages')
    .select('subject_id')
    .distinct()
    .where('subject_kind', '=', kind)
    .where('subject_id', '>', afterId)
    .orderBy('subject_id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.subject_id);
}

/** Erases the chats of these subjects: their messages and mutes. */
export async function eraseChats(db: Db, kind: string, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await db
    .deleteFrom('chat_messages')
    .where('subject_kind', '=', kind)
    .where('subject_id', 'in', ids)
    .executeTakeFirst();
  await db
    .deleteFrom('chat_mutes')
    .where('subject_kind', '=', kind)
    .where('subject_id', 'in', ids)
    .execute();
  return Number(result.numDeletedRows);
}

/** What a person wrote, in every chat, deleted ones included (their text is already gone). */
export function messagesBy(db: Db, userId: string) {
  return db
    .selectFrom('chat_messages')
    .select(['id', 'subject_kind', 'subject_id', 'body', 'created_at', 'deleted_at'])
    .where('author_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function eraseWriter(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('chat_messages').where('author_id', '=', userId).execute();
  await db.deleteFrom('chat_mutes').where('user_id', '=', userId).execute();
}

/** One message with its writer's name, as a page shows it. */
export function messageWithAuthor(db: Db, id: string) {
  return db
    .selectFrom('chat_messages')
    .innerJoin(userReads.people(db).as('author'), 'author.id', 'chat_messages.author_id')
    .selectAll('chat_messages')
    .select(['author.first_name', 'author.last_name'])
    .where('chat_messages.id', '=', id)
    .executeTakeFirstOrThrow() as Promise<MessageRow>;
}

/** The oldest messages still to push, with their writer's name. */
export function duePushes(db: Db, limit: number) {
  return db
    .selectFrom('chat_messages')
    .innerJoin(userReads.people(db).as('author'), 'author.id', 'chat_messages.author_id')
    .select([
      'chat_messages.id',
      'chat_messages.subject_kind',
      'chat_messages.subject_id',
      'chat_messages.author_id',
      'chat_messages.body',
      'chat_messages.deleted_at',
      'chat_messages.push_tries',
      'author.first_name',
      'author.last_name',
    ])
    .where('chat_messages.push_due', '=', 1)
    .orderBy('chat_messages.created_at')
    .orderBy('chat_messages.id')
    .limit(limit)
    .execute();
}

/** Takes a message to push for this run: one run, in whichever process, takes it. */
export async function claimPush(db: Db, id: string): Promise<boolean> {
  const result = await db
    .updateTable('chat_messages')
    .set({ push_due: 0 })
    .where('id', '=', id)
    .where('push_due', '=', 1)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Gives a message whose push failed back for a later run. */
export async function releasePush(db: Db, id: string, tries: number): Promise<void> {
  await db
    .updateTable('chat_messages')
    .set({ push_due: 1, push_tries: tries })
    .where('id', '=', id)
    .execute();
}
