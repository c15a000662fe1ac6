import { clubToday, type CourtDetail } from '@courtside/shared';
import type { Clock } from '#server/lib/clock.js';
import { toBookingSlots, toCourtDetail } from './clubs.mapper.js';
import type { ClubsRepo, CourtWithClub } from './clubs.repo.js';
import { applicablePrice } from './pricing.js';

export interface Deps {
  clubs: ClubsRepo;
  clock: Clock;
  /** Taken court hours in [fromIso, toIso): court time's claims. */
  takenHours(
    courtIds: readonly string[],
    fromIso: string,
    toIso: string,
  ): Promise<Array<{ court_id: string; slot_start: string }>>;
}

/**
 * Which taken slots a court detail carries: those of one club-local day (the club's today
 * unless a date is given), or every one not yet over.
 */
export type ShownBookings = { date?: string } | 'upcoming';

const dayMs = 86_400_000;

/** Midnight UTC `days` days after a date, as stored instants are written. */
function utcMidnight(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00.000Z`) + days * dayMs).toISOString();
}

/**
 * Instants that cover the given club-local days in any time zone (offsets lie within a day
 * of UTC); bookings outside a court's own day are dropped once converted to its club's clock.
 */
function rangeOfDays(dates: readonly string[]): { fromIso: string; toIso: string } {
  const sorted = [...dates].sort();
  return { fromIso: utcMidnight(sorted[0]!, -1), toIso: utcMidnight(sorted.at(-1)!, 2) };
}

/** Courts as the app shows them: with the price that applies and their taken slots. */
export function createCourtDetails({ clubs, clock, takenHours }: Deps) {
  /** Prices and taken slots of any number of courts in two queries, never one per court. */
  async function withDetails(
    courts: readonly CourtWithClub[],
    shown: ShownBookings,
  ): Promise<CourtDetail[]> {
    if (courts.length === 0) return [];
    const now = clock.now();
    const days = courts.map(({ club }) =>
      shown === 'upcoming' ? null : (shown.date ?? clubToday(club.time_zone, now)),
    );
    // The hour in progress is not over yet, so 'upcoming' starts an hour back.
    const range =
      shown === 'upcoming'
        ? { fromIso: new Date(now.getTime() - 3_600_000).toISOString(), toIso: '9999-12-31' }
        : rangeOfDays(days.filter((day) => day !== null));
    const [prices, taken] = await Promise.all([
      clubs.priceRows([...new Set(courts.map(({ club }) => club.id))]),
      takenHours(
        courts.map(({ court }) => court.id),
        range.fromIso,
        range.toIso,
      ),
    ]);
    const takenByCourt = Map.groupBy(taken, (booking) => booking.court_id);
    return courts.map((entry, index) => {
      const slots = toBookingSlots(
        takenByCourt.get(entry.court.id) ?? [],
        entry.club.time_zone,
      ).filter((slot) => days[index] === null || slot.date === days[index]);
      return toCourtDetail(entry, applicablePrice(entry.court, prices), slots);
    });
  }

  return withDetails;
}
