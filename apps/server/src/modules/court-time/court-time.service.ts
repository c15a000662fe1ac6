import type { Kysely } from 'kysely';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { ClaimOwnerKind, Database } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import type { Logger } from '../../lib/logger.js';
import { inTransaction, type Tx } from '../../lib/transaction.js';
import * as repo from './court-time.repo.js';
import { createDayReads } from './day-reads.js';
import { dayWindow, localHour } from './day-window.js';

export type { ClaimOwner, ClaimRow } from './court-time.repo.js';
export { dayWindow } from './day-window.js';
type ClaimOwner = repo.ClaimOwner;

export interface ClaimRequest {
  courtId: string;
  /** UTC instants, each the start of an hour the owner needs. */
  hourStarts: readonly string[];
  owner: ClaimOwner;
  /** Makes the claim a hold: the hours count until `until`, then anyone may take them. */
  hold?: { holderId: string; until: string };
}

/** All or nothing: on a refusal the owner holds none of the asked hours afterwards. */
export type ClaimResult = { ok: true } | { ok: false; takenHours: string[] };

/**
 * What a feature does when one of its holds runs out, inside the sweeper's transaction.
 * It answers true when the hours should be released now, false when the owner had already
 * moved on (paid and confirmed, or released) meanwhile.
 */
export type HoldLapseHandler = (tx: Tx, ownerId: string) => Promise<boolean>;

export interface CourtTimeDeps {
  db: Kysely<Database>;
  clock: Clock;
  /** How long the booking screen's day read may be served from memory; 0 reads every time. */
  dayReadCacheMs: number;
  log: Logger;
}

/** Holds expired per sweep round, one short transaction each, yielding between them. */
const sweepBatch = 100;

/**
 * The one owner of court time (ARCHITECTURE 5): every claim and release of a court hour, for
 * any owner, goes through here, as do reads of taken hours and the expiry of holds. The
 * database keeps one claim per court and hour (its primary key); this module decides nothing
 * by reading first.
 */
export function createCourtTime({ db, clock, dayReadCacheMs, log }: CourtTimeDeps) {
  const dayReads = createDayReads(db, clock, dayReadCacheMs);
  const lapseHandlers = new Map<ClaimOwnerKind, HoldLapseHandler>();
  const nowIso = () => clock.now().toISOString();

  async function release(tx: Tx, owner: ClaimOwner): Promise<void> {
    await repo.deleteOwnerClaims(tx.db, owner);
    await repo.deleteHold(tx.db, owner);
    tx.afterCommit(dayReads.invalidate);
  }

  /** The asked hours the owner does not hold yet, after taking every free one it can. */
  async function takeFreeHours(tx: Tx, request: ClaimRequest, heldUntil: string | null) {
    const { courtId, owner } = request;
    const inserted = await repo.insertFreeHours(
      tx.db,
      courtId,
      request.hourStarts,
      owner,
      heldUntil,
    );
    let missing = request.hourStarts.filter((hour) => !inserted.includes(hour));
    if (missing.length === 0) return { missing, hadOwnHours: false };
    const own = await repo.updateOwnHours(tx.db, courtId, missing, owner, heldUntil);
    missing = missing.filter((hour) => !own.includes(hour));
    if (missing.length > 0 && (await repo.deleteLapsedHolds(tx.db, courtId, missing, nowIso()))) {
      const retaken = await repo.insertFreeHours(tx.db, courtId, missing, owner, heldUntil);
      missing = missing.filter((hour) => !retaken.includes(hour));
    }
    return { missing, hadOwnHours: own.length > 0 };
  }

  async function claim(tx: Tx, request: ClaimRequest): Promise<ClaimResult> {
    tx.afterCommit(dayReads.invalidate);
    const { missing, hadOwnHours } = await takeFreeHours(tx, request, request.hold?.until ?? null);
    if (missing.length > 0) {
      await release(tx, request.owner);
      return { ok: false, takenHours: missing };
    }
    if (request.hold)
      await repo.upsertHold(tx.db, request.owner, request.hold.holderId, request.hold.until);
    else if (hadOwnHours) await repo.deleteHold(tx.db, request.owner);
    return { ok: true };
  }

  /** Ends one lapsed hold in its own transaction; a failure is logged and retried next round. */
  async function expireHold(owner: ClaimOwner): Promise<'released' | 'settled' | 'failed'> {
    try {
      return await inTransaction(db, async (tx) => {
        const handler = lapseHandlers.get(owner.kind);
        if (!handler || (await handler(tx, owner.id))) {
          await release(tx, owner);
          return 'released';
        }
        // The owner settled meanwhile; only a hold row left behind by it is dropped.
        await repo.deleteHold(tx.db, owner, nowIso());
        return 'settled';
      });
    } catch (error) {
      log.error({ err: error, owner }, 'a lapsed hold could not be released; retrying later');
      return 'failed';
    }
  }

  return {
    claim,
    release,

    /** What occupies one court hour now: its owner, and until when if it is a hold. */
    occupantAt: (courtId: string, hourStart: string) =>
      repo.occupantAt(db, courtId, hourStart, nowIso()),

    /** Live claims of some courts in [fromIso, toIso). */
    takenHours: (courtIds: readonly string[], fromIso: string, toIso: string) =>
      repo.takenHours(db, courtIds, fromIso, toIso, nowIso()),

    /** Live claims of some courts on one club-local day, with their local times. */
    async takenOnDay(courtIds: readonly string[], date: string, timeZone: string) {
      const { fromIso, toIso } = dayWindow(date);
      const rows = await repo.takenHours(db, courtIds, fromIso, toIso, nowIso());
      return rows
        .map((row) => ({ ...row, ...localHour(row.hour_start, timeZone) }))
        .filter((row) => row.date === date);
    },

    /** GET /booking: the day's taken hours as the answer's JSON text (cached, see day-reads). */
    dayBookingsJson: dayReads.json,

    /** How many live holds one player has, for the per-player limit. */
    liveHoldCount: (tx: Tx, holderId: string) => repo.liveHoldCount(tx.db, holderId, nowIso()),

    /** Registers what happens to an owner kind's holds when they run out. */
    onHoldLapsed(kind: ClaimOwnerKind, handler: HoldLapseHandler): void {
      lapseHandlers.set(kind, handler);
    },

    /**
     * Releases every hold whose time ran out, each in its own short transaction, yielding to
     * other requests between them, so thousands of them never stall the server. Answers how
     * many were released.
     */
    async expireLapsedHolds(): Promise<number> {
      let released = 0;
      for (;;) {
        const lapsed = await repo.lapsedHolds(db, nowIso(), sweepBatch);
        let failed = 0;
        for (const owner of lapsed) {
          await nextTurn();
          const outcome = await expireHold(owner);
          if (outcome === 'released') released += 1;
          if (outcome === 'failed') failed += 1;
        }
        // A short batch was the last; a batch of failures waits for the next round.
        if (lapsed.length < sweepBatch || failed === lapsed.length) return released;
      }
    },
  };
}
export type CourtTime = ReturnType<typeof createCourtTime>;
