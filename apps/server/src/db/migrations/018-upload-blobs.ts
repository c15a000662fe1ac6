import type { Kysely } from 'kysely';
import { isPostgres } from '../dialect-of.js';

/* Uploaded pictures kept in the database rather than in a folder (UPLOADS_STORAGE=database), so
 * that server processes on several machines need no shared file system. One row per stored
 * file (a picture and its thumbnail are two), addressed by the key its URL carries. */

/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('upload_blobs')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('bytes', isPostgres(db) ? 'bytea' : 'blob', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}
