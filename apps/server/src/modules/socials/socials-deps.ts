import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.js';
import type { Clock } from '#server/lib/clock.js';
import type { Logger } from '#server/lib/logger.js';
import type { ClubsService } from '#server/modules/clubs/clubs.service.js';
import type { CourtTime } from '#server/modules/court-time/court-time.service.js';
import type { Notifications } from '#server/modules/notifications/notifications.service.js';
import type { Payments } from '#server/modules/payments/payments.service.js';
import { seatRecords } from '#server/modules/seats/seats.service.js';

/** What Americano and Mexicano nights are built from: their tables, clubs, court time, money. */
export interface SocialsDeps {
  db: Kysely<Database>;
  clock: Clock;
  log: Logger;
  clubs: Pick<ClubsService, 'access' | 'courtsInPlay'>;
  courtTime: CourtTime;
  payments: Payments;
  notifications: Pick<Notifications, 'record' | 'signalSocial'>;
}

/** An event owns the hours of each of its courts for its whole window. */
export const eventOwner = (id: string) => ({ kind: 'social' as const, id });

/** The places and waitlists of nights, kept by seats. */
export const nightPlaces = seatRecords('social');
