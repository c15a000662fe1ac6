import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.js';
import type { Tx } from '#server/db/transaction.js';

/**
 * What one module keeps about a person, and how it lets go of it. Every module that stores
 * something about people gives one (services.ts lists them), so that closing an account and
 * Download my data reach every table through the module that owns it, and a new module that
 * keeps people's data adds a holder instead of SQL in the account module.
 */
export interface PersonalDataHolder {
  /**
   * Gives up what the person holds: future bookings, seats, places, with the money rule of
   * each. Runs in the closure's transaction, the payer row locked, before any erasure; may
   * refuse the closure (a club owner must hand the club over first). Answers the payments to
   * refund through a provider once the transaction has committed.
   */
  release?(tx: Tx, userId: string): Promise<readonly string[] | void>;
  /** Erases what identifies the person in this module's rows (their phone, their name). */
  erase?(tx: Tx, userId: string): Promise<void>;
  /** This module's part of Download my data: named sections, merged into one document. */
  exportOf?(db: Kysely<Database>, userId: string): Promise<Record<string, unknown>>;
}

export type PersonalDataHolders = ReadonlyArray<{ name: string } & PersonalDataHolder>;
