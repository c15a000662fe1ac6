import type { ClaimOwnerKind } from '#server/db/database.js';
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

/** Cancels one claim's owner for a closure: refunds in full and tells the people concerned. */
export type ClosureCancel = (ownerId: string, reason: string) => Promise<void>;

const hourMs = 3_600_000;

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
      startsAt: holder?.startsAt ?? row.hour_start,
      endsAt: holder?.endsAt ?? new Date(Date.parse(row.hour_start) + hourMs).toISOString(),
      name: holder?.name ?? null,
    });
  }
  return [...byOwner.values()];
}

/**
 * What each kind of claim does when a closure cancels it, registered by the feature that owns
 * the kind (as describeClaims is), so court time cancels any claim without knowing features.
 */
export function createClosureCancels() {
  const cancels = new Map<ClaimOwnerKind, ClosureCancel>();
  return {
    onClosure(kind: ClaimOwnerKind, cancel: ClosureCancel): void {
      if (cancels.has(kind)) throw new Error(`${kind} claims already cancel for closures`);
      cancels.set(kind, cancel);
    },
    /** Cancels each hit, one after the other, each in its feature's own transactions. */
    async cancelHits(hits: readonly ClosureHit[], reason: string): Promise<void> {
      for (const hit of hits) {
        const cancel = cancels.get(hit.kind);
        if (!cancel) throw new Error(`No closure cancel is registered for ${hit.kind} claims`);
        await cancel(hit.ownerId, reason);
      }
    },
  };
}
