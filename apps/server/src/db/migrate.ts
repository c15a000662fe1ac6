import { Migrator, type Kysely } from 'kysely';
import type { Database } from './database.js';
import { migrationProvider } from './migrations/index.js';

export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? `: ${error.message}` : '';
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed${reason}`, { cause: error });
  }
}
