import {
  conflictCodes,
  expandRecurrence,
  minuteOfDay,
  occurrenceTimes,
  type ActivityCreateBody,
  type ActivityRecurrence,
  type OccurrenceTime,
} from '@courtside/shared';
import { conflict, invalidField } from '#server/lib/domain-error.js';
import { newId } from '#server/lib/ids.js';
import { inTransaction, type Tx } from '#server/db/transaction.js';
import { windowSlotStarts } from '#server/modules/court-time/court-time.service.js';
import { occurrenceOwner, type ActivitiesDeps } from './activities-deps.js';
import { findCoach, insertActivity, insertOccurrences } from './activities.repo.js';

type ValidBody = ActivityCreateBody & {
  name: string;
  recurrence: ActivityRecurrence;
  fromM: number;
  toM: number;
};

export interface PlannedTimes {
  date: string;
  recurrence: ActivityRecurrence;
  fromH: number;
  fromM: number;
  toH: number;
  toM: number;
  lastDate?: string;
}

/**
 * The dated occurrences of a plan in the club's zone, from the server's own reading of the
 * fields: the client's endDate is never trusted. A date in the past is refused.
 */
export function planOccurrences(plan: PlannedTimes, timeZone: string, today: string) {
  const from = minuteOfDay(plan.fromH, plan.fromM);
  const to = minuteOfDay(plan.toH, plan.toM);
  if (to <= from) throw invalidField('toH', 'The To time must come after the From time');
  if (plan.date < today) throw invalidField('date', 'An activity starts today or later');
  const { dates, skippedMonths } = expandRecurrence(plan);
  const { occurrences, missingDates } = occurrenceTimes(dates, from, to, timeZone);
  return { occurrences, skippedMonths, missingDates, fromMinute: from, toMinute: to };
}

async function checkPlace(deps: ActivitiesDeps, ownerId: string, body: ValidBody) {
  const club = await deps.clubs.access.clubFor(ownerId, body.club, 'activities');
  const courts = await deps.clubs.courtsInPlay(club.id);
  if (!courts.some((court) => court.id === body.court))
    throw invalidField('court', 'Choose one of your club’s courts');
  const coach = await findCoach(deps.db, body.coach);
  if (!coach || coach.club_id !== club.id)
    throw invalidField('coach', 'Choose one of your club’s coaches');
  return club;
}

/** Claims each occurrence's hours; answers the dates whose court time is taken. */
async function claimAll(
  deps: ActivitiesDeps,
  tx: Tx,
  courtId: string,
  rows: ReadonlyArray<OccurrenceTime & { id: string }>,
): Promise<string[]> {
  const clashes: string[] = [];
  for (const row of rows) {
    const claimed = await deps.courtTime.claim(tx, {
      courtId,
      slotStarts: windowSlotStarts(row.startsAt, row.endsAt),
      owner: occurrenceOwner(row.id),
    });
    if (!claimed.ok) clashes.push(row.date);
  }
  return clashes;
}

/**
 * SPEC 2 Create Activity: the activity, its dated occurrences up to the horizon and each
 * one's court hours, in one transaction. One taken hour on any date refuses the whole
 * activity (409), listing the dates that clash.
 */
export function createCreateActivity(deps: ActivitiesDeps) {
  const { db, clock } = deps;
  return async function createActivity(ownerId: string, body: ValidBody) {
    const club = await checkPlace(deps, ownerId, body);
    const now = clock.now();
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: club.time_zone }).format(now);
    const plan = planOccurrences(body, club.time_zone, today);
    const upcoming = plan.occurrences.filter((o) => Date.parse(o.startsAt) > now.getTime());
    if (upcoming.length === 0) throw invalidField('date', 'This activity has no date to come');
    const id = newId();
    const rows = upcoming.map((o) => ({ ...o, id: newId() }));
    await inTransaction(db, async (tx) => {
      await insertActivity(tx.db, {
        id,
        club_id: club.id,
        court_id: body.court,
        coach_id: body.coach,
        name: body.name,
        recurrence: body.recurrence,
        first_date: rows[0]!.date,
        last_date: rows.at(-1)!.date,
        from_minute: plan.fromMinute,
        to_minute: plan.toMinute,
        seats_number: body.seatsnumber ?? null,
        price: body.price,
        currency: club.currency,
        gender: body.gender ?? 'mix',
        description: body.description || null,
        created_at: now.toISOString(),
      });
      await insertOccurrences(
        tx.db,
        rows.map((r) => ({ id: r.id, activity_id: id, starts_at: r.startsAt, ends_at: r.endsAt })),
      );
      const clashes = await claimAll(deps, tx, body.court, rows);
      if (clashes.length > 0)
        throw conflict(
          conflictCodes.COURT_TAKEN,
          `The court is taken on ${clashes.join(', ')}; choose another court or time`,
          clashes.map((date) => ({ field: 'date', message: date })),
        );
    });
    return {
      id,
      name: body.name,
      dates: rows.map((r) => r.date),
      skippedMonths: plan.skippedMonths,
    };
  };
}

/** The owner's courts free at every occurrence of a planned activity (the form's court list). */
export function createFreeCourts(deps: ActivitiesDeps) {
  return async function freeCourts(ownerId: string, plan: PlannedTimes) {
    const club = await deps.clubs.access.clubRunBy(ownerId, 'activities');
    const courts = await deps.clubs.courtsInPlay(club.id);
    const now = deps.clock.now();
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: club.time_zone }).format(now);
    if (minuteOfDay(plan.toH, plan.toM) <= minuteOfDay(plan.fromH, plan.fromM)) return [];
    const { occurrences } = planOccurrences(plan, club.time_zone, today);
    let free = courts.map((court) => court.id);
    for (const o of occurrences) {
      if (free.length === 0) break;
      free = await deps.courtTime.freeForWindow(free, o.startsAt, o.endsAt);
    }
    return courts
      .filter((court) => free.includes(court.id))
      .map(({ id, name, sport }) => ({ id, name, sport }));
  };
}
