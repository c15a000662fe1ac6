import type { MatchPageKey, MatchPageQuery } from '@courtside/shared';
import type { KeysetSource } from '#server/lib/keyset-page.js';
import { daySpan, startsOnDay } from '#server/lib/local-day.js';
import type { Database } from '#server/db/database.js';
import type { Kysely } from 'kysely';
import { openMatchesAfter, type OpenMatchRow } from './matches.repo.js';

type GroupedRow = OpenMatchRow & { group: 0 | 1 };

/**
 * SPEC 2 Find Match by keyset: the matches whose level range holds the caller's level first
 * (group 0, the "at your level" ones), then the others (group 1), each by start then id. Each
 * group is a range of the (start, id) index; a player without a level has only group 1.
 */
export function findMatchSource(
  db: Kysely<Database>,
  query: MatchPageQuery,
  caller: { id: string; level: number | null; nowIso: string },
): KeysetSource<GroupedRow, MatchPageKey> {
  const filter = {
    nowIso: caller.nowIso,
    callerId: caller.id,
    clubId: query.club,
    level: query.level,
    window: query.date ? daySpan(query.date) : undefined,
  };
  const { level } = caller;
  const groups: Array<0 | 1> = level === null ? [1] : [0, 1];

  async function read(after: MatchPageKey | undefined, count: number) {
    const rows: GroupedRow[] = [];
    for (const group of groups) {
      if (after && after.g > group) continue;
      const from = after?.g === group ? { startsAt: after.s, id: after.id } : undefined;
      const found = await openMatchesAfter(
        db,
        { ...filter, group: level === null ? undefined : { level, fits: group === 0 } },
        { after: from, count: count - rows.length },
      );
      rows.push(...found.map((row) => ({ ...row, group })));
      if (rows.length >= count) break;
    }
    return rows;
  }

  return {
    read,
    keyOf: (row) => ({ g: row.group, s: row.starts_at, id: row.id }),
    keep: query.date ? (row) => startsOnDay(row, query.date!) : undefined,
  };
}
