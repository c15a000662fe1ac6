import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.js';
import type { Tx } from '#server/db/transaction.js';
import type { Clock } from '#server/lib/clock.js';
import type { Bookings } from '#server/modules/bookings/bookings.service.js';
import type { ClubsService } from '#server/modules/clubs/clubs.service.js';
import type { Messenger } from '#server/modules/messaging/messaging.service.js';
import type { Notifications } from '#server/modules/notifications/notifications.service.js';
import type { Uploads } from '#server/modules/uploads/uploads.service.js';

export interface AdminDeps {
  db: Kysely<Database>;
  clock: Clock;
  clubs: Pick<ClubsService, 'clubChanged'>;
  bookings: Pick<Bookings, 'settleClubSuspension'>;
  notifications: Pick<Notifications, 'record'>;
  /** E-mails an applicant the answer to their club's application. */
  messenger: Pick<Messenger, 'send'>;
  uploads: Pick<Uploads, 'saveImage' | 'removeImage'>;
  /** Court time's lock: no claim is in flight, nor starts, until the transaction ends. */
  blockNewClaims(tx: Tx): Promise<void>;
  /** Where the web app is served, for invitation links ('' keeps them relative). */
  publicUrl: string;
  hashPassword(password: string): Promise<string>;
}
