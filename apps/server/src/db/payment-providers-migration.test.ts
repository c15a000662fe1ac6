import { Migrator } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useEmptyDatabase } from '#test/helpers/empty-database.js';
import { testDialect } from '#test/helpers/test-database.js';
import { migrationProvider } from './migrations/index.js';

describe(`payments keep the provider that took them, ${testDialect}`, () => {
  const dbOf = useEmptyDatabase();
  const at = '2026-11-01T10:00:00.000Z';

  const payment = (id: string, method: string, providerRef: string | null) => ({
    id,
    user_id: 'payer',
    purpose: 'booking' as const,
    subject_id: `booking-${id}`,
    method: method as 'card',
    provider_ref: providerRef,
    amount: 2000,
    currency: 'EUR',
    status: 'succeeded' as const,
    created_at: at,
    updated_at: at,
  });

  it('names the provider of the payments made before by their checkout reference', async () => {
    const db = dbOf();
    const migrator = new Migrator({ db, provider: migrationProvider });
    expect((await migrator.migrateTo('026-match-open-join')).error).toBeUndefined();
    await db
      .insertInto('users')
      .values({
        id: 'payer',
        username: 'payer',
        phone: '34611222333',
        password_hash: 'hash',
        first_name: 'Payer',
        role: 'player',
        plays_padel: 1,
        plays_football: 0,
        created_at: at,
      })
      .execute();
    await db
      .insertInto('payments')
      .values([
        payment('stripe-card', 'card', 'cs_live_a1B2c3'),
        payment('sandbox-card', 'card', 'sbx_card_9f8e7d6c5b4a3210'),
        payment('sandbox-wallet', 'wallet', 'sbx_wallet_0123456789abcdef'),
        payment('demo-mobile', 'mobile', 'demo-0001'),
        payment('never-opened', 'card', null),
        payment('at-the-club', 'cash', null),
        payment('in-coins', 'coins', 'demo-0002'),
      ])
      .execute();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const providers = Object.fromEntries(
      (await db.selectFrom('payments').select(['id', 'provider']).execute()).map((row) => [
        row.id,
        row.provider,
      ]),
    );
    expect(providers).toEqual({
      'stripe-card': 'stripe',
      'sandbox-card': 'sandbox',
      'sandbox-wallet': 'sandbox',
      'demo-mobile': 'sandbox',
      'never-opened': null,
      'at-the-club': null,
      'in-coins': null,
    });
  });
});
