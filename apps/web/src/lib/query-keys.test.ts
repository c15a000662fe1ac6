import { describe, expect, it } from 'vitest';
import { QueryClient, type QueryKey } from '@tanstack/react-query';
import {
  bookingKeys,
  clubKeys,
  coinKeys,
  eventKeys,
  invalidateAfterBooking,
  reservationKeys,
} from './query-keys';

function clientWith(keys: QueryKey[]): QueryClient {
  const client = new QueryClient();
  for (const key of keys) client.setQueryData(key, 'cached');
  return client;
}

const invalidated = (client: QueryClient, key: QueryKey) =>
  client.getQueryState(key)?.isInvalidated ?? false;

describe('query keys', () => {
  it("nest each feature's keys under its broadest one", () => {
    expect(bookingKeys.day('2026-11-24', ['c1', 'c2']).slice(0, 2)).toEqual(bookingKeys.days());
    expect(reservationKeys.courtDay('c1', '2026-11-24').slice(0, 3)).toEqual(
      reservationKeys.court('c1'),
    );
  });

  it("after a booking, refreshes the player's bookings, taken hours and coins, nothing else", async () => {
    const touched = [
      bookingKeys.mine(),
      bookingKeys.day('2026-11-24', ['c1']),
      bookingKeys.day('2026-11-25', ['c1', 'c2']),
      coinKeys.balance(),
    ];
    const untouched = [
      eventKeys.all,
      clubKeys.list('padel'),
      clubKeys.courtPrice('club-1', 'c1'),
      coinKeys.packs(),
      reservationKeys.courtDay('c1', '2026-11-24'),
    ];
    const client = clientWith([...touched, ...untouched]);

    await invalidateAfterBooking(client);

    expect(touched.filter((key) => !invalidated(client, key))).toEqual([]);
    expect(untouched.filter((key) => invalidated(client, key))).toEqual([]);
  });
});
