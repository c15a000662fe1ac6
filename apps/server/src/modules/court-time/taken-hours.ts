import { CompiledQuery, type Kysely } from 'kysely';
import type { Database } from '#server/db/database.js';
import { sqliteReader } from '#server/db/dialect.js';
import type { SqliteReader } from '#server/db/sqlite-reader.js';
import { isPostgres } from '#server/lib/dialect-of.js';

export interface TakenHourWithZone {
  court_id: string;
  hour_start: string;
  time_zone: string;
}

/**
 * How the read runs: on SQLite's read-only connection, which finds each court's zone in memory
 * (see zoneOfCourt) as that costs less than the join; or through Kysely, on PostgreSQL (whose
 * placeholders are numbered) or on an in-memory SQLite database.
 */
type ReadPath = 'reader' | 'sqlite' | 'postgres';

function takenHoursText(courtCount: number, path: ReadPath): string {
  const at = (index: number) => (path === 'postgres' ? `$${index + 1}` : '?');
  const courts = Array.from({ length: courtCount }, (_, index) => at(index)).join(', ');
  const [from, to, now] = [at(courtCount), at(courtCount + 1), at(courtCount + 2)];
  const withZone = path !== 'reader';
  return `select c.court_id, c.hour_start${withZone ? ', clubs.time_zone' : ''}
    from court_claims c
    ${withZone ? 'join courts on courts.id = c.court_id join clubs on clubs.id = courts.club_id' : ''}
    where c.court_id in (${courts})
      and c.hour_start >= ${from} and c.hour_start < ${to}
      and (c.held_until is null or c.held_until > ${now})
    order by c.hour_start`;
}

// One text per number of courts and placeholder style: building it anew on every read showed.
const takenHoursTexts = new Map<string, string>();
function takenHoursSql(courtCount: number, path: ReadPath): string {
  const key = `${path}${courtCount}`;
  let text = takenHoursTexts.get(key);
  if (text === undefined) {
    text = takenHoursText(courtCount, path);
    takenHoursTexts.set(key, text);
  }
  return text;
}

// A court never changes club and a club never changes zone, so each court's zone is read once
// (the bound keeps a long-running process small).
const zones = new Map<string, string>();
function zoneOfCourt(reader: SqliteReader, courtId: string): string {
  let zone = zones.get(courtId);
  if (zone === undefined) {
    const [row] = reader.all<{ time_zone: string }>(
      'select clubs.time_zone from courts join clubs on clubs.id = courts.club_id where courts.id = ?',
      [courtId],
    );
    // A claim's court exists (a foreign key), so a row is always found.
    zone = row?.time_zone ?? 'UTC';
    if (zones.size >= 10_000) zones.clear();
    zones.set(courtId, zone);
  }
  return zone;
}

/**
 * The hot read of the booking screen: taken hours of some courts with their club's time
 * zone, in one narrow query written as SQL text (building it with the query builder cost
 * more than running it). On a SQLite file it runs synchronously on the read-only connection
 * (see sqliteReader), so a cache miss needs no promise either.
 */
export function takenHoursWithZone(
  db: Kysely<Database>,
  courtIds: readonly string[],
  fromIso: string,
  toIso: string,
  nowIso: string,
): TakenHourWithZone[] | Promise<TakenHourWithZone[]> {
  if (courtIds.length === 0) return [];
  const parameters = [...courtIds, fromIso, toIso, nowIso];
  const reader = sqliteReader(db);
  if (reader) {
    const rows = reader.all<TakenHourWithZone>(
      takenHoursSql(courtIds.length, 'reader'),
      parameters,
    );
    for (const row of rows) row.time_zone = zoneOfCourt(reader, row.court_id);
    return rows;
  }
  const path = isPostgres(db) ? 'postgres' : 'sqlite';
  const query = CompiledQuery.raw(takenHoursSql(courtIds.length, path), parameters);
  return db.executeQuery<TakenHourWithZone>(query).then(({ rows }) => rows);
}
