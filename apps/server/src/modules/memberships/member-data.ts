import type { CustomerSection } from '@courtside/shared';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.js';
import type { Tx } from '#server/db/transaction.js';
import { membershipsRepo } from './memberships.repo.js';
import type { PeriodPayments } from './period-payments.js';

/** A customer page's section (customers' registered reader): the person's memberships at the club. */
export async function customerSection(
  from: Kysely<Database>,
  customer: { clubId: string; userId: string | null },
): Promise<CustomerSection> {
  const rows = customer.userId
    ? await membershipsRepo.atClubOf(from, customer.clubId, customer.userId)
    : [];
  return {
    key: 'memberships',
    items: rows.map((row) => ({
      id: row.id,
      title: row.name,
      at: row.started_at,
      status: row.status,
    })),
  };
}

/** Closing an account ends its memberships (no refund, unpaid payments cancelled); Download my data lists them. */
export function memberPersonalData(periods: Pick<PeriodPayments, 'end'>) {
  return {
    async release(tx: Tx, userId: string): Promise<void> {
      for (const row of await membershipsRepo.currentOfUser(tx.db, userId))
        await periods.end(tx, row);
    },
    exportOf: async (from: Kysely<Database>, userId: string) => ({
      memberships: await membershipsRepo.exportOf(from, userId),
    }),
  };
}
