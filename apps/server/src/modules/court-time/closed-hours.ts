import { openAtHour, utcToClubLocal, weekdayOf, type OpeningDay } from '@courtside/shared';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.js';

const hourMs = 3_600_000;

/** A court hour that takes no claim: inside a closure (its reason), or outside opening hours. */
export interface ClosedHour {
  court_id: string;
  hour_start: string;
  reason: string | null;
}

interface ClosureSpan {
  club_id: string;
  court_id: string | null;
  starts_at: string;
  ends_at: string;
  reason: string;
}

async function courtsWithZones(db: Kysely<Database>, courtIds: readonly string[]) {
  return db
    .selectFrom('courts')
    .innerJoin('clubs', 'clubs.id', 'courts.club_id')
    .select(['courts.id', 'courts.club_id', 'clubs.time_zone'])
    .where('courts.id', 'in', courtIds)
    .execute();
}

async function openingDaysOf(db: Kysely<Database>, clubIds: readonly string[]) {
  const rows = await db
    .selectFrom('club_opening_hours')
    .selectAll()
    .where('club_id', 'in', clubIds)
    .execute();
  const byClub = new Map<string, OpeningDay[]>();
  for (const row of rows) {
    const days = byClub.get(row.club_id) ?? [];
    days.push({
      weekday: row.weekday,
      open: row.open === 1,
      firstHour: row.first_hour,
      lastHour: row.last_hour,
    });
    byClub.set(row.club_id, days);
  }
  return byClub;
}

function closuresOf(
  db: Kysely<Database>,
  clubIds: readonly string[],
  fromIso: string,
  toIso: string,
): Promise<ClosureSpan[]> {
  return db
    .selectFrom('club_closures')
    .select(['club_id', 'court_id', 'starts_at', 'ends_at', 'reason'])
    .where('club_id', 'in', clubIds)
    .where('ends_at', '>', fromIso)
    .where('starts_at', '<', toIso)
    .orderBy('starts_at')
    .execute();
}

/**
 * Which of some hours of some courts are closed, by their club's opening hours (a weekday's
 * hours on the club's clock) or by a closure of the club or the court. Three reads whatever
 * the number of hours, so a claim and a day read each pay the same small cost.
 */
export async function closedAmong(
  db: Kysely<Database>,
  courtIds: readonly string[],
  hourStarts: readonly string[],
): Promise<ClosedHour[]> {
  if (courtIds.length === 0 || hourStarts.length === 0) return [];
  const courts = await courtsWithZones(db, courtIds);
  const clubIds = [...new Set(courts.map((court) => court.club_id))];
  if (clubIds.length === 0) return [];
  const sorted = [...hourStarts].sort();
  const toIso = new Date(Date.parse(sorted.at(-1)!) + hourMs).toISOString();
  const [openingDays, closures] = await Promise.all([
    openingDaysOf(db, clubIds),
    closuresOf(db, clubIds, sorted[0]!, toIso),
  ]);
  const closed: ClosedHour[] = [];
  for (const court of courts) {
    const days = openingDays.get(court.club_id) ?? null;
    const spans = closures.filter(
      (span) => span.club_id === court.club_id && (span.court_id ?? court.id) === court.id,
    );
    for (const hourStart of hourStarts) {
      const span = spans.find((one) => one.starts_at <= hourStart && hourStart < one.ends_at);
      if (span) closed.push({ court_id: court.id, hour_start: hourStart, reason: span.reason });
      else if (!openAt(days, hourStart, court.time_zone))
        closed.push({ court_id: court.id, hour_start: hourStart, reason: null });
    }
  }
  return closed;
}

function openAt(days: readonly OpeningDay[] | null, hourStart: string, timeZone: string) {
  if (days === null) return true;
  const local = utcToClubLocal(hourStart, timeZone);
  return openAtHour(days, weekdayOf(local.date), local.hour);
}
