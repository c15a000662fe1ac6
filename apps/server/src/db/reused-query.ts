import { CompiledQuery, type Compilable, type Kysely, type QueryResult } from 'kysely';
import { isPostgres } from './dialect-of.js';
import type { Database } from './database.js';

/** A value bound to the query: the only thing that changes between runs. */
type Bound = string | number | null;

/** Where each bound parameter of the compiled text comes from. */
type Source = { argument: string } | { constant: unknown };

const marker = '\u0000argument:';

function sourceOf(parameter: unknown, names: ReadonlySet<string>): Source {
  if (typeof parameter !== 'string' || !parameter.includes(marker)) return { constant: parameter };
  const argument = parameter.slice(marker.length);
  // A value the builder changed (a LIKE pattern, say) cannot be swapped in later.
  if (!parameter.startsWith(marker) || !names.has(argument))
    throw new Error('reusedQuery: a parameter was built from a value');
  return { argument };
}

/**
 * A query written with the query builder, built and compiled once per dialect and set of
 * arguments, then run with each call's values. Building and compiling cost more than SQLite
 * takes to run a small query, and a booking runs several in its transaction.
 *
 * `build` is called once with placeholders in place of the values, so it must not look at
 * them (no branching on a value, no value turned into another): each bound parameter of the
 * compiled text is traced back to the argument it came from, and the rest are constants.
 * Arguments left undefined are left out, as the builder leaves out such columns.
 */
export function reusedQuery<Args extends Record<string, Bound | undefined>, Row>(
  build: (db: Kysely<Database>, args: Args) => Compilable<Row>,
): (db: Kysely<Database>, args: Args) => Promise<QueryResult<Row>> {
  const compiled = new Map<string, { sql: string; sources: Source[] }>();
  return async (db, args) => {
    const names = Object.keys(args).filter((name) => args[name] !== undefined);
    const key = `${isPostgres(db) ? 'postgres' : 'sqlite'}:${names.join(',')}`;
    let query = compiled.get(key);
    if (!query) {
      const placeholders = Object.fromEntries(names.map((name) => [name, marker + name]));
      const { sql, parameters } = build(db, placeholders as Args).compile();
      if (sql.includes(marker)) throw new Error('reusedQuery: a value was written into the text');
      const known = new Set(names);
      query = { sql, sources: parameters.map((parameter) => sourceOf(parameter, known)) };
      compiled.set(key, query);
    }
    const parameters = query.sources.map((source) =>
      'argument' in source ? args[source.argument] : source.constant,
    );
    return db.executeQuery(CompiledQuery.raw(query.sql, parameters) as CompiledQuery<Row>);
  };
}
