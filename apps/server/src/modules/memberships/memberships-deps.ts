import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.js';
import type { Clock } from '#server/lib/clock.js';
import type { Logger } from '#server/lib/logger.js';
import type { ClubsService } from '#server/modules/clubs/clubs.service.js';
import type { Notifications } from '#server/modules/notifications/notifications.service.js';
import type { Payments } from '#server/modules/payments/payments.service.js';

/** What memberships read of a club's customer categories (modules/customers hands it). */
export interface CustomerCategories {
  namesOf(db: Kysely<Database>, clubId: string): Promise<Map<string, string>>;
  holds(
    db: Kysely<Database>,
    query: { clubId: string; userId: string; categoryId: string },
  ): Promise<boolean>;
}

/** What memberships are built from: their own tables, clubs, money and notices. */
export interface MembershipsDeps {
  db: Kysely<Database>;
  clock: Clock;
  log: Logger;
  clubs: Pick<ClubsService, 'access'>;
  payments: Payments;
  notifications: Pick<Notifications, 'record'>;
  categories: CustomerCategories;
}
