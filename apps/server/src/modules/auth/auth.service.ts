import {
  conflictCodes,
  errorCodes,
  type LoginBody,
  type RegisterBody,
  type User,
} from '@courtside/shared';
import { registerBodySchema } from '@courtside/shared';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.js';
import type { Tx } from '#server/db/transaction.js';
import type { Clock } from '#server/lib/clock.js';
import { isUniqueViolation, uniqueViolationTarget } from '#server/db/db-errors.js';
import { DomainError, conflict } from '#server/lib/domain-error.js';
import { newId } from '#server/lib/ids.js';
import {
  findSignInAccount,
  toUser,
  type UserRow,
  type UsersRepo,
} from '#server/modules/users/users.service.js';
import type { TokenState } from '#server/plugins/auth.js';
import { hashPassword, verifyPassword } from './password.js';

export { hashPassword } from './password.js';
import { throttledAccount, type SignInThrottle } from './sign-in-throttle.js';
import { forgetSignIns, signInDataOf } from './throttle.repo.js';
import { endSessionsOf, sessionsDataOf, type SessionsRepo } from './sessions.repo.js';
import { forgetCodesOf } from './one-time-codes.repo.js';

export { createPasswordRecovery } from './password-recovery.service.js';
export { createAccountEmail } from './account-email.service.js';
export { createOneTimeCodes } from './one-time-codes.js';
export { createOneTimeCodesRepo } from './one-time-codes.repo.js';
export { createCodeThrottle, defaultCodeLimits, type CodeLimits } from './code-throttle.js';

// Compared against when the identifier is unknown, so a miss costs as much as a wrong password.
const decoyHash = hashPassword('decoy-password-for-timing');

interface Deps {
  users: UsersRepo;
  sessions: SessionsRepo;
  throttle: SignInThrottle;
  clock: Clock;
  /** Forgets every device the account takes pushes on: a device signed out hears no more. */
  forgetPushDevices: (userId: string) => Promise<void>;
}

export function createAuthService({ users, sessions, throttle, clock, forgetPushDevices }: Deps) {
  return {
    async register(input: RegisterBody): Promise<SignedIn> {
      const body = registerBodySchema.parse(input);
      const { phone } = body;
      const taken = await users.takenFields(body.username, phone);
      if (taken.length > 0) throw duplicate(taken);
      const id = newId();
      try {
        await users.insert({
          id,
          username: body.username,
          phone,
          password_hash: await hashPassword(body.password),
          first_name: body.Name,
          role: 'player',
          plays_padel: body.isPadel ? 1 : 0,
          plays_football: body.isFootball ? 1 : 0,
          created_at: clock.now().toISOString(),
        });
      } catch (error) {
        // Two sign-ups racing for one name both pass the check; the unique index decides.
        if (!isUniqueViolation(error)) throw error;
        const target = uniqueViolationTarget(error);
        throw duplicate(target.includes('phone') ? ['phone'] : ['username']);
      }
      const row = await users.findById(id);
      if (!row) throw new Error('registered user vanished');
      return signedIn(row);
    },

    async login(body: LoginBody, address: string): Promise<SignedIn> {
      const identifier = body.phone.trim();
      const row = await findSignInAccount(users, identifier, body.region);
      const account = throttledAccount(identifier, row?.id ?? null, body.region);
      // Counted as a failure before the password is checked (429 if a key it meets waits).
      const attempt = await throttle.attempt(account, address, row?.id ?? null);

      const valid = row
        ? await verifyPassword(row.password_hash, body.password)
        : await verifyPassword(await decoyHash, body.password).then(() => false);
      if (!row || !valid)
        throw new DomainError(
          401,
          errorCodes.invalidCredentials,
          'Error in credentials, please verify',
        );
      await attempt.succeeded(row.id);
      return signedIn(row);
    },

    forgetStaleThrottling: throttle.forgetStale,
    throttle,

    /** A token was just issued for a new session, valid until `expiresAt`. */
    openSession: (userId: string, sessionId: string, expiresAt: Date) =>
      sessions.open({
        id: sessionId,
        userId,
        createdAt: clock.now().toISOString(),
        expiresAt: expiresAt.toISOString(),
      }),

    /**
     * Log out: ends the caller's session, so this device's token stops working and the
     * account's other devices stay signed in. A token from before sessions existed names
     * none, and can only be revoked with every other one.
     */
    async signOut(userId: string, sessionId: string | undefined): Promise<void> {
      if (sessionId === undefined) await users.bumpTokenVersion(userId);
      else await sessions.end(userId, sessionId);
    },

    /** Revokes every token the user holds, on every device, and stops pushes to them. */
    async signOutEverywhere(userId: string): Promise<void> {
      await users.bumpTokenVersion(userId);
      await sessions.endAll(userId);
      await forgetPushDevices(userId);
    },

    async tokenState(userId: string): Promise<TokenState> {
      const [version, live] = await Promise.all([
        users.tokenVersion(userId),
        sessions.liveIds(userId),
      ]);
      return { version: version ?? -1, sessions: new Set(live) };
    },

    forgetExpiredSessions: () => sessions.forgetExpired(clock.now().toISOString()),

    userOf: toUser,

    async me(id: string): Promise<User> {
      const row = await users.findById(id);
      if (!row) throw new DomainError(401, errorCodes.unauthorized, 'Sign in to continue');
      return toUser(row);
    },
  };
}

/** A user who just signed in, with the token version their new token must carry. */
export interface SignedIn {
  user: User;
  tokenVersion: number;
}

const signedIn = (row: UserRow): SignedIn => ({
  user: toUser(row),
  tokenVersion: row.token_version,
});

export function duplicate(fields: Array<'username' | 'phone'>): DomainError {
  const messages = { username: 'This username is taken', phone: 'This phone number is taken' };
  return conflict(
    conflictCodes.DUPLICATE,
    `${fields.map((f) => (f === 'username' ? 'Username' : 'Phone number')).join(' and ')} already registered`,
    fields.map((field) => ({ field, message: messages[field] })),
  );
}

export type AuthService = ReturnType<typeof createAuthService>;

/**
 * Closing an account forgets where it signed in from and ends its sessions; Download my data
 * lists those places and when each device still signed in did so.
 */
export const signInPersonalData = {
  async erase(tx: Tx, userId: string) {
    await forgetSignIns(tx.db, userId, throttledAccount('', userId));
    await endSessionsOf(tx.db, userId);
    await forgetCodesOf(tx.db, userId);
  },
  exportOf: async (db: Kysely<Database>, userId: string) => ({
    signIns: await signInDataOf(db, userId),
    sessions: await sessionsDataOf(db, userId),
  }),
};
