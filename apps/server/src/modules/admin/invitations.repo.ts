import type { Insertable, Kysely } from 'kysely';
import type { Database, OwnerInvitationsTable } from '#server/db/database.js';
import { supportsRowLocks } from '#server/db/dialect-of.js';
import { clubReads } from '#server/modules/clubs/clubs.service.js';
import { userReads } from '#server/modules/users/users.service.js';

export const invitationsRepo = {
  async insert(db: Kysely<Database>, row: Insertable<OwnerInvitationsTable>): Promise<void> {
    await db.insertInto('owner_invitations').values(row).execute();
  },

  /** The invitation with its club's name and the invited account's names, locked to use it. */
  async byHash(db: Kysely<Database>, tokenHash: string, lock = false) {
    const row = await db
      .selectFrom('owner_invitations')
      .innerJoin(userReads.people(db).as('invited'), 'invited.id', 'owner_invitations.user_id')
      .selectAll('owner_invitations')
      .select(['invited.first_name', 'invited.username'])
      .where('owner_invitations.token_hash', '=', tokenHash)
      .$if(lock && supportsRowLocks(db), (qb) => qb.forUpdate('owner_invitations'))
      .executeTakeFirst();
    if (!row) return undefined;
    const club = (await clubReads.clubsById(db, [row.club_id])).get(row.club_id);
    return club && { ...row, club_name: club.name, club_owner_id: club.owner_id };
  },

  async markUsed(db: Kysely<Database>, id: string, atIso: string): Promise<boolean> {
    const result = await db
      .updateTable('owner_invitations')
      .set({ used_at: atIso })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  },

  /** The club's owner changed: links to its former owner stop working. */
  async revokeOfClub(db: Kysely<Database>, clubId: string, atIso: string): Promise<void> {
    await db
      .updateTable('owner_invitations')
      .set({ used_at: atIso })
      .where('club_id', '=', clubId)
      .where('used_at', 'is', null)
      .execute();
  },
};
