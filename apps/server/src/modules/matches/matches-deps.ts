import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.js';
import type { Clock } from '#server/lib/clock.js';
import type { ClubsService } from '#server/modules/clubs/clubs.service.js';
import type { CourtTime } from '#server/modules/court-time/court-time.service.js';
import type { Notifications } from '#server/modules/notifications/notifications.service.js';
import type { MatchShares } from '#server/modules/match-shares/match-shares.service.js';
import type { Payments } from '#server/modules/payments/payments.service.js';
import type { PlayedWith } from '#server/modules/played-with/played-with.service.js';

export interface MatchesDeps {
  db: Kysely<Database>;
  clock: Clock;
  clubs: ClubsService;
  courtTime: CourtTime;
  payments: Payments;
  notifications: Pick<Notifications, 'record'>;
  /** Each seated player's share of the court, opened and paid in the match's steps. */
  shares: MatchShares;
  /** Whom a player has played with: the only people they may invite to their match. */
  playedWith: Pick<PlayedWith, 'among'>;
}
