import { takenSeats, type SeatState } from '@courtside/shared';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.js';
import { seatsOf, waitlistOf, type SeatRow, type WaitRow } from './activities.repo.js';

/**
 * Each seat and live offer of a place with seats (an occurrence, a social night) as counted,
 * leaving out one player's own.
 */
export function seatStates(
  seats: ReadonlyArray<Pick<SeatRow, 'user_id' | 'status' | 'held_until'>>,
  waits: ReadonlyArray<Pick<WaitRow, 'user_id' | 'status' | 'offered_until'>>,
  exceptUserId?: string,
): SeatState[] {
  const others = <T extends { user_id: string }>(rows: readonly T[]) =>
    rows.filter((row) => row.user_id !== exceptUserId);
  return [
    ...others(seats).map((seat) => ({ status: seat.status, until: seat.held_until })),
    ...others(waits)
      .filter((wait) => wait.status === 'offered')
      .map((wait) => ({ status: 'offered' as const, until: wait.offered_until })),
  ];
}

/** Seats of one occurrence taken now by others than `exceptUserId`. */
export async function seatsTaken(
  db: Kysely<Database>,
  occurrenceId: string,
  now: Date,
  exceptUserId?: string,
): Promise<number> {
  const [seats, waits] = await Promise.all([
    seatsOf(db, [occurrenceId]),
    waitlistOf(db, [occurrenceId]),
  ]);
  return takenSeats(seatStates(seats, waits, exceptUserId), now);
}
