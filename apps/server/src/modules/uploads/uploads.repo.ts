import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.js';

/** Stores the bytes under the key, replacing what was there. */
export async function putBlob(
  db: Kysely<Database>,
  key: string,
  bytes: Buffer,
  nowIso: string,
): Promise<void> {
  await db
    .insertInto('upload_blobs')
    .values({ key, bytes, created_at: nowIso })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ bytes, created_at: nowIso }))
    .execute();
}

export async function blobOf(db: Kysely<Database>, key: string): Promise<Buffer | null> {
  const row = await db
    .selectFrom('upload_blobs')
    .select('bytes')
    .where('key', '=', key)
    .executeTakeFirst();
  return row ? Buffer.from(row.bytes) : null;
}

export async function deleteBlob(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('upload_blobs').where('key', '=', key).execute();
}
