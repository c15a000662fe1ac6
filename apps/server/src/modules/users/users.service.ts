/**
 * The users module's public face: accounts are read and written through its repo, and
 * shown to their owner through its mapper. Auth, the profile and the owner's screens use
 * these rather than reaching into the module's files.
 */
export {
  createUsersRepo,
  eraseAccount,
  insertAccount,
  isOpenAccount,
  type UsersRepo,
} from './users.repo.js';
export { personName, toUser, type UserRow } from './user.mapper.js';
export { lockOpenAccount, setPadelLevel, userReads } from './user-reads.repo.js';
export { findSignInAccount } from './sign-in-account.js';
