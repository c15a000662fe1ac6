import { sql, type Kysely } from 'kysely';
import type { Database } from './database.js';

/** How long readiness waits for the database before saying it does not answer. */
export const pingTimeoutMs = 1_000;

/**
 * The smallest round trip that proves the database answers, given up after `timeoutMs`: a
 * balancer asks often, and an answer that never comes must read as "not ready" at once.
 */
export async function pingDatabase(db: Kysely<Database>, timeoutMs = pingTimeoutMs): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new Error('database ping timeout')), timeoutMs);
  });
  try {
    await Promise.race([sql`select 1`.execute(db), late]);
  } finally {
    clearTimeout(timer);
  }
}
