import { expect } from 'vitest';

interface Page {
  items: Array<{ id: string }>;
  nextCursor: string | null;
}

/** More pages than any list in the tests holds: a list that goes on past it is broken. */
const mostPages = 1_000;

type Get = (url: string) => Promise<{ statusCode: number; body: string; json: () => unknown }>;

/**
 * Every page of a keyset list from its start, each read through `parse` and checked against
 * the page's bounds (never more than `limit`; full while another follows). Stops with a
 * failure past `mostPages`, so a cursor that never ends fails the test instead of hanging it.
 */
export async function everyPage<P extends Page>(
  get: Get,
  path: string,
  limit: number,
  parse: (body: unknown) => P = (body) => body as P,
): Promise<P[]> {
  const pages: P[] = [];
  let cursor: string | null = null;
  do {
    const query = new URLSearchParams(path.split('?')[1]);
    query.set('limit', String(limit));
    if (cursor) query.set('cursor', cursor);
    const res = await get(`${path.split('?')[0]}?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    const page = parse(res.json());
    expect(page.items.length).toBeLessThanOrEqual(limit);
    if (page.nextCursor) expect(page.items).toHaveLength(limit);
    pages.push(page);
    cursor = page.nextCursor;
    if (pages.length >= mostPages) throw new Error(`${path} gave ${mostPages} pages and more`);
  } while (cursor);
  return pages;
}

/** The ids of every page of a keyset list, in the order the pages gave them. */
export async function idsOfEveryPage(get: Get, path: string, limit: number): Promise<string[]> {
  const pages = await everyPage(get, path, limit);
  return pages.flatMap((page) => page.items.map((item) => item.id));
}

/** A paged list refuses bad bounds and cursors that are not its own with a 400. */
export async function expectRefused(
  get: (url: string) => Promise<{ statusCode: number }>,
  path: string,
  foreignCursors: string[],
): Promise<void> {
  const cursors = ['abc', '%2B%2B', ...foreignCursors];
  const queries = ['limit=0', 'limit=51', 'limit=two', ...cursors.map((c) => `cursor=${c}`)];
  for (const query of queries) expect((await get(`${path}?${query}`)).statusCode, query).toBe(400);
}
