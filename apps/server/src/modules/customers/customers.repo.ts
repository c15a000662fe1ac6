import type { Insertable, Kysely } from 'kysely';
import type { ClubCustomersTable, CustomerCategoriesTable, Database } from '#server/db/database.js';

type Db = Kysely<Database>;

/** Whom a note or a category is about: an account, or one of the desk's own entries. */
export interface CustomerRefs {
  userId: string | null;
  deskId: string | null;
}

/** The accounts and the desk entries among these customers. */
function split(refs: readonly CustomerRefs[]) {
  const userIds = refs.flatMap((ref) => (ref.userId ? [ref.userId] : []));
  const deskIds = refs.flatMap((ref) => (ref.deskId ? [ref.deskId] : []));
  return { userIds, deskIds, any: userIds.length + deskIds.length > 0 };
}

export const customersRepo = {
  async insertDeskEntry(db: Db, row: Insertable<ClubCustomersTable>) {
    await db.insertInto('club_customers').values(row).execute();
  },

  findDeskEntry(db: Db, clubId: string, phone: string) {
    return db
      .selectFrom('club_customers')
      .selectAll()
      .where('club_id', '=', clubId)
      .where('phone', '=', phone)
      .executeTakeFirst();
  },

  categoriesOf(db: Db, clubId: string) {
    return db
      .selectFrom('customer_categories')
      .select(['id', 'name'])
      .where('club_id', '=', clubId)
      .orderBy('name')
      .orderBy('id')
      .execute();
  },

  async insertCategory(db: Db, row: Insertable<CustomerCategoriesTable>) {
    await db.insertInto('customer_categories').values(row).execute();
  },

  /** Deletes a club's category and who was in it; false when the club has no such category. */
  async deleteCategory(db: Db, clubId: string, categoryId: string): Promise<boolean> {
    await db
      .deleteFrom('customer_memberships')
      .where('club_id', '=', clubId)
      .where('category_id', '=', categoryId)
      .execute();
    const result = await db
      .deleteFrom('customer_categories')
      .where('club_id', '=', clubId)
      .where('id', '=', categoryId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  },

  /** The categories each of these customers is in at the club, by account and by desk entry. */
  async membershipsOf(db: Db, clubId: string, refs: readonly CustomerRefs[]) {
    const { userIds, deskIds, any } = split(refs);
    if (!any) return [];
    return db
      .selectFrom('customer_memberships')
      .innerJoin(
        'customer_categories',
        'customer_categories.id',
        'customer_memberships.category_id',
      )
      .select([
        'customer_memberships.user_id',
        'customer_memberships.club_customer_id',
        'customer_categories.id',
        'customer_categories.name',
      ])
      .where('customer_memberships.club_id', '=', clubId)
      .where((eb) =>
        eb.or([
          ...(userIds.length ? [eb('customer_memberships.user_id', 'in', userIds)] : []),
          ...(deskIds.length ? [eb('customer_memberships.club_customer_id', 'in', deskIds)] : []),
        ]),
      )
      .orderBy('customer_categories.name')
      .execute();
  },

  /** The club's notes about one customer (an account's and a desk entry's when both exist). */
  async notesOf(db: Db, clubId: string, ref: CustomerRefs): Promise<string[]> {
    const { userIds, deskIds, any } = split([ref]);
    if (!any) return [];
    const rows = await db
      .selectFrom('customer_notes')
      .select('note')
      .where('club_id', '=', clubId)
      .where((eb) =>
        eb.or([
          ...(userIds.length ? [eb('user_id', 'in', userIds)] : []),
          ...(deskIds.length ? [eb('club_customer_id', 'in', deskIds)] : []),
        ]),
      )
      .orderBy('updated_at')
      .execute();
    return rows.map((row) => row.note);
  },

  /** Replaces the club's note about a customer: one row, on `target`, none when empty. */
  async setNote(
    db: Db,
    change: { clubId: string; ref: CustomerRefs; target: CustomerRefs; note: string; at: string },
  ) {
    await forget(db, 'customer_notes', change.clubId, change.ref);
    if (change.note === '') return;
    await db
      .insertInto('customer_notes')
      .values({
        club_id: change.clubId,
        user_id: change.target.userId,
        club_customer_id: change.target.deskId,
        note: change.note,
        updated_at: change.at,
      })
      .execute();
  },

  /** Replaces the categories a customer is in at the club, all kept on `target`. */
  async setCategories(
    db: Db,
    change: { clubId: string; ref: CustomerRefs; target: CustomerRefs; categoryIds: string[] },
  ) {
    await forget(db, 'customer_memberships', change.clubId, change.ref);
    if (change.categoryIds.length === 0) return;
    await db
      .insertInto('customer_memberships')
      .values(
        change.categoryIds.map((categoryId) => ({
          category_id: categoryId,
          club_id: change.clubId,
          user_id: change.target.userId,
          club_customer_id: change.target.deskId,
        })),
      )
      .execute();
  },

  /** What every club's list holds about an account: its notes and categories go with it. */
  async eraseAccount(db: Db, userId: string) {
    await db.deleteFrom('customer_notes').where('user_id', '=', userId).execute();
    await db.deleteFrom('customer_memberships').where('user_id', '=', userId).execute();
  },

  /** The categories an account is in, at every club, for Download my data. */
  categoriesOfAccount(db: Db, userId: string) {
    return db
      .selectFrom('customer_memberships')
      .innerJoin(
        'customer_categories',
        'customer_categories.id',
        'customer_memberships.category_id',
      )
      .select(['customer_memberships.club_id', 'customer_categories.name'])
      .where('customer_memberships.user_id', '=', userId)
      .execute();
  },

  /** The clubs whose desk entered this phone, for Download my data. */
  async clubsWithDeskEntry(db: Db, phone: string): Promise<string[]> {
    const rows = await db
      .selectFrom('club_customers')
      .select('club_id')
      .where('phone', '=', phone)
      .execute();
    return rows.map((row) => row.club_id);
  },
};

async function forget(
  db: Db,
  table: 'customer_notes' | 'customer_memberships',
  clubId: string,
  ref: CustomerRefs,
) {
  if (ref.userId)
    await db
      .deleteFrom(table)
      .where('club_id', '=', clubId)
      .where('user_id', '=', ref.userId)
      .execute();
  if (ref.deskId)
    await db
      .deleteFrom(table)
      .where('club_id', '=', clubId)
      .where('club_customer_id', '=', ref.deskId)
      .execute();
}
