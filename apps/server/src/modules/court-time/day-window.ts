import { clubLocalRange } from '@courtside/shared';

const hourMs = 3_600_000;

/** The widest UTC span a club-local day can cover in any time zone (UTC-14 to UTC+14). */
export function dayWindow(date: string): { fromIso: string; toIso: string } {
  const midnight = Date.parse(`${date}T00:00:00Z`);
  return {
    fromIso: new Date(midnight - 14 * hourMs).toISOString(),
    toIso: new Date(midnight + 38 * hourMs).toISOString(),
  };
}

/** One claimed hour on the club's clock: its date and 'HH:mm' start and end. */
export function localHour(hourStart: string, timeZone: string) {
  const end = new Date(Date.parse(hourStart) + hourMs).toISOString();
  return clubLocalRange(hourStart, end, timeZone);
}
