import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.js';
import { userReads } from '#server/modules/users/users.service.js';
import { customersRepo } from './customers.repo.js';

/**
 * What other modules read of a club's customer categories (a membership plan for "Junior"
 * customers): handed to them at start-up, so that they import nothing of customers.
 */
export const customerCategoryReads = {
  /** The club's categories, by id. */
  async namesOf(db: Kysely<Database>, clubId: string): Promise<Map<string, string>> {
    const rows = await customersRepo.categoriesOf(db, clubId);
    return new Map(rows.map((row) => [row.id, row.name]));
  },

  /**
   * Whether the club put an account in its category: the account itself, or the desk's entry
   * with the account's phone (one customer, docs/decisions.md "A club's customers").
   */
  async holds(
    db: Kysely<Database>,
    query: { clubId: string; userId: string; categoryId: string },
  ): Promise<boolean> {
    const [account] = await userReads.openPeopleOf(db, [query.userId]);
    if (!account) return false;
    const desk = await customersRepo.findDeskEntry(db, query.clubId, account.phone);
    const held = await customersRepo.membershipsOf(db, query.clubId, [
      { userId: account.id, deskId: desk?.id ?? null },
    ]);
    return held.some((category) => category.id === query.categoryId);
  },
};
export type CustomerCategoryReads = typeof customerCategoryReads;
