import { bookableWindow, clubHourToUtc, utcToClubLocal } from '@courtside/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../apps/server/src/db/database.js';
import { clubDateIn, type TestCourt } from '../apps/server/test/helpers/booking-fixtures.js';

/** One court hour a player can book: a club-local date and a 60-minute start hour. */
export interface Slot {
  court: TestCourt;
  date: string;
  hour: number;
}

interface BenchCourt extends TestCourt {
  sport: 'padel' | 'football';
}

async function allCourts(db: Kysely<Database>): Promise<BenchCourt[]> {
  const rows = await db
    .selectFrom('courts')
    .innerJoin('clubs', 'clubs.id', 'courts.club_id')
    .select(['courts.id', 'courts.club_id', 'courts.name', 'courts.sport', 'clubs.time_zone'])
    .orderBy('courts.id')
    .execute();
  return rows.map((row) => ({
    courtId: row.id,
    clubId: row.club_id,
    name: row.name,
    sport: row.sport,
    timeZone: row.time_zone,
  }));
}

/**
 * What the booking screen asks for on a busy day: the upcoming club-local day with the most
 * bookings on one court, and every court of that club and sport (`?court=<ids>`).
 */
export async function busiestDay(
  db: Kysely<Database>,
  now: Date,
): Promise<{ date: string; courtIds: string[] }> {
  const courts = await allCourts(db);
  const claims = await db
    .selectFrom('court_claims')
    .select(['court_id', 'slot_start'])
    .where('owner_kind', '=', 'booking')
    .where('slot_start', '>', now.toISOString())
    .execute();
  const perCourtDay = new Map<string, { court: BenchCourt; date: string; count: number }>();
  for (const claim of claims) {
    const court = courts.find((c) => c.courtId === claim.court_id);
    if (!court) continue;
    const date = utcToClubLocal(claim.slot_start, court.timeZone).date;
    const key = `${court.courtId}|${date}`;
    const entry = perCourtDay.get(key) ?? { court, date, count: 0 };
    entry.count += 1;
    perCourtDay.set(key, entry);
  }
  const busiest = [...perCourtDay.values()].sort((a, b) => b.count - a.count)[0];
  if (!busiest) throw new Error('the demo world has no upcoming bookings to read');
  const siblings = courts.filter(
    (c) => c.clubId === busiest.court.clubId && c.sport === busiest.court.sport,
  );
  return { date: busiest.date, courtIds: siblings.map((c) => c.courtId) };
}

// Starts from 06:00 to 21:00, well inside the bookable window (SPEC 9): every write is valid.
const firstHour = bookableWindow.firstHour;
const lastHour = bookableWindow.lastHour - 1;
const maxDaysAhead = 365;

/**
 * `count` distinct court hours nobody has claimed, from tomorrow on, inside the bookable
 * window: day by day, hour by hour, court by court, so writes spread over courts and dates.
 * With `onlyClubId`, that club's courts alone.
 */
export async function freeSlots(
  db: Kysely<Database>,
  count: number,
  now: Date,
  onlyClubId?: string,
): Promise<Slot[]> {
  const courts = (await allCourts(db)).filter(
    (court) => onlyClubId === undefined || court.clubId === onlyClubId,
  );
  const claimed = new Set(
    (
      await db
        .selectFrom('court_claims')
        .select(['court_id', 'slot_start'])
        .where('slot_start', '>', now.toISOString())
        .execute()
    ).map((claim) => `${claim.court_id}|${claim.slot_start}`),
  );
  const slots: Slot[] = [];
  for (let day = 1; day <= maxDaysAhead; day++) {
    for (let hour = firstHour; hour <= lastHour; hour++) {
      for (const court of courts) {
        const date = clubDateIn(day, court.timeZone, now);
        const startsAt = clubHourToUtc(date, hour, court.timeZone);
        if (startsAt === null || claimed.has(`${court.courtId}|${startsAt}`)) continue;
        slots.push({ court, date, hour });
        if (slots.length === count) return slots;
      }
    }
  }
  throw new Error(`fewer than ${count} free slots in the next ${maxDaysAhead} days`);
}
