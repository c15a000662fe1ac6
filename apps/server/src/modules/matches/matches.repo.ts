import type { CourtType } from '@courtside/shared';
import { sql, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';
import type {
  Database,
  MatchPartnerAnswersTable,
  MatchRequestsTable,
  MatchSeatsTable,
  MatchesTable,
} from '#server/db/database.js';
import { supportsRowLocks } from '#server/db/dialect-of.js';
import { afterStartAndId } from '#server/db/keyset.js';
import { clubReads } from '#server/modules/clubs/clubs.service.js';
import { userReads } from '#server/modules/users/users.service.js';

export type MatchRow = Selectable<MatchesTable> & {
  club_name: string;
  club_photo: string | null;
  club_time_zone: string;
};
export type SeatRow = Selectable<MatchSeatsTable>;
export type RequestRow = Selectable<MatchRequestsTable>;
export type PartnerAnswerRow = Selectable<MatchPartnerAnswersTable>;

/** A match with its seats (always four rows), its requests and their partners' answers. */
export interface MatchRecord {
  match: MatchRow;
  seats: SeatRow[];
  requests: RequestRow[];
  partnerAnswers: PartnerAnswerRow[];
}

export interface PersonRow {
  id: string;
  first_name: string;
  last_name: string | null;
  photo: string | null;
  padel_level: number | null;
  gender: 'M' | 'F' | null;
}

type Db = Kysely<Database>;

/** The matches with their clubs, read in one more query. */
function withClubs(db: Db, rows: Array<Selectable<MatchesTable>>): Promise<MatchRow[]> {
  return clubReads.withClubs(
    db,
    rows,
    (row) => row.club_id,
    (row, club) => ({
      ...row,
      club_name: club.name,
      club_photo: club.photo,
      club_time_zone: club.time_zone,
    }),
  );
}

/** The matches with these ids, their seats, requests and partners' answers, in four queries. */
export async function loadMatches(db: Db, ids: readonly string[]): Promise<MatchRecord[]> {
  if (ids.length === 0) return [];
  const [matches, seats, requests, partnerAnswers] = await Promise.all([
    db
      .selectFrom('matches')
      .selectAll()
      .where('id', 'in', ids)
      .orderBy('starts_at')
      .execute()
      .then((rows) => withClubs(db, rows)),
    db.selectFrom('match_seats').selectAll().where('match_id', 'in', ids).orderBy('seat').execute(),
    db
      .selectFrom('match_requests')
      .selectAll()
      .where('match_id', 'in', ids)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('match_partner_answers')
      .innerJoin('match_requests', 'match_requests.id', 'match_partner_answers.request_id')
      .selectAll('match_partner_answers')
      .select('match_requests.match_id')
      .where('match_requests.match_id', 'in', ids)
      .execute(),
  ]);
  return matches.map((match) => ({
    match,
    seats: seats.filter((seat) => seat.match_id === match.id),
    requests: requests.filter((request) => request.match_id === match.id),
    partnerAnswers: partnerAnswers.filter((answer) => answer.match_id === match.id),
  }));
}

export async function loadMatch(db: Db, id: string): Promise<MatchRecord | null> {
  const [record] = await loadMatches(db, [id]);
  return record ?? null;
}

/** Takes the match row's lock (PostgreSQL): seat changes of one match happen one at a time. */
export async function lockMatch(db: Db, id: string): Promise<void> {
  if (!supportsRowLocks(db)) return;
  await db.selectFrom('matches').select('id').where('id', '=', id).forUpdate().execute();
}

export interface OpenMatchFilter {
  nowIso: string;
  callerId: string;
  clubId?: string;
  /** Matches whose level range holds this level (the list's level filter). */
  level?: number;
  /** Only those starting in this window (a club-local day's widest span). */
  window?: { from: string; to: string };
  /** Only the matches at this level (`fits`), or only the others. */
  group?: { level: number; fits: boolean };
}

/** A Find Match row: what orders and filters the list. */
export interface OpenMatchRow {
  id: string;
  starts_at: string;
  club_time_zone: string;
}

/**
 * SPEC 2 Find Match, a page: open future matches the caller may see (public ones, their own,
 * and favorite ones of owners who starred them) by start then id, after the given one,
 * through the (start, id) index.
 */
export function openMatchesAfter(
  db: Db,
  filter: OpenMatchFilter,
  page: { after?: { startsAt: string; id: string }; count: number },
): Promise<OpenMatchRow[]> {
  const { nowIso, callerId, clubId, level, window, group } = filter;
  const { after, count } = page;
  return (
    db
      .selectFrom('matches')
      .select(['matches.id', 'matches.starts_at', 'matches.club_id'])
      .where('matches.status', '=', 'open')
      .where('matches.privacy', '!=', 'invitation')
      // One lower bound on the start, where the index is read from: the cursor's once past now.
      .$if(!after || after.startsAt <= nowIso, (qb) => qb.where('matches.starts_at', '>', nowIso))
      .where((eb) =>
        eb.or([
          eb('matches.privacy', '=', 'public'),
          eb('matches.owner_id', '=', callerId),
          eb.and([
            eb('matches.privacy', '=', 'favorite'),
            eb.exists(
              eb
                .selectFrom('favorites')
                .select('favorites.user_id')
                .whereRef('favorites.user_id', '=', 'matches.owner_id')
                .where('favorites.favorite_id', '=', callerId),
            ),
          ]),
        ]),
      )
      .$if(clubId !== undefined, (qb) => qb.where('matches.club_id', '=', clubId!))
      .$if(level !== undefined, (qb) =>
        qb.where('matches.level_min', '<=', level!).where('matches.level_max', '>=', level!),
      )
      .$if(window !== undefined, (qb) =>
        qb
          .where('matches.starts_at', '>=', window!.from)
          .where('matches.starts_at', '<', window!.to),
      )
      .$if(group !== undefined, (qb) =>
        qb.where((eb) => {
          const fits = eb.and([
            eb('matches.level_min', '<=', group!.level),
            eb('matches.level_max', '>=', group!.level),
          ]);
          return group!.fits ? fits : eb.not(fits);
        }),
      )
      .$if(after !== undefined, (qb) =>
        qb.where(afterStartAndId({ start: 'matches.starts_at', id: 'matches.id' }, after!)),
      )
      .orderBy('matches.starts_at')
      .orderBy('matches.id')
      .limit(count)
      .execute()
      .then((rows) =>
        clubReads.withClubs(
          db,
          rows,
          (row) => row.club_id,
          (row, club) => ({ id: row.id, starts_at: row.starts_at, club_time_zone: club.time_zone }),
        ),
      )
  );
}

/** Open matches a user owns, sits in or asked to join. */
export async function matchIdsOfUser(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('matches')
    .select('id')
    .where('status', '=', 'open')
    .where((eb) =>
      eb.or([
        eb('owner_id', '=', userId),
        eb(
          'id',
          'in',
          eb.selectFrom('match_seats').select('match_id').where('user_id', '=', userId),
        ),
        eb(
          'id',
          'in',
          eb.selectFrom('match_requests').select('match_id').where('user_id', '=', userId),
        ),
      ]),
    )
    .orderBy('starts_at', 'desc')
    .limit(500)
    .execute();
  return rows.map((row) => row.id);
}

export function people(db: Db, ids: readonly string[]): Promise<PersonRow[]> {
  return userReads.openPeopleOf(db, ids);
}

/** The club's padel courts of one type in service, by name: where a match may be played. */
export async function courtsOfType(db: Db, clubId: string, type: CourtType): Promise<string[]> {
  const courts = await clubReads.courtsOfClubs(db, [clubId], { sport: 'padel', courtType: type });
  return courts.map((court) => court.id);
}

/** A match's club: its clock and what it sells. */
export async function clubOfMatch(db: Db, clubId: string) {
  return (await clubReads.clubsById(db, [clubId])).get(clubId) ?? null;
}

/** Whether `ownerId` starred `userId`. */
export async function hasStarred(db: Db, ownerId: string, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('favorites')
    .select('user_id')
    .where('user_id', '=', ownerId)
    .where('favorite_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** SPEC 3 profile counters: matches created, and matches played (past, full, seated). */
export async function padelCounters(db: Db, userId: string, nowIso: string) {
  const created = await db
    .selectFrom('matches')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('owner_id', '=', userId)
    .where('status', '=', 'open')
    .executeTakeFirst();
  const played = await db
    .selectFrom('matches')
    .innerJoin('match_seats', 'match_seats.match_id', 'matches.id')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('match_seats.user_id', '=', userId)
    .where('matches.status', '=', 'open')
    .where('matches.starts_at', '<=', nowIso)
    .where(
      (eb) =>
        eb
          .selectFrom('match_seats as s')
          .select((inner) => inner.fn.countAll().as('filled'))
          .whereRef('s.match_id', '=', 'matches.id')
          .where((inner) =>
            inner.or([inner('s.user_id', 'is not', null), inner('s.reserved', '=', 1)]),
          ),
      '=',
      sql<number>`4`,
    )
    .executeTakeFirst();
  return { padelCreated: Number(created?.count ?? 0), padelPlayed: Number(played?.count ?? 0) };
}

export async function markMatchCancelled(db: Kysely<Database>, matchId: string): Promise<void> {
  await db.updateTable('matches').set({ status: 'cancelled' }).where('id', '=', matchId).execute();
}

/** Turns down the pending requests of one match, or of one person everywhere. */
export async function rejectPendingRequests(
  db: Kysely<Database>,
  of: { matchId: string } | { userId: string },
): Promise<void> {
  await db
    .updateTable('match_requests')
    .set({ status: 'rejected' })
    .$if('matchId' in of, (qb) => qb.where('match_id', '=', (of as { matchId: string }).matchId))
    .$if('userId' in of, (qb) => qb.where('user_id', '=', (of as { userId: string }).userId))
    .where('status', '=', 'pending')
    .execute();
}

/** Open matches not started yet that the person organises. */
export function openMatchesOwnedBy(db: Kysely<Database>, userId: string, nowIso: string) {
  return db
    .selectFrom('matches')
    .select('id')
    .where('owner_id', '=', userId)
    .where('status', '=', 'open')
    .where('starts_at', '>', nowIso)
    .execute();
}

/** Open matches not started yet where the person has a seat. */
export function openMatchesSeating(db: Kysely<Database>, userId: string, nowIso: string) {
  return db
    .selectFrom('match_seats')
    .innerJoin('matches', 'matches.id', 'match_seats.match_id')
    .select('matches.id')
    .where('match_seats.user_id', '=', userId)
    .where('matches.status', '=', 'open')
    .where('matches.starts_at', '>', nowIso)
    .execute();
}

export async function vacateSeat(db: Kysely<Database>, matchId: string, userId: string) {
  await db
    .updateTable('match_seats')
    .set({ user_id: null })
    .where('match_id', '=', matchId)
    .where('user_id', '=', userId)
    .execute();
}

/** Stars the person gave and stars given to them. */
export async function removeStarsOf(db: Kysely<Database>, userId: string): Promise<void> {
  await db
    .deleteFrom('favorites')
    .where((eb) => eb.or([eb('user_id', '=', userId), eb('favorite_id', '=', userId)]))
    .execute();
}

/** What matches keep about a person, for Download my data. */
export async function matchDataOf(db: Kysely<Database>, userId: string) {
  const [owned, seats, requests, favorites] = await Promise.all([
    db
      .selectFrom('matches')
      .selectAll()
      .where('owner_id', '=', userId)
      .orderBy('starts_at')
      .execute(),
    db.selectFrom('match_seats').selectAll().where('user_id', '=', userId).execute(),
    db.selectFrom('match_requests').selectAll().where('user_id', '=', userId).execute(),
    db.selectFrom('favorites').selectAll().where('user_id', '=', userId).execute(),
  ]);
  const partnerAnswers = await db
    .selectFrom('match_partner_answers')
    .selectAll()
    .where('user_id', '=', userId)
    .execute();
  return { owned, seats, requests, favorites, partnerAnswers };
}

/** The phone each join request kept a copy of goes with the account. */
export async function eraseRequestPhones(db: Kysely<Database>, userId: string): Promise<void> {
  await db.updateTable('match_requests').set({ phone: '' }).where('user_id', '=', userId).execute();
}

export async function insertMatch(db: Db, row: Insertable<MatchesTable>): Promise<void> {
  await db.insertInto('matches').values(row).execute();
}

export async function updateMatch(
  db: Db,
  matchId: string,
  patch: Updateable<MatchesTable>,
): Promise<void> {
  await db.updateTable('matches').set(patch).where('id', '=', matchId).execute();
}

/** The match's four seat rows replaced by these. */
export async function replaceSeats(
  db: Db,
  matchId: string,
  rows: readonly Insertable<MatchSeatsTable>[],
): Promise<void> {
  await db.deleteFrom('match_seats').where('match_id', '=', matchId).execute();
  await db
    .insertInto('match_seats')
    .values([...rows])
    .execute();
}

/** Seats a player on one seat if it is still empty and not reserved; false when it was not. */
export async function takeEmptySeat(
  db: Db,
  matchId: string,
  seat: number,
  userId: string,
): Promise<boolean> {
  const changed = await db
    .updateTable('match_seats')
    .set({ user_id: userId, reserved: 0 })
    .where('match_id', '=', matchId)
    .where('seat', '=', seat)
    .where('user_id', 'is', null)
    .where('reserved', '=', 0)
    .executeTakeFirst();
  return Number(changed.numUpdatedRows) === 1;
}

export function findRequest(db: Db, requestId: string): Promise<RequestRow | undefined> {
  return db.selectFrom('match_requests').selectAll().where('id', '=', requestId).executeTakeFirst();
}

/** Who organises the match; null when there is no such match. */
export async function matchOwnerId(db: Db, matchId: string): Promise<string | null> {
  const row = await db
    .selectFrom('matches')
    .select('owner_id')
    .where('id', '=', matchId)
    .executeTakeFirst();
  return row?.owner_id ?? null;
}

/** Answers a request still pending (an answered one stays as it is). */
export async function answerPendingRequest(
  db: Db,
  requestId: string,
  status: 'confirmed' | 'rejected',
): Promise<void> {
  await db
    .updateTable('match_requests')
    .set({ status })
    .where('id', '=', requestId)
    .where('status', '=', 'pending')
    .execute();
}

/**
 * A new request to join; false (nothing written) when the person already asked to join
 * this match.
 */
/** Each partner named in a new request, asked and not yet answering. */
export async function insertPartnerAsks(db: Db, requestId: string, partners: readonly string[]) {
  if (partners.length === 0) return;
  await db
    .insertInto('match_partner_answers')
    .values(partners.map((user_id) => ({ request_id: requestId, user_id, answer: 'pending' })))
    .execute();
}

/** A partner's answer to the request naming them; false when they had answered already. */
export async function answerPartnerAsk(
  db: Db,
  ask: { requestId: string; userId: string },
  answer: 'accepted' | 'declined',
  atIso: string,
): Promise<boolean> {
  const result = await db
    .updateTable('match_partner_answers')
    .set({ answer, answered_at: atIso })
    .where('request_id', '=', ask.requestId)
    .where('user_id', '=', ask.userId)
    .where('answer', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A closing account declines every ask still waiting for it: those requests go on without it. */
export async function declinePartnerAsksOf(db: Db, userId: string, atIso: string) {
  await db
    .updateTable('match_partner_answers')
    .set({ answer: 'declined', answered_at: atIso })
    .where('user_id', '=', userId)
    .where('answer', '=', 'pending')
    .execute();
}

export async function insertRequestOnce(
  db: Db,
  row: Insertable<MatchRequestsTable>,
): Promise<boolean> {
  const inserted = await db
    .insertInto('match_requests')
    .values(row)
    .onConflict((oc) => oc.columns(['match_id', 'user_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** The players a user starred. */
export async function starredIds(db: Db, userId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('favorites')
    .select('favorite_id')
    .where('user_id', '=', userId)
    .execute();
  return new Set(rows.map((row) => row.favorite_id));
}

/** Stars a player (starring twice keeps one star). */
export async function addStar(db: Db, userId: string, favoriteId: string, atIso: string) {
  await db
    .insertInto('favorites')
    .values({ user_id: userId, favorite_id: favoriteId, created_at: atIso })
    .onConflict((oc) => oc.columns(['user_id', 'favorite_id']).doNothing())
    .execute();
}

/** Removes a star; false when there was none. */
export async function removeStar(db: Db, userId: string, favoriteId: string): Promise<boolean> {
  const removed = await db
    .deleteFrom('favorites')
    .where('user_id', '=', userId)
    .where('favorite_id', '=', favoriteId)
    .executeTakeFirst();
  return Number(removed.numDeletedRows) !== 0;
}

/** Each match's time and its organiser's name and phone, for the owner's day grid. */
export function organisersOf(db: Db, ids: readonly string[]) {
  return db
    .selectFrom('matches')
    .innerJoin(userReads.people(db).as('organiser'), 'organiser.id', 'matches.owner_id')
    .select([
      'matches.id',
      'matches.starts_at',
      'matches.duration_minutes',
      'organiser.first_name',
      'organiser.last_name',
      'organiser.phone',
    ])
    .where('matches.id', 'in', ids)
    .execute();
}

/**
 * The players a person sat with in matches that have started and were not called off: one
 * entry per match and other player, with the match's start.
 */
export async function matchEncounters(
  db: Db,
  userId: string,
  beforeIso: string,
): Promise<Array<{ userId: string; startsAt: string }>> {
  const rows = await db
    .selectFrom('match_seats as mine')
    .innerJoin('match_seats as other', 'other.match_id', 'mine.match_id')
    .innerJoin('matches', 'matches.id', 'mine.match_id')
    .select(['other.user_id as userId', 'matches.starts_at as startsAt'])
    .where('mine.user_id', '=', userId)
    .where('other.user_id', 'is not', null)
    .where('other.user_id', '!=', userId)
    .where('matches.status', '=', 'open')
    .where('matches.starts_at', '<', beforeIso)
    .execute();
  return rows.map((row) => ({ userId: row.userId!, startsAt: row.startsAt }));
}

/** Records invitations to a match, once per person: answers whom this call newly invited. */
export async function insertInvitations(
  db: Db,
  matchId: string,
  invitedBy: string,
  userIds: readonly string[],
  atIso: string,
): Promise<string[]> {
  if (userIds.length === 0) return [];
  const asked = await db
    .selectFrom('match_invitations')
    .select('user_id')
    .where('match_id', '=', matchId)
    .where('user_id', 'in', userIds)
    .execute();
  const before = new Set(asked.map((row) => row.user_id));
  const fresh = userIds.filter((id) => !before.has(id));
  if (fresh.length > 0)
    await db
      .insertInto('match_invitations')
      .values(
        fresh.map((userId) => ({
          match_id: matchId,
          user_id: userId,
          invited_by: invitedBy,
          created_at: atIso,
        })),
      )
      .execute();
  return fresh;
}

/** A closing account's invitations, sent and received. */
export async function eraseInvitations(db: Db, userId: string): Promise<void> {
  await db
    .deleteFrom('match_invitations')
    .where((eb) => eb.or([eb('user_id', '=', userId), eb('invited_by', '=', userId)]))
    .execute();
}

/** A person's invitations, sent and received, for their data export. */
export function invitationsOf(db: Db, userId: string) {
  return db
    .selectFrom('match_invitations')
    .selectAll()
    .where((eb) => eb.or([eb('user_id', '=', userId), eb('invited_by', '=', userId)]))
    .orderBy('created_at')
    .execute();
}
