import { encodeCursor, type CreatedKey } from '@courtside/shared';

export interface KeysetSource<Row, Key> {
  /** Up to `count` rows in the list's order, after the row whose key is `after`. */
  read: (after: Key | undefined, count: number) => Promise<Row[]>;
  keyOf: (row: Row) => Key;
  /**
   * What the query could not say (a club-local day, say): rows it refuses are read past, so a
   * page is still full while rows remain.
   */
  keep?: (row: Row) => boolean;
}

/** Rows are read past a filter this many at a time at least. */
const batchAtLeast = 50;

/**
 * One page of a list read by keyset: `limit` rows after the cursor's key, and the cursor of
 * the next page (the last row's key, as base64url JSON), null when no row follows. One row
 * more than the page is read to know whether another follows.
 */
export async function keysetPage<Row, Key>(
  source: KeysetSource<Row, Key>,
  page: { limit: number; after?: Key },
): Promise<{ rows: Row[]; nextCursor: string | null }> {
  const { read, keyOf, keep = () => true } = source;
  const wanted = page.limit + 1;
  const kept: Row[] = [];
  let after = page.after;
  for (;;) {
    const count = source.keep ? Math.max(wanted - kept.length, batchAtLeast) : wanted;
    const rows = await read(after, count);
    kept.push(...rows.filter(keep));
    if (rows.length < count || kept.length >= wanted) break;
    after = keyOf(rows.at(-1)!);
  }
  const rows = kept.slice(0, page.limit);
  const last = rows.at(-1);
  return { rows, nextCursor: kept.length > page.limit && last ? encodeCursor(keyOf(last)) : null };
}

/**
 * A page of a list newest first (by creation time, then id), read by `read`: the rows after
 * the `before` key, each mapped for the answer, and the next page's cursor.
 */
export async function newestFirstPage<Row extends { created_at: string; id: string }, Item>(
  read: (after: CreatedKey | undefined, count: number) => Promise<Row[]>,
  page: { limit: number; before?: CreatedKey },
  map: (row: Row) => Item,
): Promise<{ items: Item[]; nextCursor: string | null }> {
  const { rows, nextCursor } = await keysetPage(
    { read, keyOf: (row) => ({ c: row.created_at, id: row.id }) },
    { limit: page.limit, after: page.before },
  );
  return { items: rows.map(map), nextCursor };
}
