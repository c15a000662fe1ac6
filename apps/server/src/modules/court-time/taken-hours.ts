import { CompiledQuery, type Kysely } from 'kysely';
import type { Database } from '#server/db/database.js';
import { sqliteReader } from '#server/db/dialect.js';
import type { SqliteReader } from '#server/db/sqlite-reader.js';
import { isPostgres } from '#server/db/dialect-of.js';
import { clubReads } from '#server/modules/clubs/clubs.service.js';

export interface TakenHourWithZone {
  court_id: string;
  slot_start: string;
  time_zone: string;
}

/**
 * The taken hours of one court, oldest first, for SQLite's read-only connection: one court per
 * query follows the primary key (court, hour) in order, and asking for the hour alone spares
 * building a row object per hour. The court's zone is known in memory (see keepZones).
 */
const oneCourtSql = `select slot_start from court_claims
  where court_id = ? and slot_start >= ? and slot_start < ?
    and (held_until is null or held_until > ?)
  order by slot_start`;

/** Every court in one query, through Kysely: PostgreSQL or in-memory SQLite. */
function takenHoursText(courtCount: number, numbered: boolean): string {
  const at = (index: number) => (numbered ? `$${index + 1}` : '?');
  const courts = Array.from({ length: courtCount }, (_, index) => at(index)).join(', ');
  const [from, to, now] = [at(courtCount), at(courtCount + 1), at(courtCount + 2)];
  return `select court_id, slot_start from court_claims
    where court_id in (${courts})
      and slot_start >= ${from} and slot_start < ${to}
      and (held_until is null or held_until > ${now})
    order by slot_start`;
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

/** The zone of each of some courts' clubs (the clubs module reads them). */
async function zonesOf(db: Kysely<Database>, courtIds: readonly string[]) {
  const places = await clubReads.placesOfCourts(db, courtIds);
  return new Map([...places].map(([courtId, { club }]) => [courtId, club.time_zone]));
}

// On SQLite's reader each court's zone is kept once read: a court never changes club and a
// club never changes zone (the bound keeps a long-running process small).
const zones = new Map<string, string>();
async function keepZones(db: Kysely<Database>, courtIds: readonly string[]): Promise<void> {
  const read = await zonesOf(db, courtIds);
  if (zones.size + courtIds.length > 10_000) zones.clear();
  // Asked only for courts that have claims, and a claim's court exists (a foreign key).
  for (const courtId of courtIds) zones.set(courtId, read.get(courtId) ?? 'UTC');
}

const bySlotStart = (a: TakenHourWithZone, b: TakenHourWithZone) =>
  a.slot_start < b.slot_start ? -1 : a.slot_start > b.slot_start ? 1 : 0;

/** The taken hours read one court at a time, with zones kept in memory or read once. */
function readTakenHours(
  db: Kysely<Database>,
  reader: SqliteReader,
  courtIds: readonly string[],
  window: readonly [fromIso: string, toIso: string, nowIso: string],
): TakenHourWithZone[] | Promise<TakenHourWithZone[]> {
  const taken: Array<[courtId: string, hours: string[]]> = [];
  const unknown: string[] = [];
  for (const courtId of new Set(courtIds)) {
    const hours = reader.column<string>(oneCourtSql, [courtId, ...window]);
    if (hours.length === 0) continue;
    taken.push([courtId, hours]);
    if (!zones.has(courtId)) unknown.push(courtId);
  }
  const withZones = () => {
    const rows: TakenHourWithZone[] = [];
    for (const [court_id, hours] of taken) {
      const time_zone = zones.get(court_id) ?? 'UTC';
      for (const slot_start of hours) rows.push({ court_id, slot_start, time_zone });
    }
    return taken.length > 1 ? rows.sort(bySlotStart) : rows;
  };
  return unknown.length === 0 ? withZones() : keepZones(db, unknown).then(withZones);
}

/**
 * The hot read of the booking screen: taken hours of some courts with their club's time
 * zone, oldest first, written as SQL text (building it with the query builder cost more than
 * running it). On a SQLite file it runs synchronously on the read-only connection (see
 * sqliteReader), so a cache miss needs no promise either once the courts' zones are known.
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
  if (reader) return readTakenHours(db, reader, courtIds, [fromIso, toIso, nowIso]);
  const sql = takenHoursSql(courtIds.length, isPostgres(db));
  const query = CompiledQuery.raw(sql, [...courtIds, fromIso, toIso, nowIso]);
  return Promise.all([
    db.executeQuery<{ court_id: string; slot_start: string }>(query),
    zonesOf(db, courtIds),
  ]).then(([{ rows }, zoneOf]) =>
    rows.map(({ court_id, slot_start }) => ({
      court_id,
      slot_start,
      time_zone: zoneOf.get(court_id) ?? 'UTC',
    })),
  );
}
