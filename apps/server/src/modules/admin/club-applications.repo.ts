import type { CreatedKey } from '@courtside/shared';
import { afterStartAndId } from '#server/db/keyset.js';
import type { Insertable, Kysely, Updateable } from 'kysely';
import type { ClubApplicationsTable, Database } from '#server/db/database.js';
import { userReads } from '#server/modules/users/users.service.js';

const withApplicant = (db: Kysely<Database>) =>
  db
    .selectFrom('club_applications')
    .leftJoin(userReads.people(db).as('applicant'), 'applicant.id', 'club_applications.user_id')
    .selectAll('club_applications')
    .select(['applicant.username as applicant_username']);

export type ClubApplicationRow = Awaited<
  ReturnType<ReturnType<typeof withApplicant>['executeTakeFirstOrThrow']>
>;

export const clubApplicationsRepo = {
  async insert(db: Kysely<Database>, row: Insertable<ClubApplicationsTable>): Promise<void> {
    await db.insertInto('club_applications').values(row).execute();
  },

  one: (db: Kysely<Database>, id: string) =>
    withApplicant(db).where('club_applications.id', '=', id).executeTakeFirst(),

  /** Newest first, `limit` rows older than the cursor (created_at and id of the last one seen). */
  page(db: Kysely<Database>, limit: number, after?: CreatedKey) {
    return withApplicant(db)
      .$if(after !== undefined, (qb) =>
        qb.where(
          afterStartAndId(
            { start: 'club_applications.created_at', id: 'club_applications.id' },
            { startsAt: after!.c, id: after!.id },
            '<',
          ),
        ),
      )
      .orderBy('club_applications.created_at', 'desc')
      .orderBy('club_applications.id', 'desc')
      .limit(limit)
      .execute();
  },

  /**
   * Decides a pending application: false when it was decided already. The update takes the
   * row first, so two admins deciding at once find one of them too late.
   */
  async decide(
    db: Kysely<Database>,
    id: string,
    decision: Updateable<ClubApplicationsTable>,
  ): Promise<boolean> {
    const result = await db
      .updateTable('club_applications')
      .set(decision)
      .where('id', '=', id)
      .where('state', '=', 'pending')
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  },

  /** The club an approval opened (set once the club exists, for the foreign key). */
  async setClub(db: Kysely<Database>, id: string, clubId: string): Promise<void> {
    await db
      .updateTable('club_applications')
      .set({ club_id: clubId })
      .where('id', '=', id)
      .execute();
  },

  /** The applications a person sent signed in, oldest first: their part of Download my data. */
  ofApplicant: (db: Kysely<Database>, userId: string) =>
    withApplicant(db)
      .where('club_applications.user_id', '=', userId)
      .orderBy('club_applications.created_at')
      .orderBy('club_applications.id')
      .execute(),

  /** A closed account's pending applications, declined: nobody is left to open the club for. */
  async declinePendingOf(db: Kysely<Database>, userId: string, at: string): Promise<void> {
    await db
      .updateTable('club_applications')
      .set({ state: 'declined', decided_at: at })
      .where('user_id', '=', userId)
      .where('state', '=', 'pending')
      .execute();
  },

  /**
   * What a closed account's applications say about them: their contact and their message.
   * The club described, the decision and the club opened stay, for the platform's records.
   */
  async eraseApplicant(db: Kysely<Database>, userId: string): Promise<void> {
    await db
      .updateTable('club_applications')
      .set({ contact_name: '', contact_phone: '', contact_email: '', message: '' })
      .where('user_id', '=', userId)
      .execute();
  },
};
