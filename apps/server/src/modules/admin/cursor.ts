import { invalidField } from '#server/lib/domain-error.js';

/**
 * A page's cursor: the creation time and id of the last row seen, as one opaque text, so a
 * page costs the same however many rows came before it.
 */
export const encodeCursor = (row: { created_at: string; id: string }) =>
  Buffer.from(JSON.stringify([row.created_at, row.id])).toString('base64url');

export function decodeCursor(cursor: string | undefined) {
  if (cursor === undefined) return undefined;
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as unknown[];
    if (typeof createdAt === 'string' && typeof id === 'string') return { createdAt, id };
  } catch {
    // Answered below as the same refusal as a well-formed cursor of the wrong shape.
  }
  throw invalidField('querystring.before', 'Not a cursor this list gave');
}

/** A page from rows read one beyond the limit: the extra one tells that a next page exists. */
export function pageOf<Row extends { created_at: string; id: string }, Item>(
  rows: Row[],
  limit: number,
  map: (row: Row) => Item,
) {
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  return {
    items: shown.map(map),
    nextCursor: rows.length > limit && last ? encodeCursor(last) : null,
  };
}
