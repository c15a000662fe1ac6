import { conflictCodes, slotToastTexts } from '@courtside/shared';
import type { Clock } from '#server/lib/clock.js';
import type { Tx } from '#server/db/transaction.js';
import { conflict, DomainError } from '#server/lib/domain-error.js';
import type { ClosedHours } from './closed-hours.js';
import * as repo from './court-time.repo.js';

type ClaimOwner = repo.ClaimOwner;

/** Every path that claims court time refuses a retired court the same way. */
export const courtRetired = () => conflict(conflictCodes.COURT_RETIRED, 'This court is retired');

/**
 * The court changed (its price, say) since the version the claim was made with: nothing was
 * claimed, and the caller may read the court again and claim with what it reads then.
 */
export class CourtChanged extends DomainError {
  constructor() {
    super(409, conflictCodes.SLOT_UNAVAILABLE, slotToastTexts.notAvailable.message);
  }
}

/** A suspended club takes no new booking, match, championship or activity. */
export const clubSuspended = () =>
  conflict(conflictCodes.CLUB_SUSPENDED, 'This club is closed for now and takes no bookings');

/** An asked hour is outside the club's opening hours or inside a closure of the club or court. */
export const courtClosed = (reason: string | null) =>
  conflict(
    conflictCodes.CLUB_CLOSED,
    reason === null ? 'The club is closed at this hour' : `Closed: ${reason}`,
  );

/** Why a court takes no claim, and the refusal each reason gets. */
const refusalOf = {
  retired: courtRetired,
  suspended: clubSuspended,
  changed: () => new CourtChanged(),
} as const;

export interface ClaimRequest {
  courtId: string;
  /** UTC instants, each the start of an hour the owner needs. */
  slotStarts: readonly string[];
  owner: ClaimOwner;
  /** Makes the claim a hold: the hours count until `until`, then anyone may take them. */
  hold?: { holderId: string; until: string };
  /**
   * The version of the court the caller read, when what it claims for depends on it (a price
   * from a reading another server process may still keep): a court changed since takes no
   * claim, and the claim throws CourtChanged.
   */
  courtVersion?: number;
}

/** All or nothing: on a refusal the owner holds none of the asked hours afterwards. */
export type ClaimResult = { ok: true } | { ok: false; takenHours: string[] };

/**
 * Claiming and releasing court hours inside the caller's transaction; every change drops
 * the cached day reads once the transaction commits.
 */
export function createClaims({
  clock,
  invalidate,
  closedAmong,
}: {
  clock: Clock;
  invalidate: () => void;
  closedAmong: ClosedHours['closedAmong'];
}) {
  const nowIso = () => clock.now().toISOString();

  async function release(tx: Tx, owner: ClaimOwner): Promise<void> {
    await repo.deleteOwnerClaims(tx.db, owner);
    await repo.deleteHold(tx.db, owner);
    tx.afterCommit(invalidate);
  }

  /** The asked hours the owner does not hold yet, after taking every free one it can. */
  async function takeFreeHours(tx: Tx, request: ClaimRequest, heldUntil: string | null) {
    const { courtId, owner } = request;
    const inserted = await repo.insertFreeHours(
      tx.db,
      courtId,
      request.slotStarts,
      owner,
      heldUntil,
      request.courtVersion,
    );
    let missing = request.slotStarts.filter((hour) => !inserted.includes(hour));
    if (missing.length === 0) return { missing, hadOwnHours: false };
    const own = await repo.updateOwnHours(tx.db, courtId, missing, owner, heldUntil);
    missing = missing.filter((hour) => !own.includes(hour));
    if (missing.length > 0 && (await repo.deleteLapsedHolds(tx.db, courtId, missing, nowIso()))) {
      const retaken = await repo.insertFreeHours(
        tx.db,
        courtId,
        missing,
        owner,
        heldUntil,
        request.courtVersion,
      );
      missing = missing.filter((hour) => !retaken.includes(hour));
    }
    return { missing, hadOwnHours: own.length > 0 };
  }

  async function claim(tx: Tx, request: ClaimRequest): Promise<ClaimResult> {
    tx.afterCommit(invalidate);
    const { missing, hadOwnHours } = await takeFreeHours(tx, request, request.hold?.until ?? null);
    if (missing.length === request.slotStarts.length) {
      const closed = await repo.closedReason(tx.db, request.courtId, request.courtVersion);
      if (closed) throw refusalOf[closed]();
    }
    if (missing.length > 0) {
      await release(tx, request.owner);
      return { ok: false, takenHours: missing };
    }
    // Read after the insert: a closure being written waits for it (blockNewClaims) or is seen.
    const [closed] = await closedAmong(tx.db, [request.courtId], request.slotStarts);
    if (closed) {
      await release(tx, request.owner);
      throw courtClosed(closed.reason);
    }
    if (request.hold)
      await repo.upsertHold(tx.db, request.owner, request.hold.holderId, request.hold.until);
    else if (hadOwnHours) await repo.deleteHold(tx.db, request.owner);
    return { ok: true };
  }

  return { claim, release };
}
