import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.js';

/** A player's favourite clubs: one row per player and club. */
export const favouriteClubsRepo = {
  /** Marks the club; marking it again keeps the first row (and its time). */
  async add(db: Kysely<Database>, userId: string, clubId: string, at: string): Promise<void> {
    await db
      .insertInto('favourite_clubs')
      .values({ user_id: userId, club_id: clubId, created_at: at })
      .onConflict((oc) => oc.columns(['user_id', 'club_id']).doNothing())
      .execute();
  },

  async remove(db: Kysely<Database>, userId: string, clubId: string): Promise<void> {
    await db
      .deleteFrom('favourite_clubs')
      .where('user_id', '=', userId)
      .where('club_id', '=', clubId)
      .execute();
  },

  /** Which of the given clubs the player marked (every one they marked without a list). */
  async idsOf(
    db: Kysely<Database>,
    userId: string,
    clubIds?: readonly string[],
  ): Promise<Set<string>> {
    if (clubIds?.length === 0) return new Set();
    const rows = await db
      .selectFrom('favourite_clubs')
      .select('club_id')
      .where('user_id', '=', userId)
      .$if(clubIds !== undefined, (qb) => qb.where('club_id', 'in', clubIds!))
      .execute();
    return new Set(rows.map((row) => row.club_id));
  },

  /** Download my data: the clubs marked, with when, suspended ones included. */
  exportOf(db: Kysely<Database>, userId: string) {
    return db
      .selectFrom('favourite_clubs')
      .innerJoin('clubs', 'clubs.id', 'favourite_clubs.club_id')
      .select(['favourite_clubs.club_id', 'clubs.name as club_name', 'favourite_clubs.created_at'])
      .where('favourite_clubs.user_id', '=', userId)
      .orderBy('favourite_clubs.created_at')
      .orderBy('favourite_clubs.club_id')
      .execute();
  },

  /** Closing an account: the person's favourites go with it. */
  async removeAllOf(db: Kysely<Database>, userId: string): Promise<void> {
    await db.deleteFrom('favourite_clubs').where('user_id', '=', userId).execute();
  },
};
