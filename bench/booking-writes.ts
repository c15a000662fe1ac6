import { bookingBody } from '../apps/server/test/helpers/booking-fixtures.js';
import { payBooking } from './api-client.js';
import type { Slot } from './slots.js';

export interface WriteRun {
  connections: number;
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
 * Booking `i` is made by player `i / 4`, so no player reaches the cash limit.
 */
export async function measureWrites(
  baseUrl: string,
  tokens: readonly string[],
  slots: readonly Slot[],
  connections: number,
): Promise<WriteRun> {
  const queue = slots.map((slot, index) => ({ slot, index }));
  const failures: Record<number, number> = {};
  let created = 0;
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const { slot, index } = next;
      const token = tokens[Math.floor(index / bookingsPerPlayer)] as string;
      const body = bookingBody(slot.court, slot.date, slot.hour);
      const { status } = await payBooking(baseUrl, token, 'cash', body);
      if (status === 201) created += 1;
      else failures[status] = (failures[status] ?? 0) + 1;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, worker));
  const seconds = (performance.now() - started) / 1000;
  return { connections, attempted: slots.length, created, failures, perSecond: created / seconds };
}
