import { sql, type Kysely } from 'kysely';
import type { Database, MatchesTable } from '#server/db/database.js';
import { matchIdsWithWaitingShares } from '#server/modules/match-shares/match-shares.service.js';

type Db = Kysely<Database>;

/**
 * What other modules read of matches: the SQL that names the matches table stays in this
 * module. `joinedMatches(db)` is a table to join in the caller's own query (aliased, e.g.
 * `.innerJoin(joinedMatches(db).as('played'), 'played.id', 'match_results.match_id')`); both
 * databases fold it into the outer query.
 */
export const joinedMatches = (db: Db) =>
  db.selectFrom('matches').select(['id', 'club_id', 'starts_at', 'status']);

/**
 * Query fragment for a club's customer list: who holds a seat of a match not called off,
 * at which club and when (the organizer holds one of the seats).
 */
export const matchVisits = (db: Db) =>
  db
    .selectFrom('match_seats')
    .innerJoin('matches', 'matches.id', 'match_seats.match_id')
    .where('matches.status', '=', 'open')
    .where('match_seats.user_id', 'is not', null)
    .select([
      sql<string>`match_seats.user_id`.as('user_id'),
      'matches.club_id',
      'matches.starts_at as at',
      sql<string>`'match'`.as('kind'),
      sql<number>`0`.as('no_show'),
    ]);

/** Query fragment: the ids of the matches in one state, for another module's filter. */
export const matchIdsIn = (db: Db, status: MatchesTable['status']) =>
  db.selectFrom('matches').select('id').where('status', '=', status);

/** The club a match is played at, undefined when there is no such match. */
export async function clubIdOfMatch(db: Db, matchId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('matches')
    .select('club_id')
    .where('id', '=', matchId)
    .executeTakeFirst();
  return row?.club_id;
}

/** Open matches whose fill deadline has come, not settled yet, none of whose shares still waits. */
export function matchesAtFillDeadline(db: Db, nowIso: string, limit: number) {
  return db
    .selectFrom('matches')
    .select('id')
    .where('status', '=', 'open')
    .where('fill_settled_at', 'is', null)
    .where('fill_deadline', '<=', nowIso)
    .where('id', 'not in', matchIdsWithWaitingShares(db, nowIso))
    .orderBy('fill_deadline')
    .limit(limit)
    .execute();
}
