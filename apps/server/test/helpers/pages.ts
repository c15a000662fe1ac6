import { expect } from 'vitest';

interface Page {
  items: Array<{ id: string }>;
  nextCursor: string | null;
}

/**
 * Every page of a keyset list from its start, each checked against the page's bounds (never
 * more than `limit`; full while another follows): the ids in the order the pages gave them.
 */
export async function idsOfEveryPage(
  get: (url: string) => Promise<{ statusCode: number; body: string; json: () => unknown }>,
  path: string,
  limit: number,
): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const query = new URLSearchParams(path.split('?')[1]);
    query.set('limit', String(limit));
    if (cursor) query.set('cursor', cursor);
    const res = await get(`${path.split('?')[0]}?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as Page;
    expect(page.items.length).toBeLessThanOrEqual(limit);
    if (page.nextCursor) expect(page.items).toHaveLength(limit);
    ids.push(...page.items.map((item) => item.id));
    cursor = page.nextCursor;
    pages += 1;
    expect(pages, 'pages end').toBeLessThan(1_000);
  } while (cursor);
  return ids;
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
