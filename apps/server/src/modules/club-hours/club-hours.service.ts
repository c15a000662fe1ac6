import {
  clubHourToUtc,
  defaultOpeningDays,
  type ClubHours,
  type DayClosedHours,
  type OpeningHoursBody,
} from '@courtside/shared';
import { inTransaction } from '#server/db/transaction.js';
import { notFound } from '#server/lib/domain-error.js';
import { auditIfAdmin, type ClubHoursDeps, type HoursActor } from './club-hours-deps.js';
import * as repo from './club-hours.repo.js';
import { createClosures } from './closures.js';

export type { ClubHoursDeps, HoursActor } from './club-hours-deps.js';

const hoursOfDay = Array.from({ length: 24 }, (_, hour) => hour);

/**
 * A club's opening hours and closures (docs/decisions.md, "Opening hours and closures"):
 * written here, enforced by court time on every claim, and read by players' day screens.
 */
export function createClubHours(deps: ClubHoursDeps) {
  const { db, clock, courtTime } = deps;
  const closures = createClosures(deps);
  // Every claim is checked against the hours and closures kept here.
  courtTime.readClubHoursWith({ openingDays: repo.openingDaysOf, closures: repo.closureSpans });

  async function clubOf(clubId: string): Promise<repo.HoursClub> {
    const club = await repo.clubById(db, clubId);
    if (!club) throw notFound('Club');
    return club;
  }

  /** The club a closure is of, to ask whether the caller may remove it (404 without one). */
  async function closureClubId(id: string): Promise<string> {
    const closure = await repo.clubOfClosure(db, id);
    if (!closure) throw notFound('Closure');
    return closure.club_id;
  }

  async function hours(club: repo.HoursClub): Promise<ClubHours> {
    const [days, list] = await Promise.all([
      repo.openingDays(db, club.id),
      repo.closuresOf(db, club.id, clock.now().toISOString()),
    ]);
    const custom = days.length === 7;
    return {
      timeZone: club.time_zone,
      custom,
      days: custom ? days : defaultOpeningDays(),
      closures: list,
    };
  }

  async function setOpeningHours(actor: HoursActor, club: repo.HoursClub, body: OpeningHoursBody) {
    const days = [...body.days].sort((a, b) => a.weekday - b.weekday);
    await inTransaction(db, async (tx) => {
      const before = await repo.openingDays(tx.db, club.id);
      await repo.replaceOpeningDays(tx.db, club.id, days);
      await auditIfAdmin(deps, tx, actor, {
        action: 'club.hours',
        subjectId: club.id,
        before: before.length > 0 ? before : null,
        after: days,
      });
    });
    return hours(club);
  }

  /** The closed hours of each court of a club on one of its days, and a closure's reason. */
  async function closedOnDay(club: repo.HoursClub, date: string): Promise<DayClosedHours> {
    const courts = await repo.courtsOf(db, club.id);
    const starts = new Map<string, number>();
    for (const hour of hoursOfDay) {
      const start = clubHourToUtc(date, hour, club.time_zone);
      if (start !== null) starts.set(start, hour);
    }
    const closed = await courtTime.closedHours(
      courts.map((court) => court.id),
      [...starts.keys()],
    );
    return {
      date,
      courts: courts.map((court) => {
        const own = closed.filter((row) => row.court_id === court.id);
        return {
          courtId: court.id,
          hours: own.map((row) => starts.get(row.hour_start)!).sort((a, b) => a - b),
          reason: own.find((row) => row.reason !== null)?.reason ?? null,
        };
      }),
    };
  }

  return {
    clubOf,
    closureClubId,
    hours,
    setOpeningHours,
    addClosure: closures.add,
    removeClosure: closures.remove,
    closedOnDay,
  };
}
export type ClubHoursService = ReturnType<typeof createClubHours>;
