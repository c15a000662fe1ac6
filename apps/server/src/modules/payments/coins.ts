import { conflictCodes } from '@courtside/shared';
import type { Kysely } from 'kysely';
import type { CoinReason, Database } from '#server/db/database.js';
import type { Clock } from '#server/lib/clock.js';
import { conflict } from '#server/lib/domain-error.js';
import type { Tx } from '#server/db/transaction.js';
import * as repo from './coins.repo.js';
import { assertPayerLocked } from './payer-lock.js';

export interface CoinMovement {
  userId: string;
  coins: number;
  reason: CoinReason;
  /** The payment behind it; one movement per reason and payment. */
  ref: string;
}

/** The coin ledger as a service: a balance kept beside the ledger rows that explain it. */
export function createCoins(clock: Clock) {
  return {
    balance: (db: Kysely<Database>, userId: string) => repo.coinBalance(db, userId),

    /** Takes coins, or refuses with 409 NOT_ENOUGH_COINS and changes nothing. */
    async debit(tx: Tx, { userId, coins, reason, ref }: CoinMovement): Promise<number> {
      assertPayerLocked(tx, userId);
      const left = await repo.takeCoins(tx.db, userId, coins);
      if (left === null) {
        const balance = await repo.coinBalance(tx.db, userId);
        throw conflict(
          conflictCodes.NOT_ENOUGH_COINS,
          `This costs ${coins} coins; you have ${balance}.`,
        );
      }
      const at = clock.now().toISOString();
      await repo.recordMovement(tx.db, { userId, delta: -coins, reason, ref, at });
      return left;
    },

    async credit(tx: Tx, { userId, coins, reason, ref }: CoinMovement): Promise<void> {
      assertPayerLocked(tx, userId);
      await repo.addCoins(tx.db, userId, coins);
      const at = clock.now().toISOString();
      await repo.recordMovement(tx.db, { userId, delta: coins, reason, ref, at });
    },
  };
}
export type Coins = ReturnType<typeof createCoins>;
