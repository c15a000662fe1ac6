import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '#server/db/database.js';
import { clubBookingsStarting } from '#server/modules/bookings/bookings.service.js';
import { clubReads } from '#server/modules/clubs/clubs.service.js';
import { reportedPayments } from '#server/modules/payments/payments.service.js';
import type { ReportCalendar } from './report-calendar.js';

/*
 * Every figure of a report is an aggregate computed by the database: a year of a club's
 * bookings is never loaded. Both dialects run the same SQL: instants are ISO text, so a
 * period is a text range on bookings (court_id, starts_at), and the club-clock groups
 * (offset in force, week) are CASE expressions over instants computed beforehand. Groups are
 * named by position, so PostgreSQL sees one expression in both the select and the group by.
 * The club's bookings of the period come from the bookings module (clubBookingsStarting).
 */

/** `case when starts_at < b1 then v0 when starts_at < b2 then v1 ... else vN end`. */
function bucketOf(column: RawBuilder<unknown>, bounds: Array<{ fromIso: string | null }>) {
  const whens = bounds
    .slice(1)
    .map((bound, index) => sql`when ${column} < ${bound.fromIso} then ${sql.lit(index)}`);
  if (whens.length === 0) return sql<number>`0`;
  return sql<number>`case ${sql.join(whens, sql` `)} else ${sql.lit(bounds.length - 1)} end`;
}

const startsAt = sql.ref('b.starts_at') as unknown as RawBuilder<unknown>;

export interface OccupancyGroup {
  court_id: string;
  utc_time: string;
  segment: number;
  duration_minutes: number;
  bookings: number;
}

export interface MoneyGroup {
  week: number;
  method: string;
  payment_status: string;
  booking_status: string;
  count: number;
  paid: number;
  booked: number;
  /** What the club kept of payments only partly refunded (a late cancellation's). */
  kept: number;
  kept_count: number;
}

export function createReportsRepo(db: Kysely<Database>) {
  /** The club's bookings that start in the period, with their payments when asked. */
  const inPeriod = (
    clubId: string,
    calendar: ReportCalendar,
    payments: 'none' | 'paid' = 'none',
  ) => {
    const join =
      payments === 'paid' ? sql`join ${reportedPayments(db, 'p')} on p.id = b.payment_id` : sql``;
    const bookings = clubBookingsStarting(db, clubId, calendar.fromIso, calendar.toIso);
    return sql`${bookings} b ${join}`;
  };

  return {
    /** The club's courts, retired ones too, by name. */
    courts: (clubId: string) => clubReads.courtsOfClubs(db, [clubId], { withRetired: true }),

    /** Confirmed bookings by court, UTC start time, offset segment and length. */
    async occupancy(clubId: string, calendar: ReportCalendar): Promise<OccupancyGroup[]> {
      const segment = bucketOf(startsAt, calendar.segments);
      const { rows } = await sql<OccupancyGroup>`
        select b.court_id as court_id, substr(b.starts_at, 12, 5) as utc_time,
          ${segment} as segment, b.duration_minutes as duration_minutes, count(*) as bookings
        from ${inPeriod(clubId, calendar)} where b.status = 'confirmed'
        group by 1, 2, 3, 4`.execute(db);
      return rows;
    },

    /**
     * The period's bookings with their payments, counted and summed by week of their start,
     * payment method, payment state and booking state: every money figure of the report is a
     * sum of these few groups (53 weeks at most, times a handful of methods and states).
     */
    async money(clubId: string, calendar: ReportCalendar): Promise<MoneyGroup[]> {
      const week = bucketOf(startsAt, calendar.weeks);
      const { rows } = await sql<MoneyGroup>`
        select ${week} as week, p.method as method, p.status as payment_status,
          b.status as booking_status, count(*) as count, sum(p.amount) as paid,
          sum(b.amount) as booked,
          sum(case when p.refund_amount is null then 0 else p.amount - p.refund_amount end) as kept,
          sum(case when p.refund_amount < p.amount then 1 else 0 end) as kept_count
        from ${inPeriod(clubId, calendar, 'paid')}
        group by 1, 2, 3, 4`.execute(db);
      return rows;
    },
  };
}
export type ReportsRepo = ReturnType<typeof createReportsRepo>;
