import { errorCodes } from '@courtside/shared';
import { DomainError } from '#server/lib/domain-error.js';
import type { WindowCounter } from '#server/plugins/rate-limit-store.js';

/** How many of each kind of request a key may make in its window. */
export interface CodeLimits {
  /** Codes asked for from one address (429 beyond). */
  requestsPerAddress: number;
  /** Codes sent to one account (beyond, nothing more is sent; the answer stays the same). */
  codesPerAccount: number;
  /** Codes tried from one address, on any account (429 beyond). */
  triesPerAddress: number;
  windowMs: number;
}

export const defaultCodeLimits: CodeLimits = {
  requestsPerAddress: 10,
  codesPerAccount: 3,
  triesPerAddress: 20,
  windowMs: 60 * 60_000,
};

/**
 * Counts code requests and tries in the shared rate-limit windows (the database, so every
 * server process counts the same), per address and per account.
 */
export function createCodeThrottle(count: WindowCounter, limits: CodeLimits) {
  /** Counts a hit on `key`; true while it is within `max`. */
  const within = async (key: string, max: number) =>
    (await count(key, limits.windowMs)).current <= max;
  const refuse = async (key: string, max: number) => {
    const { current, ttl } = await count(key, limits.windowMs);
    if (current > max)
      throw new DomainError(
        429,
        errorCodes.tooManyRequests,
        'Too many codes asked for or tried. Try again later.',
        undefined,
        Math.max(1, Math.ceil(ttl / 1000)),
      );
  };
  return {
    requestFrom: (purpose: string, address: string) =>
      refuse(`code-request ${purpose} address:${address}`, limits.requestsPerAddress),
    sendsTo: (purpose: string, userId: string) =>
      within(`code-request ${purpose} user:${userId}`, limits.codesPerAccount),
    tryFrom: (purpose: string, address: string) =>
      refuse(`code-try ${purpose} address:${address}`, limits.triesPerAddress),
  };
}
export type CodeThrottle = ReturnType<typeof createCodeThrottle>;
