import type { Kysely, Selectable } from 'kysely';
import { sql } from 'kysely';
import type { Database, UsersTable } from '#server/db/database.js';
import { supportsRowLocks } from '#server/db/dialect-of.js';

/** What other modules show of a person: names, contact and the player's card, no secrets. */
const personColumns = [
  'id',
  'username',
  'first_name',
  'last_name',
  'phone',
  'photo',
  'birthdate',
  'gender',
  'padel_level',
  'deleted_at',
] as const;

/** `q` as a LIKE pattern matching it anywhere, with LIKE's own characters taken literally. */
function likePattern(q: string): string {
  return `%${q.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * What other modules read of accounts: the SQL that names the users table stays in this
 * module. `people(db)` is a table to join in the caller's own query (aliased, e.g.
 * `.innerJoin(userReads.people(db).as('person'), 'person.id', 'x.user_id')`), so a keyset page
 * or a lock keeps its one statement; both databases fold it into the outer query.
 */
export const userReads = {
  people: (db: Kysely<Database>) => db.selectFrom('users').select(personColumns),

  /** Accounts of these ids, closed ones too, whole: one query for any number. */
  async accountsOf(
    db: Kysely<Database>,
    ids: readonly string[],
  ): Promise<Map<string, Selectable<UsersTable>>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .selectFrom('users')
      .selectAll()
      .where('id', 'in', [...new Set(ids)])
      .execute();
    return new Map(rows.map((row) => [row.id, row]));
  },

  /** Open accounts of these ids as other people see them. */
  openPeopleOf(db: Kysely<Database>, ids: readonly string[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return userReads
      .people(db)
      .where('id', 'in', [...new Set(ids)])
      .where('deleted_at', 'is', null)
      .execute();
  },

  /**
   * Padel players other than the caller, by first name, at most 50: only those in `only` when
   * it is given, and only those whose name or username contains `q` when it is given.
   */
  padelPlayers(
    db: Kysely<Database>,
    callerId: string,
    filter: { q?: string; only?: ReadonlySet<string> },
  ) {
    return userReads
      .people(db)
      .where('plays_padel', '=', 1)
      .where('deleted_at', 'is', null)
      .where('id', '!=', callerId)
      .$if(filter.only !== undefined, (qb) => qb.where('id', 'in', [...filter.only!]))
      .$if(Boolean(filter.q), (qb) =>
        qb.where((eb) =>
          eb.or([
            sql<boolean>`lower(first_name || ' ' || coalesce(last_name, '')) like ${likePattern(filter.q!)} escape '\\'`,
            sql<boolean>`lower(username) like ${likePattern(filter.q!)} escape '\\'`,
          ]),
        ),
      )
      .orderBy('first_name')
      .orderBy('id')
      .limit(50)
      .execute();
  },

  /**
   * Where a person's booking e-mails go: their verified address, unless they turned booking
   * e-mails off; undefined when none go.
   */
  async bookingMailOf(db: Kysely<Database>, userId: string) {
    const row = await db
      .selectFrom('users')
      .select(['email', 'mail_language'])
      .where('id', '=', userId)
      .where('deleted_at', 'is', null)
      .where('email', 'is not', null)
      .where('email_verified_at', 'is not', null)
      .where('booking_emails', '=', 1)
      .executeTakeFirst();
    return row?.email ? { email: row.email, language: row.mail_language } : undefined;
  },

  /** The kinds of notice a person does not want pushed, as stored (a JSON list). */
  /** The kinds each of these people turned off (`users.push_off`), by id; absent if deleted. */
  async pushOffOfPeople(
    db: Kysely<Database>,
    userIds: readonly string[],
  ): Promise<Map<string, string>> {
    if (userIds.length === 0) return new Map();
    const rows = await db
      .selectFrom('users')
      .select(['id', 'push_off'])
      .where('id', 'in', [...new Set(userIds)])
      .where('deleted_at', 'is', null)
      .execute();
    return new Map(rows.map((row) => [row.id, row.push_off]));
  },

  async pushOffOf(db: Kysely<Database>, userId: string): Promise<string | undefined> {
    const row = await db
      .selectFrom('users')
      .select('push_off')
      .where('id', '=', userId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    return row?.push_off;
  },
};

/** A player's padel level, moved by their results. */
export async function setPadelLevel(
  db: Kysely<Database>,
  userId: string,
  level: number,
): Promise<void> {
  await db.updateTable('users').set({ padel_level: level }).where('id', '=', userId).execute();
}

/**
 * Takes an open account's row lock (PostgreSQL) before its padel level is set, and answers
 * whether the account is open: a level set from elsewhere waits for the lock, and whoever
 * holds it reads what the other committed.
 */
export async function lockOpenAccount(db: Kysely<Database>, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .$if(supportsRowLocks(db), (qb) => qb.forUpdate())
    .executeTakeFirst();
  return row !== undefined;
}
