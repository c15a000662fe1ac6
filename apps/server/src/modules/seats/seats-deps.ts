import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.js';
import type { Clock } from '#server/lib/clock.js';
import type { Logger } from '#server/lib/logger.js';
import type { Payments } from '#server/modules/payments/payments.service.js';

/** What selling by the seat is built from: the database, the time, money and the log. */
export interface SeatsDeps {
  db: Kysely<Database>;
  clock: Clock;
  log: Logger;
  payments: Payments;
}
