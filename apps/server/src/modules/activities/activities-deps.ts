import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.js';
import type { Clock } from '#server/lib/clock.js';
import type { Logger } from '#server/lib/logger.js';
import type { ClubsService } from '#server/modules/clubs/clubs.service.js';
import type { CourtTime } from '#server/modules/court-time/court-time.service.js';
import type { Notifications } from '#server/modules/notifications/notifications.service.js';
import type { Payments } from '#server/modules/payments/payments.service.js';
import type { UsersRepo } from '#server/modules/users/users.service.js';

/** What the activities feature is built from: its tables, clubs, court time, money and accounts. */
export interface ActivitiesDeps {
  db: Kysely<Database>;
  clock: Clock;
  log: Logger;
  clubs: Pick<ClubsService, 'access' | 'courtsInPlay'>;
  courtTime: CourtTime;
  payments: Payments;
  notifications: Pick<Notifications, 'record'>;
  users: Pick<UsersRepo, 'takenFields'>;
  /** Hashes a coach's password as sign-in checks it. */
  hashPassword: (password: string) => Promise<string>;
}

/** Each occurrence owns its court hours, so one date can be freed alone. */
export const occurrenceOwner = (id: string) => ({ kind: 'activity' as const, id });
