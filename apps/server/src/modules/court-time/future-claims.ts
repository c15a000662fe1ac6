import type { Kysely } from 'kysely';
import type { ClaimOwnerKind, Database } from '#server/db/database.js';
import type { Tx } from '#server/db/transaction.js';
import { claimsFrom, type OwnerClaims } from './court-time.repo.js';

/** The short names of some holders of one kind's claims (a booking's booker), by owner id. */
export type HolderNames = (
  db: Kysely<Database>,
  ownerIds: readonly string[],
) => Promise<Map<string, string | null>>;

/** What holds a court from an instant on, named when its kind tells names. */
export type FutureClaim = OwnerClaims & { name: string | null };

/**
 * What keeps a court from retiring: the claims still ahead, each owner named by the feature
 * owning its kind when that feature registered how (bookings, by their booker); any other
 * kind is shown by its kind alone.
 */
export function createFutureClaims() {
  const namers = new Map<ClaimOwnerKind, HolderNames>();
  return {
    nameHolders(kind: ClaimOwnerKind, names: HolderNames): void {
      if (namers.has(kind)) throw new Error(`${kind} claims already have names`);
      namers.set(kind, names);
    },

    /** Read in `tx`, with the names, so the refusal lists what the retirement saw. */
    async futureClaims(tx: Tx, courtId: string, fromIso: string): Promise<FutureClaim[]> {
      const claims = await claimsFrom(tx.db, courtId, fromIso);
      const names = new Map<ClaimOwnerKind, Map<string, string | null>>();
      for (const [kind, namer] of namers) {
        const ids = claims
          .filter((claim) => claim.owner_kind === kind)
          .map((claim) => claim.owner_id);
        if (ids.length > 0) names.set(kind, await namer(tx.db, ids));
      }
      return claims.map((claim) => ({
        ...claim,
        name: names.get(claim.owner_kind)?.get(claim.owner_id) ?? null,
      }));
    },
  };
}
