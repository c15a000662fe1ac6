import { SqliteAdapter, type Kysely, type Transaction } from 'kysely';
import type { Database } from './database.js';

/**
 * A unit of work: one database transaction, and what must happen once it has committed
 * (dropping a cache the work made stale, say). Services open it; the court-time and
 * payments services take it, so a feature's rows, its court hours and its money change
 * together or not at all.
 */
export interface Tx {
  readonly db: Transaction<Database>;
  /** Runs after the commit, never after a rollback. */
  afterCommit(effect: () => void): void;
  /**
   * True when the database runs one transaction at a time (our SQLite: one connection that
   * Kysely hands to one transaction until it ends), so row locks have nothing to order.
   */
  readonly serialized: boolean;
}

/** PostgreSQL's deadlock and serialization failures: the work is safe to run again. */
const retryableCodes = new Set(['40P01', '40001']);

function isRetryable(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    retryableCodes.has(String((error as { code?: unknown }).code))
  );
}

/**
 * Runs `work` in a transaction. Locks are taken in one order everywhere (docs/decisions.md,
 * "One order of locks"), so deadlocks should not happen; should the database still pick
 * this transaction as a deadlock victim, the whole work runs again, a few times at most.
 */
export async function inTransaction<T>(
  db: Kysely<Database>,
  work: (tx: Tx) => Promise<T>,
  attempts = 3,
): Promise<T> {
  const serialized = db.getExecutor().adapter instanceof SqliteAdapter;
  for (let attempt = 1; ; attempt += 1) {
    const effects: Array<() => void> = [];
    try {
      const result = await db
        .transaction()
        .execute((trx) =>
          work({ db: trx, afterCommit: (effect) => effects.push(effect), serialized }),
        );
      for (const effect of effects) effect();
      return result;
    } catch (error) {
      if (attempt >= attempts || !isRetryable(error)) throw error;
    }
  }
}
