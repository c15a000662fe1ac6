import { conflictCodes } from '@courtside/shared';
import type { Tx } from '#server/db/transaction.js';
import { DomainError } from '#server/lib/domain-error.js';
import type { ClaimRequest, ClaimResult } from './claims.js';

type Claim = (tx: Tx, request: ClaimRequest) => Promise<ClaimResult>;

export interface AnyCourtRequest extends Omit<ClaimRequest, 'courtId'> {
  /** The courts that would do, in the order they are tried. */
  courtIds: readonly string[];
}

/**
 * Claims the same hours on the first of some courts that has them all free (a match needs
 * "an indoor court at the club", not one court). Each try is the ordinary all-or-nothing
 * claim, so two owners racing for the last court end with one of them on it. Answers the
 * court taken, or null when none had the hours; when every court is closed then, the closure's
 * refusal.
 */
export function createClaimAnyCourt(claim: Claim) {
  return async function claimAnyCourt(tx: Tx, request: AnyCourtRequest): Promise<string | null> {
    const { courtIds, ...rest } = request;
    const closed: DomainError[] = [];
    for (const courtId of courtIds) {
      const result = await claim(tx, { ...rest, courtId }).catch((error: unknown) => {
        // A court retired since the candidates were read is one more court without the hours.
        if (error instanceof DomainError && error.code === conflictCodes.COURT_RETIRED) return null;
        if (error instanceof DomainError && error.code === conflictCodes.CLUB_CLOSED) {
          closed.push(error);
          return null;
        }
        throw error;
      });
      if (result?.ok) return courtId;
    }
    // Every court closed at those hours: the closure's reason says more than "none free".
    if (closed.length > 0 && closed.length === courtIds.length) throw closed[0]!;
    return null;
  };
}
