import type {
  PasswordChangeBody,
  PasswordResetBody,
  PasswordResetRequestBody,
  PhoneRegion,
} from '@courtside/shared';
import type { AfterAnswer } from '#server/lib/after-answer.js';
import { invalidField } from '#server/lib/domain-error.js';
import type { ServerLanguage } from '#server/lib/messages/translate.js';
import type { Logger } from '#server/lib/logger.js';
import { messageTexts, type Messenger } from '#server/modules/messaging/messaging.service.js';
import {
  findSignInAccount,
  type UserRow,
  type UsersRepo,
} from '#server/modules/users/users.service.js';
import type { CodeThrottle } from './code-throttle.js';
import { invalidCode, type OneTimeCodes } from './one-time-codes.js';
import { hashPassword, verifyPassword } from './password.js';
import { throttledAccount, type SignInThrottle } from './sign-in-throttle.js';

interface Deps {
  users: UsersRepo;
  codes: OneTimeCodes;
  codeThrottle: CodeThrottle;
  signInThrottle: SignInThrottle;
  messenger: Messenger;
  /** Runs what a request for a code does about the account once it has been answered. */
  afterAnswer: Pick<AfterAnswer, 'later'>;
  /** Ends every session of the account and revokes its tokens. */
  signOutEverywhere: (userId: string) => Promise<void>;
  log: Logger;
}

const purpose = 'password-reset';

/** Where an account's reset code goes: its verified e-mail, else its phone. */
const recipientOf = (row: UserRow) =>
  row.email && row.email_verified_at ? { email: row.email } : { phone: row.phone };

/**
 * Forget Password and Change password. A reset code goes to the account's verified e-mail or
 * its phone; the answer to a request is the same whether or not the account exists, and
 * whether or not a code went out.
 */
export function createPasswordRecovery(deps: Deps) {
  const { users, codes, codeThrottle, messenger, log } = deps;
  const findAccount = (identifier: string, region?: PhoneRegion) =>
    findSignInAccount(users, identifier, region);

  async function sendCode(
    identifier: string,
    region: PhoneRegion | undefined,
    language: ServerLanguage,
  ) {
    const row = await findAccount(identifier, region);
    if (!row) return;
    if (!(await codeThrottle.sendsTo(purpose, row.id))) {
      log.info({ userId: row.id }, 'a reset code was asked for too often: none sent');
      return;
    }
    const code = await codes.issue(row.id, purpose);
    messenger.send(recipientOf(row), messageTexts(language).resetCode(code));
  }

  return {
    /**
     * Only the address's own limit is counted before the answer: finding the account, its
     * limit, its code and the message come after it, so that the answer takes as long for an
     * account as for a name nobody has, and tells nobody which accounts exist.
     */
    async requestReset(
      { identifier, region }: PasswordResetRequestBody,
      address: string,
      language: ServerLanguage,
    ) {
      await codeThrottle.requestFrom(purpose, address);
      deps.afterAnswer.later('a password reset code', () => sendCode(identifier, region, language));
    },

    /** Sets the new password and ends every session; answers the account's id. */
    async reset(body: PasswordResetBody, address: string): Promise<string> {
      await codeThrottle.tryFrom(purpose, address);
      const row = await findAccount(body.identifier, body.region);
      if (!row) throw invalidCode();
      await codes.redeem(row.id, purpose, body.code);
      await users.update(row.id, { password_hash: await hashPassword(body.password) });
      await deps.signOutEverywhere(row.id);
      return row.id;
    },

    /**
     * The current password proves the owner; a wrong one counts as a failed sign-in (the same
     * throttle). Every session ends; the caller opens a new one for this device.
     */
    async changePassword(userId: string, body: PasswordChangeBody, address: string) {
      const row = await users.findById(userId);
      if (!row) throw invalidField('currentPassword', 'The current password is wrong');
      const attempt = await deps.signInThrottle.attempt(
        throttledAccount('', userId),
        address,
        userId,
      );
      if (!(await verifyPassword(row.password_hash, body.currentPassword)))
        throw invalidField('currentPassword', 'The current password is wrong');
      await attempt.succeeded(userId);
      await users.update(userId, { password_hash: await hashPassword(body.newPassword) });
      await deps.signOutEverywhere(userId);
      const changed = await users.findById(userId);
      if (!changed) throw new Error('the account closed while its password changed');
      return changed;
    },
  };
}
export type PasswordRecovery = ReturnType<typeof createPasswordRecovery>;
