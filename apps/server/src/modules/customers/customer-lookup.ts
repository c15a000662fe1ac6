import type { CustomerCategory } from '@courtside/shared';
import { notFound } from '#server/lib/domain-error.js';
import type { ClubRow } from '#server/modules/clubs/clubs.service.js';
import { customerByPhone, type CustomerRow } from './customer-list.repo.js';
import { phonesOfCustomerId, refsOf, toCustomerSummary } from './customer.mapper.js';
import type { CustomersDeps } from './customers-deps.js';
import { customersRepo } from './customers.repo.js';

/** What every customer action starts from: the caller's club, a customer of it, their categories. */
export function createCustomerLookup({ db, clock, clubs }: CustomersDeps) {
  const nowIso = () => clock.now().toISOString();

  /** Each row's categories, read for all of them in one query. */
  async function categoriesByCustomer(clubId: string, rows: readonly CustomerRow[]) {
    const memberships = await customersRepo.membershipsOf(db, clubId, rows.map(refsOf));
    return (row: CustomerRow): CustomerCategory[] => {
      const mine = memberships.filter(
        (m) =>
          (row.user_id !== null && m.user_id === row.user_id) ||
          (row.desk_id !== null && m.club_customer_id === row.desk_id),
      );
      return [...new Map(mine.map((m) => [m.id, { id: m.id, name: m.name }])).values()];
    };
  }

  return {
    nowIso,
    categoriesByCustomer,
    clubOf: (ownerId: string) => clubs.access.clubRunBy(ownerId, 'customers'),

    /** A customer of the club by their id, or a 404 (the same for another club's customer). */
    async customerAt(club: ClubRow, customerId: string): Promise<CustomerRow> {
      const phones = phonesOfCustomerId(customerId);
      const row =
        phones.length > 0 &&
        (await customerByPhone(db, { clubId: club.id, nowIso: nowIso(), phones }));
      if (!row) throw notFound('Customer');
      return row;
    },

    async summaryOf(club: ClubRow, row: CustomerRow) {
      const categoriesOf = await categoriesByCustomer(club.id, [row]);
      return toCustomerSummary(row, categoriesOf(row));
    },
  };
}
export type CustomerLookup = ReturnType<typeof createCustomerLookup>;
