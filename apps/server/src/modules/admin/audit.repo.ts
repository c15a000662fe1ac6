import type { CreatedKey } from '@courtside/shared';
import { afterStartAndId } from '#server/db/keyset.js';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.js';
import { newId } from '#server/lib/ids.js';
import { userReads } from '#server/modules/users/users.service.js';

export interface AuditRecord {
  actorId: string;
  action: string;
  subjectId: string | null;
  before: unknown;
  after: unknown;
  at: string;
}

/** Nothing before (a creation) is kept as no record, not as the text "null". */
const asJson = (value: unknown) => (value == null ? null : JSON.stringify(value));

/** Writes one admin action, in the transaction of the change it records. */
export async function insertAudit(db: Kysely<Database>, record: AuditRecord): Promise<void> {
  await db
    .insertInto('admin_audit')
    .values({
      id: newId(),
      actor_id: record.actorId,
      action: record.action,
      subject_id: record.subjectId,
      before_json: asJson(record.before),
      after_json: asJson(record.after),
      created_at: record.at,
    })
    .execute();
}

/** The rows whose before or after copy holds `id` (a person's, in a club's or application's copy). */
export function auditCopiesHolding(db: Kysely<Database>, id: string) {
  return db
    .selectFrom('admin_audit')
    .select(['id', 'before_json', 'after_json'])
    .where((eb) =>
      eb.or([eb('before_json', 'like', `%${id}%`), eb('after_json', 'like', `%${id}%`)]),
    )
    .execute();
}

export async function rewriteAuditCopies(
  db: Kysely<Database>,
  id: string,
  copies: { before_json: string | null; after_json: string | null },
): Promise<void> {
  await db.updateTable('admin_audit').set(copies).where('id', '=', id).execute();
}

/** Newest first, `limit` rows older than the cursor (created_at and id of the last one seen). */
export function auditPage(db: Kysely<Database>, limit: number, after?: CreatedKey) {
  return db
    .selectFrom('admin_audit')
    .innerJoin(userReads.people(db).as('actor'), 'actor.id', 'admin_audit.actor_id')
    .selectAll('admin_audit')
    .select(['actor.first_name as actor_name'])
    .$if(after !== undefined, (qb) =>
      qb.where(
        afterStartAndId(
          { start: 'admin_audit.created_at', id: 'admin_audit.id' },
          { startsAt: after!.c, id: after!.id },
          '<',
        ),
      ),
    )
    .orderBy('admin_audit.created_at', 'desc')
    .orderBy('admin_audit.id', 'desc')
    .limit(limit)
    .execute();
}
