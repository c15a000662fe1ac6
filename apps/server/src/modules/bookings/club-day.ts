import { clubLocalRange, type ClubDay, type ClubDayCell } from '@courtside/shared';
import { notFound } from '#server/lib/domain-error.js';
import type { ClubDayClaimRow } from '#server/modules/court-time/court-time.service.js';
import type { Caller } from './booking-rules.js';
import type { BookingsDeps } from './bookings-deps.js';

type DayRow = ClubDayClaimRow & { date: string; startTime: string; endTime: string };

const fullName = (first: string | null, last: string | null) =>
  [first, last].filter(Boolean).join(' ') || null;

/** When the occupant starts and ends (UTC), whatever its kind. */
function spanOf(row: DayRow): { startsAt: string | null; endsAt: string | null } {
  switch (row.owner_kind) {
    case 'booking':
      return { startsAt: row.booking_starts_at, endsAt: row.booking_ends_at };
    case 'match': {
      const start = row.match_starts_at;
      const minutes = row.match_minutes ?? 60;
      const end = start ? new Date(Date.parse(start) + minutes * 60_000).toISOString() : null;
      return { startsAt: start, endsAt: end };
    }
    case 'championship':
      return { startsAt: row.championship_starts_at, endsAt: row.championship_ends_at };
    case 'activity':
      return { startsAt: row.occurrence_starts_at, endsAt: row.occurrence_ends_at };
  }
}

/** Who the occupant is, as the owner reads it: a player, a walk-in, a match's organiser, a name. */
function whoOf(row: DayRow): { name: string | null; phone: string | null } {
  switch (row.owner_kind) {
    case 'booking':
      return row.made_by_owner
        ? { name: row.walk_in_name, phone: row.walk_in_phone }
        : { name: fullName(row.player_first_name, row.player_last_name), phone: row.player_phone };
    case 'match':
      return {
        name: fullName(row.organiser_first_name, row.organiser_last_name),
        phone: row.organiser_phone,
      };
    case 'championship':
      return { name: row.championship_name, phone: null };
    case 'activity':
      return { name: row.activity_name, phone: null };
  }
}

/** The occupant's local span on the grid's day; a span reaching past the day keeps the cell's. */
function localSpan(row: DayRow, timeZone: string) {
  const { startsAt, endsAt } = spanOf(row);
  if (!startsAt || !endsAt) return { from: row.startTime, to: row.endTime, startsAt };
  const start = clubLocalRange(startsAt, startsAt, timeZone);
  const end = clubLocalRange(endsAt, endsAt, timeZone);
  return {
    from: start.date === row.date ? start.startTime : row.startTime,
    to: end.date === row.date ? end.startTime : row.endTime,
    startsAt,
  };
}

export function toClubDayCell(row: DayRow, timeZone: string): ClubDayCell {
  const booking = row.owner_kind === 'booking';
  return {
    courtId: row.court_id,
    startTime: row.startTime,
    kind: row.held_until ? 'hold' : row.owner_kind,
    ownerId: row.owner_id,
    ...whoOf(row),
    ...localSpan(row, timeZone),
    madeByOwner: row.made_by_owner === 1,
    bookingStatus: booking ? row.booking_status : null,
    paymentId: booking ? row.payment_id : null,
    paymentMethod: booking ? row.payment_method : null,
    paymentStatus: booking ? row.payment_status : null,
    amount: booking ? row.booking_amount : null,
  };
}

/**
 * The owner's day at a glance: every court of their club and every taken hour of one day
 * with what holds it, read in one query for the club (see court time's clubDay).
 */
export function createClubDay({ clubs, courtTime }: Pick<BookingsDeps, 'clubs' | 'courtTime'>) {
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
    const rows = await courtTime.clubDay(club.id, date, club.timeZone);
    return {
      club,
      date,
      courts: courts
        .filter((court) => court.club.id === club.id)
        .map((court) => ({
          id: court.id,
          name: court.name,
          sport: court.type,
          photo: court.photo,
        })),
      cells: rows.map((row) => toClubDayCell(row, club.timeZone)),
    };
  };
}
