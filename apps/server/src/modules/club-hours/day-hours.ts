import {
  clubMinuteToUtc,
  clubToday,
  defaultOpeningDays,
  openingDayOf,
  slotMinutes,
  timeOfMinute,
  weekdayOf,
  type ClubOpening,
  type DayClosedHours,
  type OpeningDay,
} from '@courtside/shared';
import type { ClosedHour } from '#server/modules/court-time/court-time.service.js';
import type { ClubHoursDeps } from './club-hours-deps.js';
import * as repo from './club-hours.repo.js';

/** A club as its day's hours need it: which, and on which clock. */
export interface ClubOnItsClock {
  id: string;
  timeZone: string;
}

const halfHoursOfDay = Array.from({ length: 48 }, (_, index) => index * slotMinutes);

/**
 * The reads of a club's hours every screen shows: its week, and one day of its courts as court
 * time decides it for every claim (the players' grid, the owner's grid, the club's page).
 */
export function createDayHours({
  db,
  clock,
  courtTime,
}: Pick<ClubHoursDeps, 'db' | 'clock' | 'courtTime'>) {
  /** The seven weekdays' hours, Sunday first: those the owner set, or the default window. */
  async function week(clubId: string): Promise<{ custom: boolean; days: OpeningDay[] }> {
    const days = await repo.openingDays(db, clubId);
    const custom = days.length === 7;
    return { custom, days: custom ? days : defaultOpeningDays() };
  }

  /**
   * One club-local day of some of a club's courts: the weekday's opening hours, and each
   * court's closed half hours with a closure's reason, as court time decides them for every claim.
   * A few queries whatever the number of courts and hours (closedAmong's and the week's).
   */
  async function dayHours(
    club: ClubOnItsClock,
    courtIds: readonly string[],
    date: string,
  ): Promise<DayClosedHours> {
    // Each half hour the club's clock has that day (a daylight-saving change skips some).
    const starts = new Map<string, number>();
    for (const minute of halfHoursOfDay) {
      const start = clubMinuteToUtc(date, minute, club.timeZone);
      if (start !== null) starts.set(start, minute);
    }
    const [{ days }, closed] = await Promise.all([
      week(club.id),
      courtTime.closedHours(courtIds, [...starts.keys()]),
    ]);
    const byCourt = new Map(courtIds.map((courtId) => [courtId, [] as ClosedHour[]]));
    for (const row of closed) byCourt.get(row.court_id)?.push(row);
    return {
      date,
      opening: openingDayOf(days, weekdayOf(date)),
      courts: [...byCourt].map(([courtId, own]) => ({
        courtId,
        halfHours: own
          .map((row) => starts.get(row.slot_start)!)
          .sort((a, b) => a - b)
          .map(timeOfMinute),
        reason: own.find((row) => row.reason !== null)?.reason ?? null,
      })),
    };
  }

  const courtIdsOf = async (club: repo.HoursClub) =>
    (await repo.courtsOf(db, club.id)).map((court) => court.id);
  const onItsClock = (club: repo.HoursClub) => ({ id: club.id, timeZone: club.time_zone });

  /** Each court of a club on one of its days: its closed hours, and a closure's reason. */
  async function closedOnDay(club: repo.HoursClub, date: string): Promise<DayClosedHours> {
    return dayHours(onItsClock(club), await courtIdsOf(club), date);
  }

  /** The club's page: its week of opening hours and how today stands on its clock. */
  async function opening(club: repo.HoursClub): Promise<ClubOpening> {
    const [{ days }, courtIds] = await Promise.all([week(club.id), courtIdsOf(club)]);
    const today = clubToday(club.time_zone, clock.now());
    return { days, today: await dayHours(onItsClock(club), courtIds, today) };
  }

  return { week, dayHours, closedOnDay, opening };
}
