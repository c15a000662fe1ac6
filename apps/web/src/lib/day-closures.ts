import type { CourtClosedHours } from '@courtside/shared';

/** A closure touching the day: its reason, and the courts it closes (null when all of them). */
export interface DayClosure {
  reason: string;
  courts: string[] | null;
}

/**
 * Each reason a closure gives that day with the courts shown it closes, from each court's
 * closed hours (GET /user/club/:id/closed, and the owner's day read): one note per closure
 * however many courts it covers.
 */
export function closuresOf(
  closedCourts: readonly Pick<CourtClosedHours, 'courtId' | 'reason'>[],
  courts: readonly { id: string; name: string }[],
): DayClosure[] {
  const byReason = new Map<string, string[]>();
  for (const court of closedCourts) {
    if (court.reason === null) continue;
    const name = courts.find((one) => one.id === court.courtId)?.name ?? '';
    byReason.set(court.reason, [...(byReason.get(court.reason) ?? []), name]);
  }
  return [...byReason].map(([reason, names]) => ({
    reason,
    courts: names.length === courts.length ? null : names,
  }));
}
