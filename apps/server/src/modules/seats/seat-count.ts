import { takenSeats, type SeatState } from '@courtside/shared';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.js';
import type { Tx } from '#server/db/transaction.js';
import type { Seat, SeatKind, SeatSubject, Wait } from './seat-kind.js';
import { seatTable } from './seat-table.js';

type Db = Kysely<Database>;

/**
 * Each seat and live offer of a subject (an occurrence, a night) as counted, leaving out one
 * player's own.
 */
export function seatStates(
  seats: ReadonlyArray<Pick<Seat, 'user_id' | 'status' | 'held_until'>>,
  waits: ReadonlyArray<Pick<Wait, 'user_id' | 'status' | 'offered_until'>>,
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

/** Seats of one subject taken now by others than `exceptUserId`. */
export async function seatsTaken(
  tx: Tx,
  kind: SeatKind,
  subjectId: string,
  now: Date,
  exceptUserId?: string,
): Promise<number> {
  const table = seatTable(kind.purpose);
  const [seats, waits] = await Promise.all([
    table.seats(tx.db, [subjectId]),
    table.waits(tx.db, [subjectId]),
  ]);
  return takenSeats(seatStates(seats, waits, exceptUserId), now);
}

/** Whether a seat is left for `userId` (their own hold or offer counts as theirs). */
export async function seatLeft(
  tx: Tx,
  kind: SeatKind,
  subject: SeatSubject,
  userId: string,
  now: Date,
) {
  if (subject.seatsNumber === null) return true;
  return (await seatsTaken(tx, kind, subject.id, now, userId)) < subject.seatsNumber;
}

export const seatOf = async (db: Db, kind: SeatKind, subjectId: string, userId: string) =>
  (await seatTable(kind.purpose).seats(db, [subjectId])).find((seat) => seat.user_id === userId);

/** Still to come and sold: neither called off, nor under way, nor started. */
export const isOpen = (subject: SeatSubject | undefined, now: Date): subject is SeatSubject =>
  !!subject &&
  !subject.cancelled &&
  !subject.underway &&
  Date.parse(subject.startsAt) > now.getTime();

/** The subject under its lock, still to come: 404 once called off, 409 once started. */
export async function openSubject(tx: Tx, kind: SeatKind, id: string, now: Date) {
  const locked = await kind.lock(tx.db, id);
  const subject = locked ? await kind.subject(tx.db, id) : undefined;
  if (!subject || subject.cancelled) throw kind.refusals.missing();
  if (!isOpen(subject, now)) throw kind.refusals.started();
  return subject;
}
