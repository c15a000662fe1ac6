import { Migrator } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useEmptyDatabase } from '#test/helpers/empty-database.js';
import { testDialect } from '#test/helpers/test-database.js';
import { migrationProvider } from './migrations/index.js';

describe(`phone numbers stored as their digits, ${testDialect}`, () => {
  const dbOf = useEmptyDatabase();

  const account = (id: string, phone: string) => ({
    id,
    username: id,
    phone,
    password_hash: 'hash',
    first_name: id,
    role: 'player' as const,
    plays_padel: 1 as const,
    plays_football: 0 as const,
    created_at: '2026-11-01T10:00:00.000Z',
  });

  it('drops the plus of stored numbers, leaving an account alone when its digits are taken', async () => {
    const db = dbOf();
    const migrator = new Migrator({ db, provider: migrationProvider });
    expect((await migrator.migrateTo('011-rate-limit-windows')).error).toBeUndefined();
    await db
      .insertInto('users')
      .values([
        account('plussed', '+34611222333'),
        account('holder', '6220001111'),
        account('clasher', '+6220001111'),
        account('plain', '6330002222'),
      ])
      .execute();
    expect((await migrator.migrateTo('012-phone-digits')).error).toBeUndefined();
    const phones = Object.fromEntries(
      (await db.selectFrom('users').select(['id', 'phone']).execute()).map((row) => [
        row.id,
        row.phone,
      ]),
    );
    expect(phones).toEqual({
      plussed: '34611222333',
      holder: '6220001111',
      clasher: '+6220001111',
      plain: '6330002222',
    });
  });
});
