import type { OwedRefund, StartKey } from '@courtside/shared';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.js';
import { keysetPage } from '#server/lib/keyset-page.js';
import { configuredNames, type ConfiguredProviders } from '#server/payments/provider.js';
import * as repo from './payments.repo.js';

type OwedRow = Awaited<ReturnType<typeof repo.owedRefunds>>[number];

/** The money owed back through providers, as the platform's admin reads it. */
export function createOwedRefunds(db: Kysely<Database>, providers: ConfiguredProviders) {
  const here = new Set<string | null>(configuredNames(providers));
  const toOwedRefund = (row: OwedRow): OwedRefund => ({
    paymentId: row.id,
    purpose: row.purpose,
    method: row.method,
    amount: row.amount,
    currency: row.currency,
    provider: row.provider!,
    providerConfigured: here.has(row.provider),
    since: row.updated_at,
  });

  return {
    /**
     * Refunds owed through a provider, oldest first, a page at a time; each says whether the
     * provider that took the payment is configured here (otherwise the refund waits for it).
     */
    async owedRefunds(page: { limit: number; cursor?: StartKey }) {
      const { rows, nextCursor } = await keysetPage(
        {
          read: (after, count) =>
            repo.owedRefunds(db, count, after && { startsAt: after.s, id: after.id }),
          keyOf: (row: OwedRow) => ({ s: row.updated_at, id: row.id }),
        },
        { limit: page.limit, after: page.cursor },
      );
      return { items: rows.map(toOwedRefund), nextCursor };
    },
  };
}
