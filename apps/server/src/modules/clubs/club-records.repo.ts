import type { CreatedKey } from '@courtside/shared';
import { afterStartAndId } from '#server/db/keyset.js';
import type { Sport } from '@courtside/shared';
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { ClubsTable, Database } from '#server/db/database.js';
import { supportsRowLocks } from '#server/db/dialect-of.js';
import { userReads } from '#server/modules/users/users.service.js';
import { withGridCell } from './club-search.repo.js';

/** What an edit may change of a club: a position comes whole, so its grid cell follows it. */
type ClubPatch = Omit<Updateable<ClubsTable>, 'cell' | 'latitude' | 'longitude'> &
  ({ latitude: number; longitude: number } | { latitude?: never; longitude?: never });

/** A club with its owner's public names and a summary of its courts in play. */
export interface ClubRecord {
  id: string;
  name: string;
  address: string;
  latitude: number;
  longitude: number;
  time_zone: string;
  currency: string;
  photo: string | null;
  created_at: string;
  suspended_at: string | null;
  owner_id: string;
  owner_first_name: string;
  owner_last_name: string | null;
  owner_username: string;
  owner_password_hash: string;
  sports: Sport[];
  courts: number;
}

type ClubsTableRow = Selectable<ClubsTable>;

/**
 * Each club with its owner's names and the sports and number of its courts in play, read in
 * two more queries whatever their number.
 */
async function withOwnersAndCourts(
  db: Kysely<Database>,
  rows: ClubsTableRow[],
): Promise<ClubRecord[]> {
  if (rows.length === 0) return [];
  const owners = await userReads.accountsOf(
    db,
    rows.map((row) => row.owner_id),
  );
  const courts = await db
    .selectFrom('courts')
    .select(['club_id', 'sport'])
    .where(
      'club_id',
      'in',
      rows.map((row) => row.id),
    )
    .where('retired_at', 'is', null)
    .execute();
  return rows.flatMap((row) => {
    const owner = owners.get(row.owner_id);
    if (!owner) return [];
    const own = courts.filter((court) => court.club_id === row.id);
    const sports = [...new Set(own.map((court) => court.sport))].sort();
    return [
      {
        ...row,
        owner_first_name: owner.first_name,
        owner_last_name: owner.last_name,
        owner_username: owner.username,
        owner_password_hash: owner.password_hash,
        sports,
        courts: own.length,
      },
    ];
  });
}

/**
 * The platform admin's reads and writes of clubs: every club, suspended or not, with its
 * owner. `db` may be a transaction's, so a change and its audit row commit together.
 */
export const clubRecords = {
  /** Newest first, `limit` of them from the cursor (created_at and id of the last one seen). */
  async page(db: Kysely<Database>, limit: number, after?: CreatedKey): Promise<ClubRecord[]> {
    const rows = await db
      .selectFrom('clubs')
      .selectAll()
      .$if(after !== undefined, (qb) =>
        qb.where(
          afterStartAndId(
            { start: 'clubs.created_at', id: 'clubs.id' },
            { startsAt: after!.c, id: after!.id },
            '<',
          ),
        ),
      )
      .orderBy('clubs.created_at', 'desc')
      .orderBy('clubs.id', 'desc')
      .limit(limit)
      .execute();
    return withOwnersAndCourts(db, rows);
  },

  async one(db: Kysely<Database>, clubId: string): Promise<ClubRecord | undefined> {
    const row = await db
      .selectFrom('clubs')
      .selectAll()
      .where('id', '=', clubId)
      .executeTakeFirst();
    return row ? (await withOwnersAndCourts(db, [row]))[0] : undefined;
  },

  /** A new club, with the grid cell of its position that finds it nearby (geo-grid.ts). */
  async insert(db: Kysely<Database>, row: Omit<Insertable<ClubsTable>, 'cell'>): Promise<void> {
    await db.insertInto('clubs').values(withGridCell(row)).execute();
  },

  /** Changes a club; a club given a new position (both coordinates) moves to its grid cell. */
  async update(db: Kysely<Database>, clubId: string, patch: ClubPatch) {
    const moved = patch.latitude === undefined ? patch : withGridCell(patch);
    await db.updateTable('clubs').set(moved).where('id', '=', clubId).execute();
  },

  /** Swaps the club's photo; answers the one it replaces. */
  async swapPhoto(db: Kysely<Database>, clubId: string, url: string): Promise<string | null> {
    const before = await db
      .selectFrom('clubs')
      .select('photo')
      .where('id', '=', clubId)
      .$if(supportsRowLocks(db), (qb) => qb.forUpdate())
      .executeTakeFirst();
    await db.updateTable('clubs').set({ photo: url }).where('id', '=', clubId).execute();
    return before?.photo ?? null;
  },

  /** How many clubs the person owns. */
  async ownedCount(db: Kysely<Database>, userId: string): Promise<number> {
    const row = await db
      .selectFrom('clubs')
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .where('owner_id', '=', userId)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  },
};
