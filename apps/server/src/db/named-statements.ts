import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';

/** Beyond this many distinct statements, the rest go unnamed (as every statement did before). */
const mostNames = 1_000;

/**
 * PostgreSQL parses and plans an unnamed statement every time it runs; a named one is parsed
 * once per connection and afterwards only bound and run, which on a booking's short
 * statements is a good part of the database's work. Kysely sends SQL text, so statements are
 * named here by their text. Statements without parameters (begin, commit, migrations' DDL,
 * several statements at once) keep the simple protocol, as pg sends them.
 */
export function withNamedStatements(pool: pg.Pool): PostgresPool {
  const names = new Map<string, string>();
  const nameOf = (text: string): string | undefined => {
    let name = names.get(text);
    if (name === undefined && names.size < mostNames) {
      name = `courtside_${names.size}`;
      names.set(text, name);
    }
    return name;
  };

  return {
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect();
      // The pool listens for errors on idle connections only. One lost while checked out
      // (the server restarted or ended it, the network dropped) between two statements of a
      // transaction is emitted on the client, and with no listener it would end the process.
      // The statement under way, or the next one, fails with it and answers 503; the
      // connection is then discarded instead of going back to the pool.
      let lost: Error | undefined;
      const onLost = (error: Error) => {
        lost ??= error;
      };
      client.on('error', onLost);
      // A cursor, or a statement without parameters, goes to pg as Kysely sent it.
      const query = (textOrCursor: unknown, values?: ReadonlyArray<unknown>): unknown =>
        typeof textOrCursor !== 'string' || !values?.length
          ? client.query(textOrCursor as string, values as unknown[])
          : client.query({ name: nameOf(textOrCursor), text: textOrCursor, values: [...values] });
      return {
        query: query as PostgresPoolClient['query'],
        release: () => {
          client.off('error', onLost);
          client.release(lost);
        },
      };
    },
    end: () => pool.end(),
  };
}
