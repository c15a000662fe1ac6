import {
  encodeCursor,
  type Club,
  type ClubPage,
  type ClubPageKey,
  type ClubPageQuery,
  type Sport,
} from '@courtside/shared';
import type { ClubRow } from './clubs.repo.js';
import type { ClubSearchRepo } from './club-search.repo.js';
import { nearestClubs } from './nearest-clubs.js';

type ListClubs = (found: ClubRow[], type?: Sport) => Promise<Club[]>;

interface Found {
  club: ClubRow;
  distance: number | null;
}

/** The sort key of a page's last club, which the next page starts after. */
function keyOf({ club, distance }: Found): ClubPageKey {
  return distance === null ? { n: club.name, id: club.id } : { d: distance, id: club.id };
}

/**
 * SPEC 2 Find club a page at a time: nearest first from the position sent, by name without
 * one. The cursor is the last club's sort key, so pages neither skip nor repeat a club.
 */
export function createClubPages(search: ClubSearchRepo, listClubs: ListClubs) {
  async function find(query: ClubPageQuery, count: number): Promise<Found[]> {
    const { type, capacity, latitude, longitude, cursor } = query;
    const filter = { sport: type, capacity };
    if (latitude !== undefined && longitude !== undefined) {
      return nearestClubs(
        (ranges) => search.clubsInCells(ranges, filter),
        { latitude, longitude },
        cursor && 'd' in cursor ? cursor : undefined,
        count,
      );
    }
    const after = cursor && 'n' in cursor ? { name: cursor.n, id: cursor.id } : undefined;
    const clubs = await search.clubsByName(filter, after, count);
    return clubs.map((club) => ({ club, distance: null }));
  }

  return async (query: ClubPageQuery): Promise<ClubPage> => {
    // One more than the page tells whether another page follows.
    const found = await find(query, query.limit + 1);
    const page = found.slice(0, query.limit);
    const listed = await listClubs(
      page.map((item) => item.club),
      query.type,
    );
    const last = page.at(-1);
    return {
      items: listed.map((club, index) => ({ ...club, distance: page[index]!.distance })),
      nextCursor: found.length > query.limit && last ? encodeCursor(keyOf(last)) : null,
    };
  };
}
