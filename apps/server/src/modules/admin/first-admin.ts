import { passwordSchema, phoneSchema, usernameSchema } from '@courtside/shared';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.js';
import { inTransaction } from '#server/db/transaction.js';
import { newId } from '#server/lib/ids.js';
import { duplicate } from '#server/modules/auth/auth.service.js';
import { createUsersRepo, insertAccount } from '#server/modules/users/users.service.js';
import { insertAudit } from './audit.repo.js';

export interface NewAdmin {
  /** A phone number or a username: the one the admin signs in with. */
  identifier: string;
  password: string;
  now: Date;
  hashPassword(password: string): Promise<string>;
}

/**
 * The account of an admin, made from the terminal (`npm run admin:create`): signed in with
 * the phone number or the username given; the other is derived so both stay unique. Its
 * creation is the first row of the audit log. Answers the account's id.
 */
export async function createFirstAdmin(db: Kysely<Database>, input: NewAdmin): Promise<string> {
  const identifier = input.identifier.trim();
  const password = passwordSchema.parse(input.password);
  const asPhone = phoneSchema.safeParse(identifier);
  const id = newId();
  const phone = asPhone.success ? asPhone.data : `admin-${id}`;
  const username = asPhone.success
    ? `admin_${phone.replace(/\D/g, '')}`
    : usernameSchema.parse(identifier);
  const taken = await createUsersRepo(db).takenFields(username, phone);
  if (taken.length > 0) throw duplicate(taken);
  const passwordHash = await input.hashPassword(password);
  await inTransaction(db, async (tx) => {
    await insertAccount(tx.db, {
      id,
      username,
      phone,
      password_hash: passwordHash,
      first_name: 'Admin',
      role: 'admin',
      plays_padel: 0,
      plays_football: 0,
      created_at: input.now.toISOString(),
    });
    await insertAudit(tx.db, {
      actorId: id,
      action: 'admin.create',
      subjectId: id,
      before: null,
      after: { id, username, role: 'admin' },
      at: input.now.toISOString(),
    });
  });
  return id;
}
