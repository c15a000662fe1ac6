import { conflictCodes, customerIdOf, type NewCustomerBody } from '@courtside/shared';
import { isUniqueViolation } from '#server/db/db-errors.js';
import { inTransaction, type Tx } from '#server/db/transaction.js';
import { phoneInClub } from '#server/lib/club-phone.js';
import { conflict, invalidField } from '#server/lib/domain-error.js';
import { newId } from '#server/lib/ids.js';
import type { ClubRow } from '#server/modules/clubs/clubs.service.js';
import type { CustomerRow } from './customer-list.repo.js';
import type { CustomerLookup } from './customer-lookup.js';
import { refsOf } from './customer.mapper.js';
import type { CustomersDeps } from './customers-deps.js';
import { customersRepo, type CustomerRefs } from './customers.repo.js';

/** The desk adds people; the owner writes notes and puts customers in categories. */
export function createCustomerEdits({ db }: CustomersDeps, lookup: CustomerLookup) {
  const { clubOf, nowIso } = lookup;

  /**
   * Where the club's notes and categories about a customer are kept: on the account when
   * there is one, else on the desk's entry, made for a walk-in who has none yet.
   */
  async function targetOf(tx: Tx, club: ClubRow, row: CustomerRow): Promise<CustomerRefs> {
    if (row.user_id !== null) return { userId: row.user_id, deskId: null };
    if (row.desk_id !== null) return { userId: null, deskId: row.desk_id };
    const deskId = newId();
    await customersRepo.insertDeskEntry(tx.db, {
      id: deskId,
      club_id: club.id,
      name: row.name,
      phone: row.phone,
      created_at: nowIso(),
    });
    return { userId: null, deskId };
  }

  return {
    /** The desk adds someone by name and phone; a phone the club has an entry for is a 409. */
    async add(ownerId: string, body: NewCustomerBody) {
      const club = await clubOf(ownerId);
      const phone = phoneInClub(body.phone, club.time_zone);
      try {
        await customersRepo.insertDeskEntry(db, {
          id: newId(),
          club_id: club.id,
          name: body.name,
          phone,
          created_at: nowIso(),
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        throw conflict(conflictCodes.CUSTOMER_EXISTS, 'This phone is already on the list');
      }
      return lookup.summaryOf(club, await lookup.customerAt(club, customerIdOf(phone)));
    },

    async setNote(ownerId: string, customerId: string, note: string) {
      const club = await clubOf(ownerId);
      const row = await lookup.customerAt(club, customerId);
      await inTransaction(db, async (tx) => {
        const target = await targetOf(tx, club, row);
        await customersRepo.setNote(tx.db, {
          clubId: club.id,
          ref: refsOf(row),
          target,
          note,
          at: nowIso(),
        });
      });
    },

    async setCategories(ownerId: string, customerId: string, categoryIds: string[]) {
      const club = await clubOf(ownerId);
      const row = await lookup.customerAt(club, customerId);
      const known = new Set((await customersRepo.categoriesOf(db, club.id)).map((c) => c.id));
      const wanted = [...new Set(categoryIds)];
      if (wanted.some((id) => !known.has(id)))
        throw invalidField('body.categoryIds', 'Not a category of this club');
      await inTransaction(db, async (tx) => {
        const target = await targetOf(tx, club, row);
        await customersRepo.setCategories(tx.db, {
          clubId: club.id,
          ref: refsOf(row),
          target,
          categoryIds: wanted,
        });
      });
      return lookup.summaryOf(club, await lookup.customerAt(club, customerId));
    },
  };
}
