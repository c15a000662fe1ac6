import type { StaffRole } from '@courtside/shared';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.js';
import { newId } from '#server/lib/ids.js';
import { userReads } from '#server/modules/users/users.service.js';

/** Where an account works, and as what: the one row it may have in club_staff. */
export interface StaffPost {
  clubId: string;
  role: StaffRole;
}

/** A club's staff and their log: the clubs module owns both tables. */
export const clubStaffRepo = {
  async postOf(db: Kysely<Database>, userId: string): Promise<StaffPost | null> {
    const row = await db
      .selectFrom('club_staff')
      .select(['club_id', 'role'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row ? { clubId: row.club_id, role: row.role } : null;
  },

  membersOf(db: Kysely<Database>, clubId: string) {
    return db
      .selectFrom('club_staff')
      .innerJoin(userReads.people(db).as('person'), 'person.id', 'club_staff.user_id')
      .select([
        'club_staff.user_id',
        'club_staff.role',
        'club_staff.added_at',
        'person.first_name',
        'person.last_name',
        'person.username',
      ])
      .where('club_staff.club_id', '=', clubId)
      .orderBy('club_staff.added_at')
      .orderBy('club_staff.user_id')
      .execute();
  },

  async insert(
    db: Kysely<Database>,
    row: { userId: string; clubId: string; role: StaffRole; addedBy: string; at: string },
  ): Promise<void> {
    await db
      .insertInto('club_staff')
      .values({
        user_id: row.userId,
        club_id: row.clubId,
        role: row.role,
        added_by: row.addedBy,
        added_at: row.at,
      })
      .execute();
  },

  /** Whether the account worked at the club (and now has the role). */
  async setRole(db: Kysely<Database>, clubId: string, userId: string, role: StaffRole) {
    const done = await db
      .updateTable('club_staff')
      .set({ role })
      .where('club_id', '=', clubId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Number(done.numUpdatedRows) > 0;
  },

  async remove(db: Kysely<Database>, clubId: string, userId: string): Promise<boolean> {
    const done = await db
      .deleteFrom('club_staff')
      .where('club_id', '=', clubId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Number(done.numDeletedRows) > 0;
  },

  /** A closed account works nowhere; the club's log keeps its entries without a name. */
  async removeAllOf(db: Kysely<Database>, userId: string): Promise<void> {
    await db.deleteFrom('club_staff').where('user_id', '=', userId).execute();
  },

  async log(
    db: Kysely<Database>,
    entry: { clubId: string; actorId: string; action: string; status: number; at: string },
  ): Promise<void> {
    await db
      .insertInto('club_staff_log')
      .values({
        id: newId(),
        club_id: entry.clubId,
        actor_id: entry.actorId,
        action: entry.action,
        status: entry.status,
        created_at: entry.at,
      })
      .execute();
  },

  /** The newest `limit` entries, with the actor's name where the account still has one. */
  recentLog(db: Kysely<Database>, clubId: string, limit: number) {
    return db
      .selectFrom('club_staff_log')
      .leftJoin(userReads.people(db).as('actor'), 'actor.id', 'club_staff_log.actor_id')
      .select([
        'club_staff_log.id',
        'club_staff_log.actor_id',
        'club_staff_log.action',
        'club_staff_log.status',
        'club_staff_log.created_at',
        'actor.first_name',
        'actor.last_name',
      ])
      .where('club_staff_log.club_id', '=', clubId)
      .orderBy('club_staff_log.created_at', 'desc')
      .orderBy('club_staff_log.id', 'desc')
      .limit(limit)
      .execute();
  },

  /** The staff rows an account's data export lists. */
  exportOf(db: Kysely<Database>, userId: string) {
    return db
      .selectFrom('club_staff')
      .select(['club_id', 'role', 'added_at'])
      .where('user_id', '=', userId)
      .execute();
  },
};
