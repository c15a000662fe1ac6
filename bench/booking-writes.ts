import { bookingBody } from '../apps/server/test/helpers/booking-fixtures.js';
import { payBooking } from './api-client.js';
import type { Slot } from './slots.js';

/**
 * Who makes booking `index`. 'in-turn': players take turns, so bookings sent together are by
 * different players, as at a club where many people book. 'four-at-once': each player's four
 * bookings are sent together, and queue one behind another on that player's coin account
 * lock (the lock the per-player limits need).
 */
export type PlayerTurns = 'in-turn' | 'four-at-once';

export interface WriteRun {
  connections: number;
  turns: PlayerTurns;
  attempted: number;
  created: number;
  /** Status codes other than 201, with how often each came. */
  failures: Record<number, number>;
  perSecond: number;
}

/** A player may have 4 future cash bookings at a club: each player books at most this many. */
export const bookingsPerPlayer = 4;

/**
 * (b) Cash bookings of distinct free slots over HTTP, `connections` at a time: each worker
 * sends its next booking as soon as the previous one is answered. Every one must be a 201.
 * Each player makes four bookings (see PlayerTurns), so no player reaches the cash limit.
 */
export async function measureWrites(
  baseUrl: string,
  tokens: readonly string[],
  slots: readonly Slot[],
  connections: number,
  turns: PlayerTurns = 'in-turn',
): Promise<WriteRun> {
  const playerOf = (index: number) =>
    turns === 'in-turn' ? index % tokens.length : Math.floor(index / bookingsPerPlayer);
  const queue = slots.map((slot, index) => ({ slot, index }));
  const failures: Record<number, number> = {};
  let created = 0;
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const { slot, index } = next;
      const token = tokens[playerOf(index)] as string;
      const body = bookingBody(slot.court, slot.date, slot.hour);
      const { status } = await payBooking(baseUrl, token, 'cash', body);
      if (status === 201) created += 1;
      else failures[status] = (failures[status] ?? 0) + 1;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, worker));
  const seconds = (performance.now() - started) / 1000;
  return {
    connections,
    turns,
    attempted: slots.length,
    created,
    failures,
    perSecond: created / seconds,
  };
}
