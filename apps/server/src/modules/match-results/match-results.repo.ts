import type { Insertable, Kysely, Selectable } from 'kysely';
import type {
  Database,
  MatchResultsTable,
  PlayerRatingsTable,
  ResultStatus,
} from '#server/db/database.js';
import { supportsRowLocks } from '#server/db/dialect-of.js';
import { clubReads } from '#server/modules/clubs/clubs.service.js';
import { clubIdOfMatch, joinedMatches } from '#server/modules/matches/matches.service.js';
import { userReads } from '#server/modules/users/users.service.js';

type Db = Kysely<Database>;

/** A result with its match's start and club, as every list of results shows it. */
export type ResultRow = Selectable<MatchResultsTable> & {
  starts_at: string;
  club_name: string;
  club_time_zone: string;
};
export interface ResultPlayerRow {
  match_id: string;
  user_id: string;
  seat: number;
  first_name: string;
  last_name: string | null;
  photo: string | null;
}
export interface ResultRecord {
  result: ResultRow;
  players: ResultPlayerRow[];
}
export type RatingRow = Selectable<PlayerRatingsTable>;

function resultsWithMatch(db: Db) {
  return db
    .selectFrom('match_results')
    .innerJoin(joinedMatches(db).as('played'), 'played.id', 'match_results.match_id')
    .selectAll('match_results')
    .select(['played.starts_at', 'played.club_id']);
}

/** The results with their clubs and their players, in two more queries. */
async function asRecords(
  db: Db,
  rows: Array<Selectable<MatchResultsTable> & { starts_at: string; club_id: string }>,
): Promise<ResultRecord[]> {
  const results = await clubReads.withClubs(
    db,
    rows,
    (row) => row.club_id,
    (row, club): ResultRow => ({ ...row, club_name: club.name, club_time_zone: club.time_zone }),
  );
  return withPlayers(db, results);
}

async function withPlayers(db: Db, results: ResultRow[]): Promise<ResultRecord[]> {
  if (results.length === 0) return [];
  const players = await db
    .selectFrom('match_result_players')
    .innerJoin(userReads.people(db).as('player'), 'player.id', 'match_result_players.user_id')
    .select([
      'match_result_players.match_id',
      'match_result_players.user_id',
      'match_result_players.seat',
      'player.first_name',
      'player.last_name',
      'player.photo',
    ])
    .where(
      'match_result_players.match_id',
      'in',
      results.map((row) => row.match_id),
    )
    .orderBy('match_result_players.seat')
    .execute();
  return results.map((result) => ({
    result,
    players: players.filter((player) => player.match_id === result.match_id),
  }));
}

export async function findResult(db: Db, matchId: string): Promise<ResultRecord | null> {
  const rows = await resultsWithMatch(db).where('match_results.match_id', '=', matchId).execute();
  const [record] = await asRecords(db, rows);
  return record ?? null;
}

/** Takes the result row's lock (PostgreSQL): answers and decisions happen one at a time. */
export async function lockResult(db: Db, matchId: string): Promise<void> {
  if (!supportsRowLocks(db)) return;
  await db
    .selectFrom('match_results')
    .select('match_id')
    .where('match_id', '=', matchId)
    .forUpdate()
    .execute();
}

export async function insertResult(
  db: Db,
  row: Insertable<MatchResultsTable>,
  players: ReadonlyArray<{ userId: string; seat: number }>,
): Promise<void> {
  await db.insertInto('match_results').values(row).execute();
  await db
    .insertInto('match_result_players')
    .values(players.map((p) => ({ match_id: row.match_id, user_id: p.userId, seat: p.seat })))
    .execute();
}

/**
 * Moves a result on from the status it is in, and answers whether it did: of two moves
 * racing (a confirmation and the 48-hour sweep), one wins and the other changes nothing.
 */
export async function moveResult(
  db: Db,
  matchId: string,
  from: ResultStatus,
  change: Partial<Omit<MatchResultsTable, 'match_id'>>,
): Promise<boolean> {
  const moved = await db
    .updateTable('match_results')
    .set(change)
    .where('match_id', '=', matchId)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(moved.numUpdatedRows) === 1;
}

/** Pending results whose answer time has passed, oldest first. */
export async function unansweredResults(db: Db, nowIso: string, limit: number) {
  const rows = await db
    .selectFrom('match_results')
    .select('match_id')
    .where('status', '=', 'pending')
    .where('answer_due_at', '<=', nowIso)
    .orderBy('answer_due_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.match_id);
}

/** The disputed results of the matches played at the clubs a person runs or works at, oldest first. */
export async function disputedAtClubsOf(db: Db, ownerId: string): Promise<ResultRecord[]> {
  const rows = await resultsWithMatch(db)
    .where('match_results.status', '=', 'disputed')
    .where('played.club_id', 'in', clubReads.clubIdsRunBy(db, ownerId))
    .orderBy('played.starts_at')
    .limit(100)
    .execute();
  return asRecords(db, rows);
}

/** The club a match was played at: whose it is. */
export async function clubOfMatch(db: Db, matchId: string) {
  const clubId = await clubIdOfMatch(db, matchId);
  if (!clubId) return undefined;
  return (await clubReads.clubsById(db, [clubId])).get(clubId);
}

/** A player's last results that stand, newest first. */
export async function standingResultsOf(db: Db, userId: string, limit: number) {
  const rows = await resultsWithMatch(db)
    .where('match_results.status', '=', 'confirmed')
    .where(
      'match_results.match_id',
      'in',
      db.selectFrom('match_result_players').select('match_id').where('user_id', '=', userId),
    )
    .orderBy('played.starts_at', 'desc')
    .limit(limit)
    .execute();
  return asRecords(db, rows);
}

/**
 * The ratings of these players, each row locked (PostgreSQL) in the order of their ids, so
 * two results of the same players move them one after the other. A player with no row yet
 * gets one first, from the `starting` rating.
 */
export async function lockRatings(
  db: Db,
  starting: ReadonlyArray<Insertable<PlayerRatingsTable>>,
): Promise<Map<string, RatingRow>> {
  await db
    .insertInto('player_ratings')
    .values([...starting])
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  const rows = await db
    .selectFrom('player_ratings')
    .selectAll()
    .where(
      'user_id',
      'in',
      starting.map((row) => row.user_id),
    )
    .orderBy('user_id')
    .$if(supportsRowLocks(db), (qb) => qb.forUpdate())
    .execute();
  return new Map(rows.map((row) => [row.user_id, row]));
}

/** A player's new rating, and the level it leaves them at after this match. */
export async function saveRating(
  db: Db,
  row: RatingRow,
  moved: { matchId: string; level: number; reliability: number },
) {
  await db
    .updateTable('player_ratings')
    .set({ mu: row.mu, sigma: row.sigma, matches: row.matches, updated_at: row.updated_at })
    .where('user_id', '=', row.user_id)
    .execute();
  await db
    .insertInto('level_history')
    .values({
      user_id: row.user_id,
      match_id: moved.matchId,
      level: moved.level,
      reliability: moved.reliability,
      at: row.updated_at,
    })
    .execute();
}

export function ratingOf(db: Db, userId: string) {
  return db
    .selectFrom('player_ratings')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function levelHistoryOf(db: Db, userId: string, limit: number) {
  const rows = await db
    .selectFrom('level_history')
    .select(['level', 'at'])
    .where('user_id', '=', userId)
    .orderBy('at', 'desc')
    .limit(limit)
    .execute();
  return rows.reverse();
}

export async function declaredLevels(db: Db, userIds: readonly string[]) {
  const accounts = await userReads.accountsOf(db, userIds);
  return new Map([...accounts.values()].map((row) => [row.id, row.padel_level]));
}

/** What results keep about a player, for Download my data. */
export async function resultDataOf(db: Db, userId: string) {
  const [rating, levelHistory, played] = await Promise.all([
    ratingOf(db, userId),
    db.selectFrom('level_history').selectAll().where('user_id', '=', userId).execute(),
    db.selectFrom('match_result_players').selectAll().where('user_id', '=', userId).execute(),
  ]);
  return { rating: rating ?? null, levelHistory, played };
}
