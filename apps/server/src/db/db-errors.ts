/** True when a write failed on a UNIQUE or PRIMARY KEY constraint, on SQLite or PostgreSQL. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const code = (error as { code: unknown }).code;
  return (
    code === '23505' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}

/** The constraint or column text a unique violation names, to tell which field clashed. */
export function uniqueViolationTarget(error: unknown): string {
  if (typeof error !== 'object' || error === null) return '';
  const e = error as { constraint?: string; detail?: string; message?: string };
  return [e.constraint, e.detail, e.message].filter(Boolean).join(' ');
}

// Node's socket errors and PostgreSQL's connection-exception class (08…), shut-downs (57P0…)
// and connection limit; SQLite's busy and I/O errors: the data is there, just not now.
const unreachableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  // A statement the server cancelled at statement_timeout: the database is too slow just now.
  '57014',
  '53300',
  'SQLITE_BUSY',
  'SQLITE_IOERR',
  'SQLITE_CANTOPEN',
]);
// What node-postgres throws when a connection dies or never comes, or a statement gets no
// answer in time, without a code; and our own ping's timeout. "timeout exceeded" is a wait for
// a pooled connection that ran out: a PoolExhaustedError when every connection was busy
// (pool-exhaustion.ts), left as it is when some were still connecting to the database.
const unreachableMessages =
  /Connection terminated|not queryable|timeout exceeded when trying to connect|Query read timeout|database ping timeout/i;

/** True when the database could not be reached or answer at all, as opposed to refusing a query. */
export function isDatabaseUnreachable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const e = error as { code?: unknown; message?: unknown; errors?: unknown };
  if (typeof e.code === 'string' && (unreachableCodes.has(e.code) || /^08/.test(e.code)))
    return true;
  if (typeof e.message === 'string' && unreachableMessages.test(e.message)) return true;
  // Connecting to a name with several addresses fails with one error per address.
  return Array.isArray(e.errors) && e.errors.some(isDatabaseUnreachable);
}

/**
 * Every connection of a process's pool stayed in use for as long as a caller may wait for one:
 * the database answers, this process asks more of it at once than its pool holds
 * (DATABASE_POOL_SIZE), or its statements hold their connections long.
 */
export class PoolExhaustedError extends Error {
  constructor(
    readonly poolSize: number,
    readonly waitedMs: number,
    options?: ErrorOptions,
  ) {
    super(`all ${poolSize} pooled connections busy, waited ${waitedMs} ms`, options);
    this.name = 'PoolExhaustedError';
  }
}

/** Why a statement could not run now, for the log; null when the database refused it. */
export type DatabaseUnavailability = 'pool exhausted' | 'unreachable';

/**
 * Whether a failure means "try again in a moment" (a 503), and why: this process's pool had
 * no free connection, or the database could not be reached or did not answer.
 */
export function databaseUnavailability(error: unknown): DatabaseUnavailability | null {
  if (error instanceof PoolExhaustedError) return 'pool exhausted';
  return isDatabaseUnreachable(error) ? 'unreachable' : null;
}

/** A one-line reason for the log: the code and message of the failure. */
export function databaseFailureReason(error: unknown): string {
  if (typeof error !== 'object' || error === null) return String(error);
  const e = error as { code?: unknown; message?: unknown; errors?: unknown[] };
  const message = typeof e.message === 'string' && e.message ? e.message : undefined;
  const inner = Array.isArray(e.errors) && e.errors[0] ? databaseFailureReason(e.errors[0]) : '';
  const text = message ?? inner;
  const code = typeof e.code === 'string' && !text.includes(e.code) ? e.code : undefined;
  return [code, text].filter(Boolean).join(' ');
}
