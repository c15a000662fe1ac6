import { slotMinutes } from '@courtside/shared';
import type { ClaimOwnerKind } from '#server/db/database.js';
import type { Tx } from '#server/db/transaction.js';
import type { Logger } from '#server/lib/logger.js';
import type { ClaimHolder } from './club-day-cells.js';
import type { ClaimRow } from './court-time.repo.js';

/** Something a closure would take the court from: one booking, match, activity or championship. */
export interface ClosureHit {
  kind: ClaimOwnerKind;
  ownerId: string;
  courtId: string;
  /** Its whole span (UTC), or its first claimed hour's when its feature tells none. */
  startsAt: string;
  endsAt: string;
  name: string | null;
}

/**
 * How a closure calls off one kind of claim's owners, registered by the feature owning the
 * kind. `callOff` runs inside the closure's transaction with every other hit and the closure's
 * own row, so they change together or not at all: the owner is cancelled as the feature's own
 * cancellation would, its court hours released and its people told, and it throws (rolling the
 * whole closure back) if the owner cannot be called off. No money moves there: a transaction
 * moves one payer's money (docs/decisions.md, "One order of locks") and a closure reaches many.
 * `refund` runs after the commit: what was paid goes back by the refund rule, one payer per
 * transaction; one that fails is left owed for the feature's sweep, never lost.
 */
export interface ClosureCancel {
  callOff(tx: Tx, ownerId: string, reason: string): Promise<void>;
  refund(ownerIds: readonly string[]): Promise<void>;
}

const slotMs = slotMinutes * 60_000;

/** The claims in a closure's span, one hit per owner, in the order they start. */
export function hitsOf(
  rows: readonly ClaimRow[],
  holderOf: (row: ClaimRow) => ClaimHolder | undefined,
): ClosureHit[] {
  const byOwner = new Map<string, ClosureHit>();
  for (const row of rows) {
    const key = `${row.owner_kind}:${row.owner_id}`;
    if (byOwner.has(key)) continue;
    const holder = holderOf(row);
    byOwner.set(key, {
      kind: row.owner_kind,
      ownerId: row.owner_id,
      courtId: row.court_id,
      startsAt: holder?.startsAt ?? row.slot_start,
      endsAt: holder?.endsAt ?? new Date(Date.parse(row.slot_start) + slotMs).toISOString(),
      name: holder?.name ?? null,
    });
  }
  return [...byOwner.values()];
}

/**
 * What each kind of claim does when a closure cancels it, registered by the feature that owns
 * the kind (as describeClaims is), so court time cancels any claim without knowing features.
 */
export function createClosureCancels(log: Logger) {
  const cancels = new Map<ClaimOwnerKind, ClosureCancel>();

  /** Every hit's kind has its cancel, checked before any hit is touched. */
  function cancelsOf(hits: readonly ClosureHit[]) {
    return hits.map((hit) => {
      const cancel = cancels.get(hit.kind);
      if (!cancel) throw new Error(`No closure cancel is registered for ${hit.kind} claims`);
      return { hit, cancel };
    });
  }

  return {
    onClosure(kind: ClaimOwnerKind, cancel: ClosureCancel): void {
      if (cancels.has(kind)) throw new Error(`${kind} claims already cancel for closures`);
      cancels.set(kind, cancel);
    },
    /** The kinds whose closure cancel is registered. */
    registeredKinds: (): ClaimOwnerKind[] => [...cancels.keys()],

    /** Calls off every hit inside the closure's transaction (see ClosureCancel). */
    async callOffHits(tx: Tx, hits: readonly ClosureHit[], reason: string): Promise<void> {
      for (const { hit, cancel } of cancelsOf(hits)) await cancel.callOff(tx, hit.ownerId, reason);
    },

    /**
     * After the closure's commit: each kind's refunds. The closure stands whatever happens
     * here; a refund that fails is logged and stays owed for its feature's sweep.
     */
    async refundHits(hits: readonly ClosureHit[]): Promise<void> {
      for (const [kind, cancel] of cancels) {
        const ownerIds = hits.filter((hit) => hit.kind === kind).map((hit) => hit.ownerId);
        if (ownerIds.length === 0) continue;
        await cancel.refund(ownerIds).catch((error: unknown) => {
          log.error(
            { err: error, kind, ownerIds },
            'refunds after a closure failed; retrying later',
          );
        });
      }
    },
  };
}
