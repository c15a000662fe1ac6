import { errorCodes, phoneLookupKeys, type PhoneRegion } from '@courtside/shared';
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
export function throttledAccount(
  identifier: string,
  userId: string | null,
  region?: PhoneRegion,
): string {
  if (userId) return `user:${userId}`;
  const [phone] = phoneLookupKeys(identifier, region);
  return phone ? `phone:${phone}` : `name:${identifier.toLowerCase()}`;
}

interface Deps {
  throttle: ThrottleRepo;
  clock: Clock;
  policy: ThrottlePolicy;
}

/**
 * Guessing slows down without locking anyone out: after a few failures each key
 * (account, address, account from that address) waits a delay that doubles with every
 * further failure. An attempt takes its place in every count before its password is
 * checked, so however many arrive at once, no more are checked than the counts allow; it
 * stays a failure unless the password proves right (a request that dies midway counted as
 * one), and a right one gives its places back. An address the account signed in from
 * recently is its owner's device: others' failures, on the account from elsewhere or on
 * other accounts from that address, do not hold it back, only its own.
 */
export function createSignInThrottle({ throttle, clock, policy }: Deps) {
  const keysOf = (account: string, address: string): Record<Scope, string> => ({
    account: `account:${account}`,
    address: `address:${address}`,
    pair: `pair:${account}@${address}`,
  });
  const isoAgo = (ms: number) => new Date(clock.now().getTime() - ms).toISOString();
  const waitMs = (pastLimit: number) =>
    Math.min(policy.firstDelayMs * 2 ** pastLimit, policy.maxDelayMs);

  return {
    /**
     * Counts a sign-in attempt as a failure before its password is checked, or refuses it
     * with 429 (counting nothing) while a key that applies to it still waits. Its keys are
     * counted in one transaction that first locks them, so parallel attempts see each other.
     */
    async attempt(account: string, address: string, userId: string | null): Promise<SignInAttempt> {
      const keys = keysOf(account, address);
      const ownDevice =
        userId !== null &&
        (await throttle.isKnownAddress(userId, address, isoAgo(policy.knownAddressMs)));
      const scopes = Object.keys(keys) as Scope[];
      const reservation = await throttle.reserve(
        scopes.map((scope) => ({
          key: keys[scope],
          limit: policy.failuresBeforeDelay[scope],
          // The owner's device waits only on its own failures there.
          checked: !ownDevice || scope === 'pair',
        })),
        clock.now().toISOString(),
        isoAgo(policy.forgetAfterMs),
        waitMs,
      );
      if ('waitUntil' in reservation) throw tooMany(reservation.waitUntil, clock.now());
      const { places } = reservation;
      return {
        async succeeded(signedInUserId: string): Promise<void> {
          for (const place of places)
            if (place.key === keys.pair) await throttle.clear(place.key);
            else await throttle.release(place);
          await throttle.rememberAddress(signedInUserId, address, clock.now().toISOString());
        },
      };
    },

    /** Cleans counters and devices nobody needs any more; run now and then. */
    async forgetStale(): Promise<void> {
      await throttle.forget(isoAgo(policy.forgetAfterMs), isoAgo(policy.knownAddressMs));
    },
  };
}
export type SignInThrottle = ReturnType<typeof createSignInThrottle>;

/** An attempt counted as a failure; nothing more to do if it is one. */
export interface SignInAttempt {
  /** The password was right: gives back its places, forgets the failures from this address. */
  succeeded(userId: string): Promise<void>;
}

function tooMany(until: string, now: Date): DomainError {
  // Whole seconds, rounded up, so a client that waits them is let through.
  const waitSeconds = Math.max(1, Math.ceil((Date.parse(until) - now.getTime()) / 1000));
  return new DomainError(
    429,
    errorCodes.tooManyRequests,
    'Too many failed sign-in attempts. Try again later.',
    [{ field: 'retryAfter', message: until }],
    waitSeconds,
  );
}
