import { Migrator, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useEmptyDatabase } from '#test/helpers/empty-database.js';
import { testDialect } from '#test/helpers/test-database.js';
import { migrationProvider } from './migrations/index.js';

describe(`the admin role on a database with accounts and clubs, ${testDialect}`, () => {
  const dbOf = useEmptyDatabase();

  const account = (id: string, role: 'player' | 'owner') => ({
    id,
    username: id,
    phone: `6${id.length}${id.charCodeAt(0)}000111`,
    password_hash: 'hash',
    first_name: id,
    role,
    plays_padel: 1 as const,
    plays_football: 0 as const,
    created_at: '2026-11-01T10:00:00.000Z',
  });

  it('keeps every account, its club and its case-blind username, and takes admins after', async () => {
    const db = dbOf();
    const migrator = new Migrator({ db, provider: migrationProvider });
    expect((await migrator.migrateTo('014-sign-in-sessions')).error).toBeUndefined();
    await db
      .insertInto('users')
      .values([account('owner', 'owner'), account('player', 'player')])
      .execute();
    await db
      .insertInto('clubs')
      .values({
        id: 'club',
        owner_id: 'owner',
        name: 'Club',
        address: 'Street 1',
        latitude: 40,
        longitude: -3,
        time_zone: 'Europe/Madrid',
        currency: 'EUR',
        photo: null,
        created_at: '2026-11-01T10:00:00.000Z',
      })
      .execute();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();

    const users = await db.selectFrom('users').select(['id', 'role']).orderBy('id').execute();
    expect(users).toEqual([
      { id: 'owner', role: 'owner' },
      { id: 'player', role: 'player' },
    ]);
    const club = await db.selectFrom('clubs').selectAll().executeTakeFirstOrThrow();
    expect(club).toMatchObject({ owner_id: 'owner', suspended_at: null });
    await db.insertInto('users').values(account('admin', 'player')).execute();
    await db.updateTable('users').set({ role: 'admin' }).where('id', '=', 'admin').execute();
    // The rebuilt table keeps its unique index on the lower-cased username.
    await expect(
      db
        .insertInto('users')
        .values({ ...account('x', 'player'), username: 'OWNER' })
        .execute(),
    ).rejects.toThrow();
    // And its foreign keys: a club of an account that does not exist is refused.
    await expect(
      db
        .insertInto('clubs')
        .values({ ...club, id: 'club-2', owner_id: 'nobody' })
        .execute(),
    ).rejects.toThrow();
    await expect(
      sql`update users set role = 'superuser' where id = 'player'`.execute(db),
    ).rejects.toThrow();
  });
});
