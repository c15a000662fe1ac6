import type { Kysely } from 'kysely';
import type { MemberTerms } from '@courtside/shared';
import type { Database } from '#server/db/database.js';
import type { Clock } from '#server/lib/clock.js';
import type { Logger } from '#server/lib/logger.js';
import type { ClubHoursService } from '#server/modules/club-hours/club-hours.service.js';
import type { ClubsService } from '#server/modules/clubs/clubs.service.js';
import type { CourtTime } from '#server/modules/court-time/court-time.service.js';
import type { Notifications } from '#server/modules/notifications/notifications.service.js';
import type { Payments } from '#server/modules/payments/payments.service.js';
import type { BookingRules } from './booking-rules.js';

/** What the bookings feature is built from: its own table, and the services it is a client of. */
export interface BookingsDeps {
  db: Kysely<Database>;
  clock: Clock;
  log: Logger;
  clubs: Pick<ClubsService, 'bookingPlace' | 'freshBookingPlace' | 'ownerCourts' | 'myClub'>;
  courtTime: CourtTime;
  /** The day's opening and closed hours on the owner's grid, read where players' grids read them. */
  clubHours: Pick<ClubHoursService, 'dayHours'>;
  payments: Payments;
  notifications: Pick<Notifications, 'record' | 'signalClubDay'>;
  rules: BookingRules;
  /**
   * A player's member terms at a club (their plan's prices and privileges), or null: read from
   * memberships, which bookings does not import.
   */
  memberTerms: (
    db: Kysely<Database>,
    userId: string,
    clubId: string,
  ) => Promise<MemberTerms | null>;
}
