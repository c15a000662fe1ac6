import type { MyBooking } from '@courtside/shared';
import { hourOfStartTime, hoursClaimed } from '@courtside/shared/rules';

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

/** Each hour of the day the caller holds, with the hold holding it. */
export function hoursHeld(holds: readonly MyBooking[]): Map<number, MyBooking> {
  return new Map(
    holds.flatMap((hold) =>
      hoursClaimed(hourOfStartTime(hold.startTime), hold.duration).map(
        (hour) => [hour, hold] as const,
      ),
    ),
  );
}

/** Whole minutes until the hold lapses, rounded up so the last minute still reads 1. */
export function minutesLeft(hold: Pick<MyBooking, 'holdExpiresAt'>, now: Date): number {
  if (!hold.holdExpiresAt) return 0;
  return Math.max(0, Math.ceil((Date.parse(hold.holdExpiresAt) - now.getTime()) / 60_000));
}

/** The element id of a hold's card, so a tap on its hours can move there. */
export function holdCardId(hold: Pick<MyBooking, 'id'>): string {
  return `hold-${hold.id}`;
}
