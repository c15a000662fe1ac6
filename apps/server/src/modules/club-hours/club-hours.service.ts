import type { ClubHours, OpeningHoursBody } from '@courtside/shared';
import { inTransaction } from '#server/db/transaction.js';
import { notFound } from '#server/lib/domain-error.js';
import { mayActOnClub } from '#server/modules/clubs/clubs.service.js';
import { auditIfAdmin, type ClubHoursDeps, type HoursActor } from './club-hours-deps.js';
import * as repo from './club-hours.repo.js';
import { createClosures } from './closures.js';
import { createDayHours } from './day-hours.js';

export type { ClubHoursDeps, HoursActor } from './club-hours-deps.js';
export type { ClubOnItsClock } from './day-hours.js';

/**
 * A club's opening hours and closures (docs/decisions.md, "Opening hours and closures"):
 * written here, enforced by court time on every claim, and read from here by every screen that
 * shows them (the players' booking grid, the owner's day grid, the club's page).
 */
export function createClubHours(deps: ClubHoursDeps) {
  const { db, clock, courtTime } = deps;
  const closures = createClosures(deps);
  const { week, dayHours, closedOnDay, opening } = createDayHours(deps);
  // Every claim is checked against the hours and closures kept here.
  courtTime.readClubHoursWith({ openingDays: repo.openingDaysOf, closures: repo.closureSpans });

  async function clubOf(clubId: string): Promise<repo.HoursClub> {
    const club = await repo.clubById(db, clubId);
    if (!club) throw notFound('Club');
    return club;
  }

  /**
   * A club as players read its hours: a suspended one is not found, as it is off every list;
   * its own people still read it (the owner's court day).
   */
  async function openClubOf(clubId: string, callerId: string): Promise<repo.HoursClub> {
    const club = await clubOf(clubId);
    if (club.suspended_at !== null && !(await mayActOnClub(db, club, callerId, 'hours')))
      throw notFound('Club');
    return club;
  }

  /** The club a closure is of, to ask whether the caller may remove it (404 without one). */
  async function closureClubId(id: string): Promise<string> {
    const closure = await repo.clubOfClosure(db, id);
    if (!closure) throw notFound('Closure');
    return closure.club_id;
  }

  async function hours(club: repo.HoursClub): Promise<ClubHours> {
    const [{ custom, days }, list] = await Promise.all([
      week(club.id),
      repo.closuresOf(db, club.id, clock.now().toISOString()),
    ]);
    return { timeZone: club.time_zone, custom, days, closures: list };
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

  return {
    clubOf,
    openClubOf,
    closureClubId,
    hours,
    setOpeningHours,
    addClosure: closures.add,
    removeClosure: closures.remove,
    closedOnDay,
    dayHours,
    opening,
  };
}
export type ClubHoursService = ReturnType<typeof createClubHours>;
