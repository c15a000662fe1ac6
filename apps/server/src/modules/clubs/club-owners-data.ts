import { conflictCodes } from '@courtside/shared';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.js';
import type { Tx } from '#server/db/transaction.js';
import { conflict } from '#server/lib/domain-error.js';
import { clubsOwnedBy } from './clubs.repo.js';

/** An owner cannot close their account while a club is theirs; Download my data lists them. */
export const clubOwnersData = {
  async release(tx: Tx, userId: string): Promise<void> {
    if ((await clubsOwnedBy(tx.db, userId)).length > 0)
      throw conflict(
        conflictCodes.OWNS_CLUB,
        'You own a club: hand it over to another owner before deleting your account',
      );
  },
  exportOf: async (db: Kysely<Database>, userId: string) => ({
    clubs: await clubsOwnedBy(db, userId),
  }),
};
