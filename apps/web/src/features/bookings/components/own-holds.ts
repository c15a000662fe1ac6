import type { MyBooking } from '@courtside/shared';
import { halfHoursClaimed, minuteOfTime } from '@courtside/shared/rules';

/** The caller's live holds on one day of the shown courts. */
export function holdsOfDay(
  holds: readonly MyBooking[],
  date: string,
  courtIds: readonly string[],
  now: Date,
): MyBooking[] {
  return holds.filter(
    (hold) => hold.date === date && courtIds.includes(hold.court.id) && minutesLeft(hold, now) > 0,
  );
}

/** Each half hour of the day the caller holds (minutes after midnight), with its hold. */
export function halfHoursHeld(holds: readonly MyBooking[]): Map<number, MyBooking> {
  return new Map(
    holds.flatMap((hold) =>
      halfHoursClaimed(minuteOfTime(hold.startTime), hold.duration).map(
        (half) => [half, hold] as const,
      ),
    ),
  );
}

/** Whole minutes until the hold lapses, rounded up so the last minute still reads 1. */
export function minutesLeft(hold: Pick<MyBooking, 'holdExpiresAt'>, now: Date): number {
  if (!hold.holdExpiresAt) return 0;
  return Math.max(0, Math.ceil((Date.parse(hold.holdExpiresAt) - now.getTime()) / 60_000));
}

/** The element id of a hold's card, so a tap on its slots can move there. */
export function holdCardId(hold: Pick<MyBooking, 'id'>): string {
  return `hold-${hold.id}`;
}
