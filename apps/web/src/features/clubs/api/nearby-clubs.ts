import { useInfiniteQuery } from '@tanstack/react-query';
import type { LatLng, Sport } from '@courtside/shared';
import { coarseCoordinate } from '@courtside/shared/rules';
import { apiRequest } from '@/lib/api-client';
import { clubKeys } from '@/lib/query-keys';
import { sharedSchema } from '@/lib/shared-schemas';

export interface NearbyClubsFilter {
  sport: Sport;
  /** Clubs with a court of this capacity; every club of the sport when null. */
  capacity: number | null;
  /** The device's position; without it the clubs come by name. */
  position: LatLng | null;
}

/** Only a coarse position leaves the device (about a kilometre). */
function coarse(position: LatLng | null): LatLng | null {
  return position
    ? {
        latitude: coarseCoordinate(position.latitude),
        longitude: coarseCoordinate(position.longitude),
      }
    : null;
}

/** GET /user/club/nearby: one page of the clubs, nearest first, after the given cursor. */
export function fetchNearbyClubs(
  { sport, capacity, position }: NearbyClubsFilter,
  cursor: string | null,
  signal?: AbortSignal,
) {
  const query = new URLSearchParams({ type: sport });
  if (capacity !== null) query.set('capacity', String(capacity));
  if (position) {
    query.set('latitude', String(position.latitude));
    query.set('longitude', String(position.longitude));
  }
  if (cursor) query.set('cursor', cursor);
  return apiRequest(`/user/club/nearby?${query}`, {
    schema: sharedSchema('clubPageSchema'),
    signal,
  });
}

/** The clubs a page at a time; `enabled` waits for the device to say where it is. */
export function useNearbyClubs(filter: NearbyClubsFilter, enabled: boolean) {
  const sent = { ...filter, position: coarse(filter.position) };
  return useInfiniteQuery({
    queryKey: clubKeys.nearby(sent.sport, sent.capacity, sent.position),
    queryFn: ({ pageParam, signal }) => fetchNearbyClubs(sent, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    enabled,
  });
}
