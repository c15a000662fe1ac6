import type { CustomerSection } from '@courtside/shared';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.js';
import type { Clock } from '#server/lib/clock.js';
import type { ClubsService } from '#server/modules/clubs/clubs.service.js';

/**
 * A part of a customer's page that another module gives (memberships, recurring series):
 * it reads what it keeps about the customer at the club.
 */
export type CustomerSectionReader = (
  db: Kysely<Database>,
  customer: { clubId: string; userId: string | null; phone: string },
) => Promise<CustomerSection>;

export interface CustomersDeps {
  db: Kysely<Database>;
  clock: Clock;
  clubs: Pick<ClubsService, 'access'>;
  /** The page's sections from later modules, in the order shown. */
  sections?: readonly CustomerSectionReader[];
}
