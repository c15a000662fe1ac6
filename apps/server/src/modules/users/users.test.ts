import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '#server/db/transaction.js';
import { createTestContext, type TestContext } from '#test/helpers/test-app.js';
import { testDialect } from '#test/helpers/test-database.js';
import {
  createUsersRepo,
  eraseAccount,
  isOpenAccount,
  toUser,
  type UsersRepo,
} from './users.service.js';

describe(`accounts in the users table, ${testDialect}`, () => {
  let ctx: TestContext;
  let users: UsersRepo;
  beforeAll(async () => {
    ctx = await createTestContext();
    users = createUsersRepo(ctx.db);
  });
  afterAll(() => ctx.close());

  let sequence = 0;
  async function anAccount(username: string, phone: string) {
    sequence += 1;
    const id = `user-${sequence}`;
    await users.insert({
      id,
      username,
      phone,
      password_hash: 'hash',
      first_name: 'Lucía',
      last_name: 'Navarro',
      role: 'player',
      plays_padel: 1,
      plays_football: 0,
      created_at: '2026-11-01T10:00:00.000Z',
    });
    return id;
  }

  it('finds an account by its username in any case, or by its phone', async () => {
    const id = await anAccount('LuciaN', '+34611222333');
    expect((await users.findBySignInIdentifier('lucian', '+34999'))?.id).toBe(id);
    expect((await users.findBySignInIdentifier('nobody', '+34611222333'))?.id).toBe(id);
    expect(await users.findBySignInIdentifier('nobody', '+34000000000')).toBeUndefined();
  });

  it('prefers the account whose username was typed when another has that text as phone', async () => {
    const byName = await anAccount('34622000111', '+34622999888');
    await anAccount('someone-else', '34622000111');
    expect((await users.findBySignInIdentifier('34622000111', '34622000111'))?.id).toBe(byName);
  });

  it('says which of a username and a phone are taken, the username in any case', async () => {
    await anAccount('Taken_Name', '+34633444555');
    expect(await users.takenFields('taken_name', '+34600000000')).toEqual(['username']);
    expect(await users.takenFields('free_name', '+34633444555')).toEqual(['phone']);
    expect(await users.takenFields('TAKEN_NAME', '+34633444555')).toEqual(['username', 'phone']);
    expect(await users.takenFields('free_name', '+34600000000')).toEqual([]);
  });

  it('bumps the token version, and a closed account has none', async () => {
    const id = await anAccount('versioned', '+34644555666');
    const before = await users.tokenVersion(id);
    await users.bumpTokenVersion(id);
    expect(await users.tokenVersion(id)).toBe((before ?? 0) + 1);
    await inTransaction(ctx.db, (tx) => eraseAccount(tx.db, id, '2026-11-25T10:00:00.000Z'));
    expect(await users.tokenVersion(id)).toBeNull();
    expect(await users.findById(id)).toBeUndefined();
  });

  it('erases what identifies a person and frees their username and phone', async () => {
    const id = await anAccount('leaving', '+34655666777');
    expect(await inTransaction(ctx.db, (tx) => isOpenAccount(tx.db, id))).toBe(true);
    await inTransaction(ctx.db, (tx) => eraseAccount(tx.db, id, '2026-11-25T10:00:00.000Z'));
    const row = await ctx.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      username: `closed-${id}`,
      phone: `closed-${id}`,
      first_name: '',
      last_name: null,
      deleted_at: '2026-11-25T10:00:00.000Z',
    });
    expect(await inTransaction(ctx.db, (tx) => isOpenAccount(tx.db, id))).toBe(false);
    expect(await users.takenFields('leaving', '+34655666777')).toEqual([]);
    expect(await users.update(id, { first_name: 'Back' })).toBe(false);
  });

  it("tells whether another account holds a phone, never the caller's own", async () => {
    const mine = await anAccount('phone_owner', '+34666777888');
    const other = await anAccount('phone_other', '+34666777999');
    expect(await users.phoneTakenByOther(mine, '+34666777888')).toBe(false);
    expect(await users.phoneTakenByOther(other, '+34666777888')).toBe(true);
  });

  it("shows its owner their own account, never the password's hash", async () => {
    const id = await anAccount('shown', '+34677888999');
    const user = toUser((await users.findById(id))!);
    expect(user).toMatchObject({ id, username: 'shown', Name: 'Lucía Navarro', isPadel: true });
    expect(JSON.stringify(user)).not.toContain('hash');
  });
});
