import {
  distanceKm,
  encodeCursor,
  type Club,
  type ClubPage,
  type ClubPageKey,
  type ClubPageQuery,
  type LatLng,
  type Sport,
} from '@courtside/shared';
import type { ClubRow } from './clubs.repo.js';
import type { ClubFilter, ClubSearchRepo } from './club-search.repo.js';
import { isAfter, nearestClubs, nearestFirst, type DistanceKey } from './nearest-clubs.js';

type ListClubs = (
  found: ClubRow[],
  type: Sport | undefined,
  favourites: Set<string>,
) => Promise<Club[]>;

interface Found {
  club: ClubRow;
  distance: number | null;
  favourite: boolean;
}

/** The sort key of a page's last club, which the next page starts after. */
function keyOf({ club, distance, favourite }: Found): ClubPageKey {
  const key = distance === null ? { n: club.name, id: club.id } : { d: distance, id: club.id };
  // A favourite's key says the list is still in its favourites, which come first.
  return favourite ? { ...key, f: 1 } : key;
}

/**
 * SPEC 2 Find club a page at a time: the caller's favourite clubs first, then the others;
 * each part nearest first from the position sent, by name without one. The cursor is the
 * last club's sort key (marked when it is a favourite), so pages neither skip nor repeat a
 * club.
 */
export function createClubPages(search: ClubSearchRepo, listClubs: ListClubs) {
  /** The caller's favourites after the key, nearest first: a player marks a few, read whole. */
  async function nearestFavourites(
    filter: ClubFilter & { favourites: { userId: string } },
    origin: LatLng,
    after: DistanceKey | undefined,
    count: number,
  ) {
    return (await search.favouriteClubs(filter))
      .map((club) => ({ club, distance: distanceKm(origin, club) }))
      .filter((item) => isAfter(item, after))
      .sort(nearestFirst)
      .slice(0, count);
  }

  async function findPart(
    query: ClubPageQuery,
    userId: string,
    favourite: boolean,
    cursor: ClubPageKey | undefined,
    count: number,
  ): Promise<Found[]> {
    const { type, capacity, latitude, longitude } = query;
    const filter = { sport: type, capacity, favourites: { userId, only: favourite } };
    if (latitude !== undefined && longitude !== undefined) {
      const origin = { latitude, longitude };
      const after = cursor && 'd' in cursor ? { d: cursor.d, id: cursor.id } : undefined;
      const found = favourite
        ? await nearestFavourites(filter, origin, after, count)
        : await nearestClubs((ranges) => search.clubsInCells(ranges, filter), origin, after, count);
      return found.map((item) => ({ ...item, favourite }));
    }
    const after = cursor && 'n' in cursor ? { name: cursor.n, id: cursor.id } : undefined;
    const clubs = await search.clubsByName(filter, after, count);
    return clubs.map((club) => ({ club, distance: null, favourite }));
  }

  async function find(query: ClubPageQuery, userId: string, count: number): Promise<Found[]> {
    const { cursor } = query;
    if (cursor && cursor.f === undefined) return findPart(query, userId, false, cursor, count);
    const favourites = await findPart(query, userId, true, cursor, count);
    if (favourites.length >= count) return favourites;
    const others = await findPart(query, userId, false, undefined, count - favourites.length);
    return [...favourites, ...others];
  }

  return async (userId: string, query: ClubPageQuery): Promise<ClubPage> => {
    // One more than the page tells whether another page follows.
    const found = await find(query, userId, query.limit + 1);
    const page = found.slice(0, query.limit);
    const listed = await listClubs(
      page.map((item) => item.club),
      query.type,
      new Set(page.filter((item) => item.favourite).map((item) => item.club.id)),
    );
    const last = page.at(-1);
    return {
      items: listed.map((club, index) => ({ ...club, distance: page[index]!.distance })),
      nextCursor: found.length > query.limit && last ? encodeCursor(keyOf(last)) : null,
    };
  };
}
