import type { Kysely } from 'kysely';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { ClaimOwnerKind, Database } from '#server/db/database.js';
import type { Clock } from '#server/lib/clock.js';
import type { Logger } from '#server/lib/logger.js';
import { inTransaction, type Tx } from '#server/db/transaction.js';
import * as repo from './court-time.repo.js';

type ClaimOwner = repo.ClaimOwner;

/**
 * What a feature does when one of its holds runs out, inside the sweeper's transaction.
 * It answers true when the hours should be released now, false when the owner had already
 * moved on (paid and confirmed, or released) meanwhile.
 */
export type HoldLapseHandler = (tx: Tx, ownerId: string) => Promise<boolean>;

interface HoldExpiryDeps {
  db: Kysely<Database>;
  clock: Clock;
  log: Logger;
  release(tx: Tx, owner: ClaimOwner): Promise<void>;
}

/** Holds expired per sweep round, one short transaction each, yielding between them. */
const sweepBatch = 100;

/** The end of holds whose time ran out, asking each owner kind what its lapse means. */
export function createHoldExpiry({ db, clock, log, release }: HoldExpiryDeps) {
  const lapseHandlers = new Map<ClaimOwnerKind, HoldLapseHandler>();
  const nowIso = () => clock.now().toISOString();

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
          // One line per hold taken up, whatever became of it: how often each was swept.
          if (outcome !== 'failed') log.info({ owner, outcome }, 'lapsed hold swept');
          if (outcome === 'released') released += 1;
          if (outcome === 'failed') failed += 1;
        }
        // A short batch was the last; a batch of failures waits for the next round.
        if (lapsed.length < sweepBatch || failed === lapsed.length) return released;
      }
    },
  };
}
