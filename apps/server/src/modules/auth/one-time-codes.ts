import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { errorCodes } from '@courtside/shared';
import type { Clock } from '#server/lib/clock.js';
import { DomainError } from '#server/lib/domain-error.js';
import type { OneTimeCodesRepo } from './one-time-codes.repo.js';

export const codeLifetimeMs = 10 * 60_000;
export const codeMaxTries = 5;

type Purpose = 'password-reset' | 'verify-email';

/** The one answer to any code that does not open: wrong, used up, expired or for no account. */
export const invalidCode = () =>
  new DomainError(400, errorCodes.invalidCode, 'The code is wrong or has expired', [
    { field: 'code', message: 'The code is wrong or has expired' },
  ]);

/**
 * Six-digit codes, kept as an HMAC-SHA-256 under a server secret rather than argon2: a code
 * has only a million values, so a slow hash would not stop anyone holding the table from
 * trying them all, while a key the database does not hold does; and checking a guess stays
 * cheap, so nobody can spend the server's CPU by sending guesses (they are limited to five
 * per code anyway).
 */
export function createOneTimeCodes(deps: {
  codes: OneTimeCodesRepo;
  clock: Clock;
  secret: string;
}) {
  const { codes, clock, secret } = deps;
  const hashOf = (userId: string, purpose: Purpose, code: string) =>
    createHmac('sha256', secret).update(`${purpose}:${userId}:${code}`).digest('hex');

  return {
    /** A new code for the account, replacing its last one; answers the code to send. */
    async issue(userId: string, purpose: Purpose, target: string | null = null): Promise<string> {
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const now = clock.now();
      await codes.put({
        userId,
        purpose,
        codeHash: hashOf(userId, purpose, code),
        target,
        createdAt: now.toISOString(),
        expiresAt: new Date(now.getTime() + codeLifetimeMs).toISOString(),
      });
      return code;
    },

    /**
     * Uses the account's code up if `code` is it, answering the address it was sent to for an
     * e-mail verification; throws `invalidCode` otherwise (each wrong try counts).
     */
    async redeem(
      userId: string,
      purpose: Purpose,
      code: string,
    ): Promise<{ target: string | null }> {
      const live = await codes.takeTry(userId, purpose, clock.now().toISOString(), codeMaxTries);
      if (!live) throw invalidCode();
      const hash = hashOf(userId, purpose, code);
      const matches = timingSafeEqual(Buffer.from(hash), Buffer.from(live.code_hash));
      if (!matches || !(await codes.consume(userId, purpose, hash))) throw invalidCode();
      return { target: live.target };
    },

    forgetExpired: () => codes.forgetExpired(clock.now().toISOString()),
  };
}
export type OneTimeCodes = ReturnType<typeof createOneTimeCodes>;
