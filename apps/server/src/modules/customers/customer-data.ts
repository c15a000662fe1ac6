import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.js';
import type { Tx } from '#server/db/transaction.js';
import { userReads } from '#server/modules/users/users.service.js';
import { clubsVisitedBy } from './customer-list.repo.js';
import { customersRepo } from './customers.repo.js';

/**
 * What clubs' lists hold about an account: the notes and categories about it go with it (the
 * desk's own entries are the club's); Download my data names the clubs where the person is a
 * customer and the categories they are in there, not the clubs' private notes.
 */
export const customerData = {
  erase: (tx: Tx, userId: string) => customersRepo.eraseAccount(tx.db, userId),
  async exportOf(from: Kysely<Database>, userId: string) {
    const phone = (await userReads.accountsOf(from, [userId])).get(userId)?.phone;
    const [visited, entered, categories] = await Promise.all([
      clubsVisitedBy(from, userId),
      phone ? customersRepo.clubsWithDeskEntry(from, phone) : [],
      customersRepo.categoriesOfAccount(from, userId),
    ]);
    const clubIds = [
      ...new Set([...visited, ...entered, ...categories.map((c) => c.club_id)]),
    ].sort();
    return {
      customerOf: clubIds.map((clubId) => ({
        clubId,
        categories: categories.filter((c) => c.club_id === clubId).map((c) => c.name),
      })),
    };
  },
};
