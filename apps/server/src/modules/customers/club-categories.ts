import { conflictCodes, maxCustomerCategories, type CustomerCategory } from '@courtside/shared';
import { isUniqueViolation } from '#server/db/db-errors.js';
import { inTransaction } from '#server/db/transaction.js';
import { conflict, notFound } from '#server/lib/domain-error.js';
import { newId } from '#server/lib/ids.js';
import type { CustomerLookup } from './customer-lookup.js';
import type { CustomersDeps } from './customers-deps.js';
import { customersRepo } from './customers.repo.js';

/** The categories a club defines for its customers ("Coach", "Junior"). */
export function createClubCategories({ db }: CustomersDeps, { clubOf, nowIso }: CustomerLookup) {
  return {
    async categories(ownerId: string): Promise<CustomerCategory[]> {
      return customersRepo.categoriesOf(db, (await clubOf(ownerId)).id);
    },

    /** A new category; a name the club has, or one past the club's limit, is a 409. */
    async addCategory(ownerId: string, name: string): Promise<CustomerCategory> {
      const club = await clubOf(ownerId);
      const existing = await customersRepo.categoriesOf(db, club.id);
      if (existing.length >= maxCustomerCategories)
        throw conflict(conflictCodes.CATEGORY_LIMIT, 'A club has 50 categories at most');
      const category = { id: newId(), name };
      try {
        await customersRepo.insertCategory(db, {
          ...category,
          club_id: club.id,
          created_at: nowIso(),
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        throw conflict(conflictCodes.CATEGORY_EXISTS, 'The club has a category of this name');
      }
      return category;
    },

    /** Removes a category of the club's and everyone from it. */
    async removeCategory(ownerId: string, categoryId: string): Promise<void> {
      const club = await clubOf(ownerId);
      const removed = await inTransaction(db, (tx) =>
        customersRepo.deleteCategory(tx.db, club.id, categoryId),
      );
      if (!removed) throw notFound('Category');
    },
  };
}
