import { errorCodes, normalizePhone } from '@courtside/shared';
import type { Clock } from '#server/lib/clock.js';
import { DomainError } from '#server/lib/domain-error.js';
import type { ThrottleRepo } from './throttle.repo.js';

type Scope = 'account' | 'address' | 'pair';

export interface ThrottlePolicy {
  /** Failures per account, per address and per account from one address before delays start. */
  failuresBeforeDelay: Record<Scope, number>;
  /** The wait after the failure that reaches the limit; it doubles with each further one. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** A key's failures are forgotten (and its row cleaned) after this long without one. */
  forgetAfterMs: number;
  /** How long an address that signed in to an account counts as its owner's device. */
  knownAddressMs: number;
}

export const defaultThrottlePolicy: ThrottlePolicy = {
  failuresBeforeDelay: { account: 5, address: 20, pair: 5 },
  firstDelayMs: 1_000,
  maxDelayMs: 15 * 60_000,
  forgetAfterMs: 60 * 60_000,
  knownAddressMs: 30 * 86_400_000,
};

/**
 * The account a sign-in aims at: the user when one matches, else the identifier in the
 * form the look-up uses, so that every spelling of one phone number is one account.
 */
export function throttledAccount(identifier: string, userId: string | null): string {
  if (userId) return `user:${userId}`;
  const looksLikePhone = /^\+?[\d\s-]+$/.test(identifier);
  return looksLikePhone
    ? `phone:${normalizePhone(identifier)}`
    : `name:${identifier.toLowerCase()}`;
}

interface Deps {
  throttle: ThrottleRepo;
  clock: Clock;
  policy: ThrottlePolicy;
}

/**
 * Guessing slows down without locking anyone out: after a few failures each key
 * (account, address, account from that address) waits a delay that doubles with every
 * further failure. An address the account signed in from recently is its owner's device:
 * strangers' failures on the account do not hold it back, only its own.
 */
export function createSignInThrottle({ throttle, clock, policy }: Deps) {
  const keysOf = (account: string, address: string): Record<Scope, string> => ({
    account: `account:${account}`,
    address: `address:${address}`,
    pair: `pair:${account}@${address}`,
  });
  const isoAgo = (ms: number) => new Date(clock.now().getTime() - ms).toISOString();

  return {
    /** Refuses with 429 while a key that applies to this attempt still waits. */
    async check(account: string, address: string, userId: string | null): Promise<void> {
      const keys = keysOf(account, address);
      const ownDevice =
        userId !== null &&
        (await throttle.isKnownAddress(userId, address, isoAgo(policy.knownAddressMs)));
      const applying = ownDevice ? [keys.address, keys.pair] : Object.values(keys);
      const until = await throttle.blockedUntil(applying, clock.now().toISOString());
      if (!until) return;
      // Whole seconds, rounded up, so a client that waits them is let through.
      const waitSeconds = Math.max(
        1,
        Math.ceil((Date.parse(until) - clock.now().getTime()) / 1000),
      );
      throw new DomainError(
        429,
        errorCodes.tooManyRequests,
        'Too many failed sign-in attempts. Try again later.',
        [{ field: 'retryAfter', message: until }],
        waitSeconds,
      );
    },

    async failed(account: string, address: string): Promise<void> {
      const now = clock.now();
      const forgetBefore = isoAgo(policy.forgetAfterMs);
      const keys = keysOf(account, address);
      await Promise.all(
        (Object.keys(keys) as Scope[]).map(async (scope) => {
          const failures = await throttle.recordFailure(
            keys[scope],
            now.toISOString(),
            forgetBefore,
          );
          const pastLimit = failures - policy.failuresBeforeDelay[scope];
          if (pastLimit < 0) return;
          const delay = Math.min(policy.firstDelayMs * 2 ** pastLimit, policy.maxDelayMs);
          await throttle.block(keys[scope], new Date(now.getTime() + delay).toISOString());
        }),
      );
    },

    async succeeded(account: string, address: string, userId: string): Promise<void> {
      await throttle.clear(keysOf(account, address).pair);
      await throttle.rememberAddress(userId, address, clock.now().toISOString());
    },

    /** Cleans counters and devices nobody needs any more; run now and then. */
    async forgetStale(): Promise<void> {
      await throttle.forget(isoAgo(policy.forgetAfterMs), isoAgo(policy.knownAddressMs));
    },
  };
}
export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
