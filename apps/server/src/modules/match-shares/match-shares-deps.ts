import type { Kysely, Selectable } from 'kysely';
import type { Database, MatchesTable } from '#server/db/database.js';
import type { Tx } from '#server/db/transaction.js';
import type { Clock } from '#server/lib/clock.js';
import type { ClubsService } from '#server/modules/clubs/clubs.service.js';
import type { Payments } from '#server/modules/payments/payments.service.js';

/** The match a share is of, as its row is stored. */
export type ShareMatch = Selectable<MatchesTable>;

/**
 * The matches module's side of a share: the match read, locked and judged by the match
 * rules there (shares import nothing of matches, which builds on them).
 */
export interface SharedMatches {
  /** The open match, read before a payment's transaction; refused when not open. */
  openMatch(db: Kysely<Database>, matchId: string): Promise<ShareMatch>;
  /** The match under its row lock in `tx`, open and not started at `now`; refused otherwise. */
  payableMatch(tx: Tx, matchId: string, now: Date): Promise<ShareMatch>;
  /** The match under its row lock in `tx`; null when it is gone. */
  lockedMatch(tx: Tx, matchId: string): Promise<ShareMatch | null>;
  /** Records on the match the payment its organizer owes at the club (or none). */
  setOwedPayment(tx: Tx, matchId: string, paymentId: string | null): Promise<void>;
}

export interface MatchSharesDeps {
  db: Kysely<Database>;
  clock: Clock;
  clubs: Pick<ClubsService, 'bookingPlace'>;
  payments: Payments;
  matches: SharedMatches;
}
