import { phoneLookupKeys, type PhoneRegion } from '@courtside/shared';
import type { UserRow } from './user.mapper.js';
import type { UsersRepo } from './users.repo.js';

/**
 * The account a sign-in names (a username, or a phone number typed in any form), found as
 * users.findBySignInIdentifier finds it: by its username, else by its phone in each stored
 * form the phone rule may have kept it in, the rule's own reading first (phoneLookupKeys).
 */
export async function findSignInAccount(
  users: Pick<UsersRepo, 'findBySignInIdentifier'>,
  identifier: string,
  region?: PhoneRegion,
): Promise<UserRow | undefined> {
  const typed = identifier.trim();
  const keys = phoneLookupKeys(typed, region);
  // A username alone is looked for with no phone a stored one could equal.
  for (const key of keys.length > 0 ? keys : ['']) {
    const row = await users.findBySignInIdentifier(typed, key);
    if (row) return row;
  }
  return undefined;
}
