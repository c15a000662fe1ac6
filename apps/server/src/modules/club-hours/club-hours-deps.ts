import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.js';
import type { Tx } from '#server/db/transaction.js';
import type { Clock } from '#server/lib/clock.js';
import type { CourtTime } from '#server/modules/court-time/court-time.service.js';

/** Who changes a club's hours: its owner, or the platform's admin (whose actions are audited). */
export interface HoursActor {
  id: string;
  admin: boolean;
}

export interface ClubHoursDeps {
  db: Kysely<Database>;
  clock: Clock;
  courtTime: Pick<
    CourtTime,
    | 'blockNewClaims'
    | 'hitsIn'
    | 'callOffForClosure'
    | 'refundForClosure'
    | 'closedHours'
    | 'readClubHoursWith'
  >;
  /** Writes one admin action to the audit log, in the transaction of the change. */
  audit(
    tx: Tx,
    entry: { actorId: string; action: string; subjectId: string; before: unknown; after: unknown },
  ): Promise<void>;
}

/** What an audit row says of a change, beside who made it. */
export interface HoursChange {
  action: string;
  subjectId: string;
  before: unknown;
  after: unknown;
}

/** Audits a change in its transaction when the platform's admin made it; an owner's is not. */
export async function auditIfAdmin(
  deps: Pick<ClubHoursDeps, 'audit'>,
  tx: Tx,
  actor: HoursActor,
  change: HoursChange,
): Promise<void> {
  if (actor.admin) await deps.audit(tx, { actorId: actor.id, ...change });
}
