import type { ClubDay } from '@courtside/shared';
import { notFound } from '#server/lib/domain-error.js';
import type { Caller } from './booking-rules.js';
import type { BookingsDeps } from './bookings-deps.js';

/**
 * The owner's day at a glance: every court of their club and every taken hour of one day
 * with what holds it, each kind of claim described by its own feature (court time's
 * clubDayCells), and the day's opening and closed hours as club-hours gives every grid.
 */
export function createClubDay({
  clubs,
  courtTime,
  clubHours,
}: Pick<BookingsDeps, 'clubs' | 'courtTime' | 'clubHours'>) {
  async function clubAndCourts(ownerId: string) {
    const courts = await clubs.ownerCourts(ownerId);
    if (courts.length > 0) return { club: courts[0]!.club, courts };
    const club = await clubs.myClub(ownerId).catch(() => null);
    if (!club) throw notFound('Club');
    const { courts: _none, ...summary } = club;
    return { club: summary, courts: [] };
  }

  return async function clubDay(caller: Caller, date: string): Promise<ClubDay> {
    const { club, courts } = await clubAndCourts(caller.id);
    const ownCourts = courts.filter((court) => court.club.id === club.id);
    const courtIds = ownCourts.map((court) => court.id);
    const [cells, hours] = await Promise.all([
      courtTime.clubDayCells(courtIds, date, club.timeZone),
      clubHours.dayHours(club, courtIds, date),
    ]);
    return {
      club,
      date,
      courts: ownCourts.map((court) => ({
        id: court.id,
        name: court.name,
        sport: court.type,
        photo: court.photo,
      })),
      cells,
      hours,
    };
  };
}
