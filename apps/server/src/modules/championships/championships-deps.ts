import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.js';
import type { Clock } from '#server/lib/clock.js';
import type { Logger } from '#server/lib/logger.js';
import type { ClubsService } from '#server/modules/clubs/clubs.service.js';
import type { CourtTime } from '#server/modules/court-time/court-time.service.js';
import type { Notifications } from '#server/modules/notifications/notifications.service.js';
import type { Payments } from '#server/modules/payments/payments.service.js';
import type { PlayedWith } from '#server/modules/played-with/played-with.service.js';

/** What the championships feature is built from: its tables, clubs, court time and money. */
export interface ChampionshipsDeps {
  db: Kysely<Database>;
  clock: Clock;
  log: Logger;
  clubs: Pick<ClubsService, 'access' | 'courtsInPlay'>;
  courtTime: CourtTime;
  payments: Payments;
  notifications: Pick<
    Notifications,
    'record' | 'signalChampionship' | 'signalChampionshipPage' | 'championshipPage'
  >;
  /** Whom a captain has played with: people they may add to their team by account. */
  playedWith: Pick<PlayedWith, 'among'>;
}

export const championshipOwner = (id: string) => ({ kind: 'championship' as const, id });
