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
