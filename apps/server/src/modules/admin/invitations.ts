import { conflictCodes, type Invitation } from '@courtside/shared';
import { inTransaction } from '#server/db/transaction.js';
import { conflict, notFound } from '#server/lib/domain-error.js';
import { createUsersRepo, type UserRow } from '#server/modules/users/users.service.js';
import type { AdminDeps } from './admin-deps.js';
import { hashOfToken } from './club-owners.js';
import { invitationsRepo } from './invitations.repo.js';

const spent = () =>
  conflict(conflictCodes.INVITATION_SPENT, 'This invitation was used already or has expired');

/**
 * An invited owner's link: read to show whom it invites to which club, and used once, before
 * it expires, to set the account's password.
 */
export function createInvitations({ db, clock, hashPassword }: AdminDeps) {
  const usable = (row: { used_at: string | null; expires_at: string }) =>
    row.used_at === null && Date.parse(row.expires_at) > clock.now().getTime();

  return {
    async read(token: string): Promise<Invitation> {
      const row = await invitationsRepo.byHash(db, hashOfToken(token));
      if (!row) throw notFound('Invitation');
      if (!usable(row)) throw spent();
      return {
        clubName: row.club_name,
        name: row.first_name,
        username: row.username,
        expiresAt: row.expires_at,
      };
    },

    /** Sets the password and spends the link, in one transaction; answers the account. */
    async accept(token: string, password: string): Promise<UserRow> {
      const passwordHash = await hashPassword(password);
      return inTransaction(db, async (tx) => {
        const row = await invitationsRepo.byHash(tx.db, hashOfToken(token), true);
        if (!row) throw notFound('Invitation');
        if (!usable(row)) throw spent();
        if (!(await invitationsRepo.markUsed(tx.db, row.id, clock.now().toISOString())))
          throw spent();
        const users = createUsersRepo(tx.db);
        await users.update(row.user_id, { password_hash: passwordHash });
        const account = await users.findById(row.user_id);
        if (!account) throw notFound('Invitation');
        return account;
      });
    },
  };
}
