import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.js';
import type { Clock } from '#server/lib/clock.js';
import { notFound } from '#server/lib/domain-error.js';
import { toUser, type UsersRepo } from '#server/modules/users/users.service.js';
import type { PersonalDataHolders } from './personal-data.js';

export interface ExportDeps {
  db: Kysely<Database>;
  clock: Clock;
  users: Pick<UsersRepo, 'findById'>;
  holders: PersonalDataHolders;
}

/**
 * Download my data: everything stored about the person, as one JSON document, each module
 * giving its own sections. Secrets that are not theirs to read (the password's hash, token
 * versions) are left out.
 */
export function createDataExport({ db, clock, users, holders }: ExportDeps) {
  return async function exportOf(userId: string) {
    const user = await users.findById(userId);
    if (!user) throw notFound('User');
    const sections = await Promise.all(holders.map((holder) => holder.exportOf?.(db, userId)));
    const document: { exportedAt: string; [section: string]: unknown } = {
      exportedAt: clock.now().toISOString(),
      account: { ...toUser(user), createdAt: user.created_at },
    };
    return Object.assign(document, ...sections);
  };
}
