import { sql, type Kysely } from 'kysely';
import type { Database } from '#server/db/database.js';
import type { CustomerKey } from '@courtside/shared';
import { activityVisits } from '#server/modules/activities/activities.service.js';
import { customerVisits } from '#server/modules/bookings/bookings.service.js';
import { matchVisits } from '#server/modules/matches/matches.service.js';
import { nightVisits } from '#server/modules/socials/socials.service.js';
import { userReads } from '#server/modules/users/users.service.js';

type Db = Kysely<Database>;

/** Every visit an account made at any club: bookings, match places, session seats, nights. */
export const accountVisits = (db: Db) =>
  customerVisits
    .accounts(db)
    .unionAll(matchVisits(db))
    .unionAll(activityVisits(db))
    .unionAll(nightVisits(db));

const noText = sql<string | null>`cast(null as text)`;

/**
 * One row per phone and visit at the club, and one per desk entry: an account's visits under
 * its phone, walk-ins under the phone the desk wrote, the desk's entries under theirs. Rows
 * of one phone are one customer (docs/decisions.md, "A club's customers").
 */
function phoneRows(db: Db, clubId: string) {
  const accounts = db
    .selectFrom(accountVisits(db).as('v'))
    .innerJoin(userReads.people(db).as('p'), 'p.id', 'v.user_id')
    .where('v.club_id', '=', clubId)
    .where('p.deleted_at', 'is', null)
    .select([
      sql<string>`p.phone`.as('phone'),
      sql<string | null>`v.at`.as('at'),
      sql<number>`case when v.kind = 'booking' then 1 else 0 end`.as('booking'),
      sql<number>`v.no_show`.as('no_show'),
      noText.as('desk_id'),
      noText.as('desk_name'),
      noText.as('walk_in_name'),
    ]);
  const walkIns = db
    .selectFrom(customerVisits.walkIns(db).as('w'))
    .where('w.club_id', '=', clubId)
    .select([
      sql<string>`w.phone`.as('phone'),
      sql<string | null>`w.at`.as('at'),
      sql<number>`1`.as('booking'),
      sql<number>`w.no_show`.as('no_show'),
      noText.as('desk_id'),
      noText.as('desk_name'),
      sql<string | null>`w.name`.as('walk_in_name'),
    ]);
  const desk = db
    .selectFrom('club_customers')
    .where('club_customers.club_id', '=', clubId)
    .select([
      sql<string>`club_customers.phone`.as('phone'),
      noText.as('at'),
      sql<number>`0`.as('booking'),
      sql<number>`0`.as('no_show'),
      sql<string | null>`club_customers.id`.as('desk_id'),
      sql<string | null>`club_customers.name`.as('desk_name'),
      noText.as('walk_in_name'),
    ]);
  return accounts.unionAll(walkIns).unionAll(desk);
}

/**
 * The club's customers, one row each: their phone, the account with it (if open), the
 * desk's entry (if any), their name (the account's, else the desk's, else a walk-in's), their
 * last visit begun by `nowIso`, and how many bookings and no-shows they have there.
 */
export function clubCustomers(db: Db, clubId: string, nowIso: string) {
  const grouped = db
    .selectFrom(phoneRows(db, clubId).as('r'))
    .select([
      'r.phone',
      sql<string | null>`max(case when r.at <= ${nowIso} then r.at end)`.as('last_visit'),
      sql<number | string>`sum(r.booking)`.as('bookings'),
      sql<number | string>`sum(r.no_show)`.as('no_shows'),
      sql<string | null>`max(r.desk_id)`.as('desk_id'),
      sql<string | null>`max(r.desk_name)`.as('desk_name'),
      sql<string | null>`max(r.walk_in_name)`.as('walk_in_name'),
    ])
    .groupBy('r.phone');
  return db
    .selectFrom(grouped.as('g'))
    .leftJoin(userReads.people(db).as('a'), (join) =>
      join.onRef('a.phone', '=', 'g.phone').on('a.deleted_at', 'is', null),
    )
    .select([
      'g.phone',
      'g.last_visit',
      'g.bookings',
      'g.no_shows',
      'g.desk_id',
      sql<string | null>`a.id`.as('user_id'),
      sql<string>`coalesce(trim(a.first_name || ' ' || coalesce(a.last_name, '')), g.desk_name, g.walk_in_name, '')`.as(
        'name',
      ),
    ]);
}

export type CustomerRow = {
  phone: string;
  last_visit: string | null;
  bookings: number;
  no_shows: number;
  desk_id: string | null;
  user_id: string | null;
  name: string;
};

/** `q` as a LIKE pattern matching it anywhere, with LIKE's own characters taken literally. */
const likePattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A search typed as a phone: digits with the spaces, dashes, brackets and + people type. */
const phoneDigits = (q: string) => (/^[\d\s()+.-]+$/.test(q) ? q.replace(/\D/g, '') : null);

/** The list's order: last visit (never: last), name, phone. */
const visitKey = sql<string>`coalesce(c.last_visit, '')`;

/**
 * A page of the club's customers in the list's order, after `after`, those matching `q`
 * only: its digits against phones, or its letters against names.
 */
export async function customerRows(
  db: Db,
  query: { clubId: string; nowIso: string; q?: string; after?: CustomerKey; count?: number },
): Promise<CustomerRow[]> {
  const { q, after } = query;
  const digits = q ? phoneDigits(q) : null;
  const rows = await db
    .selectFrom(clubCustomers(db, query.clubId, query.nowIso).as('c'))
    .selectAll()
    .$if(digits !== null && digits !== '', (qb) =>
      qb.where(sql<boolean>`c.phone like ${likePattern(digits!)} escape '\\'`),
    )
    .$if(Boolean(q) && digits === null, (qb) =>
      qb.where(sql<boolean>`lower(c.name) like ${likePattern(q!)} escape '\\'`),
    )
    .$if(after !== undefined, (qb) =>
      qb.where(
        sql<boolean>`(${visitKey} < ${after!.v} or (${visitKey} = ${after!.v} and (c.name > ${after!.n} or (c.name = ${after!.n} and c.phone > ${`+${after!.p}`}))))`,
      ),
    )
    .orderBy(visitKey, 'desc')
    .orderBy('c.name')
    .orderBy('c.phone')
    .$if(query.count !== undefined, (qb) => qb.limit(query.count!))
    .execute();
  return rows.map((row) => ({
    ...row,
    bookings: Number(row.bookings),
    no_shows: Number(row.no_shows),
  }));
}

/** One customer of the club by their phone, undefined when the club has none with it. */
export async function customerByPhone(
  db: Db,
  query: { clubId: string; nowIso: string; phones: readonly string[] },
): Promise<CustomerRow | undefined> {
  const row = await db
    .selectFrom(clubCustomers(db, query.clubId, query.nowIso).as('c'))
    .selectAll()
    .where('c.phone', 'in', query.phones)
    // One id for two stored phones (an international number of ten digits and a local one):
    // the international number first, as it always was.
    .orderBy('c.phone', 'asc')
    .executeTakeFirst();
  return row && { ...row, bookings: Number(row.bookings), no_shows: Number(row.no_shows) };
}

/** An account's seats, places and matches at one club (bookings aside), latest first. */
export function joinedAtClub(db: Db, clubId: string, userId: string, limit: number) {
  return db
    .selectFrom(accountVisits(db).as('v'))
    .select(['v.kind', 'v.at'])
    .where('v.club_id', '=', clubId)
    .where('v.user_id', '=', userId)
    .where('v.kind', '!=', 'booking')
    .orderBy('v.at', 'desc')
    .limit(limit)
    .execute();
}

/** The clubs an account visited, for Download my data. */
export async function clubsVisitedBy(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom(accountVisits(db).as('v'))
    .select('v.club_id')
    .distinct()
    .where('v.user_id', '=', userId)
    .execute();
  return rows.map((row) => row.club_id);
}
