import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.js';
import type { Clock } from '#server/lib/clock.js';
import type { Matches } from '#server/modules/matches/matches.service.js';
import type { Notifications } from '#server/modules/notifications/notifications.service.js';

export interface MatchResultsDeps {
  db: Kysely<Database>;
  clock: Clock;
  notifications: Pick<Notifications, 'record'>;
  /** Who may see a match, and so its result. */
  matches: Pick<Matches, 'canSee'>;
}
