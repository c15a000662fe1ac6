import { utcToClubLocal } from '@courtside/shared';

/** Every club's clock is within 14 hours of UTC. */
const widestOffsetMs = 14 * 3_600_000;

/** The UTC instants a club-local day can span, whatever the club's zone. */
export function daySpan(date: string): { from: string; to: string } {
  const midnight = Date.parse(`${date}T00:00:00.000Z`);
  return {
    from: new Date(midnight - widestOffsetMs).toISOString(),
    to: new Date(midnight + 24 * 3_600_000 + widestOffsetMs).toISOString(),
  };
}

/** Whether an instant falls on a club-local day in the club's zone. */
export function startsOnDay(row: { starts_at: string; club_time_zone: string }, date: string) {
  return utcToClubLocal(row.starts_at, row.club_time_zone).date === date;
}
