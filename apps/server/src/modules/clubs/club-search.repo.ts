import { gridCellOf, type Sport } from '@courtside/shared';
import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { Database } from '#server/db/database.js';
import type { ClubRow } from './club-rows.js';

/** A club's row with the grid cell of its position, which the nearby search reads. */
export const withGridCell = <R extends { latitude: number; longitude: number }>(row: R) => ({
  ...row,
  cell: gridCellOf(row),
});

/** Which clubs a list keeps: open ones with an open court of the sport (and of the capacity). */
export interface ClubFilter {
  sport?: Sport;
  capacity?: number;
  /** Only the player's favourite clubs (`only`), or only the others. */
  favourites?: { userId: string; only: boolean };
}

/** Keeps the player's favourite clubs, or the clubs that are not. */
function favouredOrNot<O>(
  query: SelectQueryBuilder<Database, 'clubs', O>,
  { userId, only }: NonNullable<ClubFilter['favourites']>,
): SelectQueryBuilder<Database, 'clubs', O> {
  return query.where(({ exists, not, selectFrom }) => {
    const favoured = exists(
      selectFrom('favourite_clubs')
        .select('favourite_clubs.club_id')
        .whereRef('favourite_clubs.club_id', '=', 'clubs.id')
        .where('favourite_clubs.user_id', '=', userId),
    );
    return only ? favoured : not(favoured);
  });
}

export function offering<O>(
  query: SelectQueryBuilder<Database, 'clubs', O>,
  { sport, capacity, favourites }: ClubFilter,
): SelectQueryBuilder<Database, 'clubs', O> {
  // A club the platform's operator suspended is off every list players browse.
  const listed = query.where('clubs.suspended_at', 'is', null);
  const open = favourites ? favouredOrNot(listed, favourites) : listed;
  if (sport === undefined && capacity === undefined) return open;
  return open.where(({ exists, selectFrom }) =>
    exists(
      selectFrom('courts')
        .select('courts.id')
        .whereRef('courts.club_id', '=', 'clubs.id')
        .where('courts.retired_at', 'is', null)
        .$if(sport !== undefined, (qb) => qb.where('courts.sport', '=', sport!))
        .$if(capacity !== undefined, (qb) => qb.where('courts.capacity', '=', capacity!)),
    ),
  );
}

/** Reads clubs a page at a time: through the grid cell index, or by name. */
export function createClubSearchRepo(db: Kysely<Database>) {
  return {
    /** The clubs offering what is asked whose grid cell lies in one of the ranges. */
    clubsInCells(
      ranges: ReadonlyArray<readonly [number, number]>,
      filter: ClubFilter,
    ): Promise<ClubRow[]> {
      return offering(db.selectFrom('clubs').selectAll(), filter)
        .where((eb) => eb.or(ranges.map(([first, last]) => eb.between('cell', first, last))))
        .execute();
    },

    /** A page of the clubs offering what is asked, by name then id, after the given one. */
    /** Every favourite club of the player offering what is asked (a player marks a few). */
    favouriteClubs(filter: ClubFilter & { favourites: { userId: string } }): Promise<ClubRow[]> {
      return offering(db.selectFrom('clubs').selectAll(), {
        ...filter,
        favourites: { userId: filter.favourites.userId, only: true },
      }).execute();
    },

    clubsByName(
      filter: ClubFilter,
      after: { name: string; id: string } | undefined,
      count: number,
    ): Promise<ClubRow[]> {
      return offering(db.selectFrom('clubs').selectAll(), filter)
        .$if(after !== undefined, (qb) =>
          qb.where((eb) => eb(eb.refTuple('name', 'id'), '>', eb.tuple(after!.name, after!.id))),
        )
        .orderBy('name')
        .orderBy('id')
        .limit(count)
        .execute();
    },
  };
}
export type ClubSearchRepo = ReturnType<typeof createClubSearchRepo>;
