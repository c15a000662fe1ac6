import type { EmailSettings } from '@courtside/shared';
import type { Clock } from '#server/lib/clock.js';
import { notFound } from '#server/lib/domain-error.js';
import type { ServerLanguage } from '#server/lib/messages/translate.js';
import { messageTexts, type Messenger } from '#server/modules/messaging/messaging.service.js';
import type { UserRow, UsersRepo } from '#server/modules/users/users.service.js';
import type { CodeThrottle } from './code-throttle.js';
import type { OneTimeCodes } from './one-time-codes.js';

interface Deps {
  users: UsersRepo;
  codes: OneTimeCodes;
  codeThrottle: CodeThrottle;
  messenger: Messenger;
  clock: Clock;
}

const purpose = 'verify-email';

export const emailSettingsOf = (row: UserRow): EmailSettings => ({
  email: row.email,
  verified: row.email !== null && row.email_verified_at !== null,
  bookingEmails: row.booking_emails === 1,
});

/**
 * The account's e-mail address: added by a code sent to it (the address is the account's once
 * the code comes back), and what is sent there.
 */
export function createAccountEmail({ users, codes, codeThrottle, messenger, clock }: Deps) {
  const settings = async (userId: string) => {
    const row = await users.findById(userId);
    if (!row) throw notFound('User');
    return emailSettingsOf(row);
  };

  return {
    settings,

    async requestVerification(
      userId: string,
      email: string,
      address: string,
      language: ServerLanguage,
    ): Promise<void> {
      await codeThrottle.requestFrom(purpose, address);
      if (!(await codeThrottle.sendsTo(purpose, userId))) return;
      const code = await codes.issue(userId, purpose, email);
      messenger.send({ email }, messageTexts(language).emailCode(code));
    },

    /** The address the code went to becomes the account's, verified, in this language. */
    async verify(userId: string, code: string, address: string, language: ServerLanguage) {
      await codeThrottle.tryFrom(purpose, address);
      const { target } = await codes.redeem(userId, purpose, code);
      await users.update(userId, {
        email: target,
        email_verified_at: clock.now().toISOString(),
        mail_language: language,
      });
      return settings(userId);
    },

    async setBookingEmails(userId: string, on: boolean): Promise<EmailSettings> {
      if (!(await users.update(userId, { booking_emails: on ? 1 : 0 }))) throw notFound('User');
      return settings(userId);
    },
  };
}
export type AccountEmail = ReturnType<typeof createAccountEmail>;
