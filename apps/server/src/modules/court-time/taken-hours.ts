import { CompiledQuery, type Kysely } from 'kysely';
import type { Database } from '#server/db/database.js';
import { sqliteReader } from '#server/db/dialect.js';
import type { SqliteReader } from '#server/db/sqlite-reader.js';
import { isPostgres } from '#server/db/dialect-of.js';

export interface TakenHourWithZone {
  court_id: string;
  hour_start: string;
  time_zone: string;
}

/**
 * The taken hours of one court, oldest first, for SQLite's read-only connection: one court per
 * query follows the primary key (court, hour) in order, and asking for the hour alone spares
 * building a row object per hour. The court's zone is known in memory (see zoneOfCourt).
 */
const oneCourtSql = `select hour_start from court_claims
  where court_id = ? and hour_start >= ? and hour_start < ?
    and (held_until is null or held_until > ?)
  order by hour_start`;

/** Every court in one query with its club's zone, through Kysely: PostgreSQL or in-memory SQLite. */
function takenHoursText(courtCount: number, numbered: boolean): string {
  const at = (index: number) => (numbered ? `$${index + 1}` : '?');
  const courts = Array.from({ length: courtCount }, (_, index) => at(index)).join(', ');
  const [from, to, now] = [at(courtCount), at(courtCount + 1), at(courtCount + 2)];
  return `select c.court_id, c.hour_start, clubs.time_zone
    from court_claims c
    join courts on courts.id = c.court_id join clubs on clubs.id = courts.club_id
    where c.court_id in (${courts})
      and c.hour_start >= ${from} and c.hour_start < ${to}
      and (c.held_until is null or c.held_until > ${now})
    order by c.hour_start`;
}

// One text per number of courts and placeholder style: building it anew on every read showed.
const takenHoursTexts = new Map<string, string>();
function takenHoursSql(courtCount: number, numbered: boolean): string {
  const key = `${numbered}${courtCount}`;
  let text = takenHoursTexts.get(key);
  if (text === undefined) {
    text = takenHoursText(courtCount, numbered);
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
    const [found] = reader.column<string>(
      'select clubs.time_zone from courts join clubs on clubs.id = courts.club_id where courts.id = ?',
      [courtId],
    );
    // Asked only for a court that has claims, and a claim's court exists (a foreign key).
    zone = found ?? 'UTC';
    if (zones.size >= 10_000) zones.clear();
    zones.set(courtId, zone);
  }
  return zone;
}

const byHourStart = (a: TakenHourWithZone, b: TakenHourWithZone) =>
  a.hour_start < b.hour_start ? -1 : a.hour_start > b.hour_start ? 1 : 0;

function readTakenHours(
  reader: SqliteReader,
  courtIds: readonly string[],
  window: readonly [fromIso: string, toIso: string, nowIso: string],
): TakenHourWithZone[] {
  const rows: TakenHourWithZone[] = [];
  for (const courtId of new Set(courtIds)) {
    const hours = reader.column<string>(oneCourtSql, [courtId, ...window]);
    if (hours.length === 0) continue;
    const time_zone = zoneOfCourt(reader, courtId);
    for (const hour_start of hours) rows.push({ court_id: courtId, hour_start, time_zone });
  }
  return courtIds.length > 1 ? rows.sort(byHourStart) : rows;
}

/**
 * The hot read of the booking screen: taken hours of some courts with their club's time
 * zone, oldest first, written as SQL text (building it with the query builder cost more than
 * running it). On a SQLite file it runs synchronously on the read-only connection (see
 * sqliteReader), so a cache miss needs no promise either.
 */
export function takenHoursWithZone(
  db: Kysely<Database>,
  courtIds: readonly string[],
  fromIso: string,
  toIso: string,
  nowIso: string,
): TakenHourWithZone[] | Promise<TakenHourWithZone[]> {
  if (courtIds.length === 0) return [];
  const reader = sqliteReader(db);
  if (reader) return readTakenHours(reader, courtIds, [fromIso, toIso, nowIso]);
  const sql = takenHoursSql(courtIds.length, isPostgres(db));
  const query = CompiledQuery.raw(sql, [...courtIds, fromIso, toIso, nowIso]);
  return db.executeQuery<TakenHourWithZone>(query).then(({ rows }) => rows);
}
