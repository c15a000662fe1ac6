import { Migrator } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useEmptyDatabase } from '#test/helpers/empty-database.js';
import { testDialect } from '#test/helpers/test-database.js';
import { migrationProvider } from './migrations/index.js';

describe(`phone numbers kept whole, ${testDialect}`, () => {
  const dbOf = useEmptyDatabase();
  const at = '2026-11-01T10:00:00.000Z';

  const account = (id: string, phone: string) => ({
    id,
    username: id,
    phone,
    password_hash: 'hash',
    first_name: id,
    role: 'player' as const,
    plays_padel: 1 as const,
    plays_football: 0 as const,
    created_at: at,
  });

  const payment = (id: string, payerPhone: string | null) => ({
    id,
    user_id: 'spanish',
    purpose: 'coin_pack' as const,
    subject_id: 'pack',
    method: 'wallet' as const,
    amount: 400,
    currency: 'EUR',
    status: 'pending' as const,
    payer_phone: payerPhone,
    created_at: at,
    updated_at: at,
  });

  const phonesOf = async (table: 'users' | 'payments', column: 'phone' | 'payer_phone') =>
    Object.fromEntries(
      (
        (await dbOf()
          .selectFrom(table)
          .select(['id', `${column} as phone`])
          .execute()) as Array<{ id: string; phone: string | null }>
      ).map((row) => [row.id, row.phone]),
    );

  it('gives an international number its plus back and leaves every other as it was', async () => {
    const db = dbOf();
    const migrator = new Migrator({ db, provider: migrationProvider });
    expect((await migrator.migrateTo('028-court-versions')).error).toBeUndefined();
    await db
      .insertInto('users')
      .values([
        // "+34 612 000 222", kept as its digits by 012-phone-digits.
        account('spanish', '34612000222'),
        account('local', '6111000001'),
        account('national', '612000444'),
        // Its whole form is another account's already: it stays, as 012 left a clash.
        account('clasher', '201012345678'),
        account('holder', '+201012345678'),
      ])
      .execute();
    await db
      .insertInto('payments')
      .values([
        payment('wallet', '34612000222'),
        payment('mask', '0101234567'),
        payment('card', null),
      ])
      .execute();

    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    expect(await phonesOf('users', 'phone')).toEqual({
      spanish: '+34612000222',
      local: '6111000001',
      national: '612000444',
      clasher: '201012345678',
      holder: '+201012345678',
    });
    expect(await phonesOf('payments', 'payer_phone')).toEqual({
      wallet: '+34612000222',
      mask: '0101234567',
      card: null,
    });
  });
});
