import type { SeatHolder } from '@courtside/shared';
import type { MatchRecord, SeatRow } from './matches.repo.js';

export function seatHolderOf(seat: SeatRow): SeatHolder {
  if (seat.user_id) return { userId: seat.user_id };
  return seat.reserved ? 'reserved' : null;
}

/** The four seats in order, whatever rows exist. */
export function seatsOf(record: Pick<MatchRecord, 'seats'>): SeatHolder[] {
  return [0, 1, 2, 3].map((index) => {
    const row = record.seats.find((seat) => seat.seat === index);
    return row ? seatHolderOf(row) : null;
  });
}

export const seatedIds = (seats: readonly SeatHolder[]) =>
  seats.flatMap((seat) => (seat && seat !== 'reserved' ? [seat.userId] : []));
