import { openAtHalfHour, utcToClubLocal, weekdayOf, type OpeningDay } from '@courtside/shared';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.js';
import { clubReads } from '#server/modules/clubs/clubs.service.js';

const halfHourMs = 1_800_000;

/** A court's half hour that takes no claim: inside a closure (its reason), or outside opening hours. */
export interface ClosedHour {
  court_id: string;
  slot_start: string;
  reason: string | null;
}

/** A closure of a club, or of one of its courts (court_id), over [starts_at, ends_at). */
export interface ClosureSpan {
  club_id: string;
  court_id: string | null;
  starts_at: string;
  ends_at: string;
  reason: string;
}

/**
 * Where court time reads the opening hours and closures it checks every claim against,
 * registered by the module that keeps them (club-hours); in the caller's `db`, a
 * transaction's when a claim reads them.
 */
export interface ClubHoursReader {
  /** The weekdays each club's owner set; a club with none is open at every hour. */
  openingDays(db: Kysely<Database>, clubIds: readonly string[]): Promise<Map<string, OpeningDay[]>>;
  /** The closures of these clubs and of their courts that overlap [fromIso, toIso). */
  closures(
    db: Kysely<Database>,
    clubIds: readonly string[],
    fromIso: string,
    toIso: string,
  ): Promise<ClosureSpan[]>;
}

async function closedAmong(
  reader: ClubHoursReader,
  db: Kysely<Database>,
  courtIds: readonly string[],
  slotStarts: readonly string[],
): Promise<ClosedHour[]> {
  if (courtIds.length === 0 || slotStarts.length === 0) return [];
  const places = [...(await clubReads.placesOfCourts(db, courtIds)).values()];
  const clubIds = [...new Set(places.map(({ club }) => club.id))];
  if (clubIds.length === 0) return [];
  const sorted = [...slotStarts].sort();
  const toIso = new Date(Date.parse(sorted.at(-1)!) + halfHourMs).toISOString();
  const [openingDays, closures] = await Promise.all([
    reader.openingDays(db, clubIds),
    reader.closures(db, clubIds, sorted[0]!, toIso),
  ]);
  const closed: ClosedHour[] = [];
  for (const { court, club } of places) {
    const days = openingDays.get(club.id) ?? null;
    const spans = closures.filter(
      (span) => span.club_id === club.id && (span.court_id ?? court.id) === court.id,
    );
    for (const slotStart of slotStarts) {
      const span = spans.find((one) => one.starts_at <= slotStart && slotStart < one.ends_at);
      if (span) closed.push({ court_id: court.id, slot_start: slotStart, reason: span.reason });
      else if (!openAt(days, slotStart, club.time_zone))
        closed.push({ court_id: court.id, slot_start: slotStart, reason: null });
    }
  }
  return closed;
}

function openAt(days: readonly OpeningDay[] | null, slotStart: string, timeZone: string) {
  if (days === null) return true;
  const local = utcToClubLocal(slotStart, timeZone);
  return openAtHalfHour(days, weekdayOf(local.date), local.hour * 60 + local.minute);
}

/**
 * Which hours are closed, once club-hours has registered where their rules are read (at
 * start-up, before any claim).
 */
export function createClosedHours() {
  let reader: ClubHoursReader | null = null;
  return {
    readClubHoursWith(registered: ClubHoursReader): void {
      if (reader) throw new Error('Club hours already have a reader');
      reader = registered;
    },
    /**
     * Which of some hours of some courts are closed, by their club's opening hours (a
     * weekday's hours on the club's clock) or by a closure of the club or the court. Three
     * reads whatever the number of hours, so a claim and a day read each pay the same small
     * cost.
     */
    closedAmong(db: Kysely<Database>, courtIds: readonly string[], slotStarts: readonly string[]) {
      if (!reader) throw new Error('No reader of club hours is registered');
      return closedAmong(reader, db, courtIds, slotStarts);
    },
  };
}
export type ClosedHours = ReturnType<typeof createClosedHours>;
