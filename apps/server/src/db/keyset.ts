import { sql, type SqlBool } from 'kysely';

/**
 * The rows after a keyset cursor in (start, id) order (`>`; `<` for latest first), said so
 * that an index on (start, id) is read from the cursor on: the start's bound on its own, the
 * tie between equal starts broken by id.
 */
export function afterStartAndId(
  columns: { start: string; id: string },
  after: { startsAt: string; id: string },
  direction: '>' | '<' = '>',
) {
  const start = sql.ref(columns.start);
  const id = sql.ref(columns.id);
  const strictly = sql.raw(direction);
  return sql<SqlBool>`(${start} ${sql.raw(`${direction}=`)} ${after.startsAt} and (${start} ${strictly} ${after.startsAt} or ${id} ${strictly} ${after.id}))`;
}
