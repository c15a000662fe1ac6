import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '#server/db/database.js';
import type { ReportCalendar } from './report-calendar.js';

/*
 * Every figure of a report is an aggregate computed by the database: a year of a club's
 * bookings is never loaded. Both dialects run the same SQL: instants are ISO text, so a
 * period is a text range on bookings (court_id, starts_at), and the club-clock groups
 * (offset in force, week) are CASE expressions over instants computed beforehand. Groups are
 * named by position, so PostgreSQL sees one expression in both the select and the group by.
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

export function createReportsRepo(db: Kysely<Database>) {
  /** The club's bookings that start in the period, with their payments when asked. */
  const inPeriod = (
    clubId: string,
    calendar: ReportCalendar,
    payments: 'none' | 'paid' | 'any' = 'none',
  ) => {
    const join = {
      none: sql``,
      paid: sql`join payments p on p.id = b.payment_id`,
      any: sql`left join payments p on p.id = b.payment_id`,
    }[payments];
    return sql`bookings b join courts c on c.id = b.court_id ${join}
      where c.club_id = ${clubId} and b.starts_at >= ${calendar.fromIso}
        and b.starts_at < ${calendar.toIso}`;
  };

  return {
    async courts(clubId: string) {
      return db
        .selectFrom('courts')
        .select(['id', 'name', 'retired_at'])
        .where('club_id', '=', clubId)
        .orderBy('name')
        .orderBy('id')
        .execute();
    },

    /** Confirmed bookings by court, UTC start time, offset segment and length. */
    async occupancy(clubId: string, calendar: ReportCalendar): Promise<OccupancyGroup[]> {
      const segment = bucketOf(startsAt, calendar.segments);
      const { rows } = await sql<OccupancyGroup>`
        select b.court_id as court_id, substr(b.starts_at, 12, 5) as utc_time,
          ${segment} as segment, b.duration_minutes as duration_minutes, count(*) as bookings
        from ${inPeriod(clubId, calendar)} and b.status = 'confirmed'
        group by 1, 2, 3, 4`.execute(db);
      return rows;
    },

    /** Money collected for the period's bookings, by week of their start. */
    async revenueByWeek(clubId: string, calendar: ReportCalendar) {
      const week = bucketOf(startsAt, calendar.weeks);
      const { rows } = await sql<{ week: number; amount: number }>`
        select ${week} as week, sum(p.amount) as amount
        from ${inPeriod(clubId, calendar, 'paid')} and p.status = 'succeeded'
        group by 1`.execute(db);
      return rows;
    },

    async revenueByMethod(clubId: string, calendar: ReportCalendar) {
      const { rows } = await sql<{ method: string; count: number; amount: number }>`
        select p.method as method, count(*) as count, sum(p.amount) as amount
        from ${inPeriod(clubId, calendar, 'paid')} and p.status = 'succeeded'
        group by 1 order by 3 desc, 1`.execute(db);
      return rows;
    },

    /** Cash still to collect, no-shows and cancellations, in one pass. */
    async outcomes(clubId: string, calendar: ReportCalendar) {
      const { rows } = await sql<Record<string, number | null>>`
        select
          sum(case when b.status = 'confirmed' and p.status = 'due_at_club' then 1 else 0 end) as due_count,
          sum(case when b.status = 'confirmed' and p.status = 'due_at_club' then p.amount else 0 end) as due_amount,
          sum(case when p.status = 'no_show' then 1 else 0 end) as no_show_count,
          sum(case when p.status = 'no_show' then p.amount else 0 end) as no_show_amount,
          sum(case when b.status = 'cancelled' then 1 else 0 end) as cancelled_count,
          sum(case when b.status = 'cancelled' then b.amount else 0 end) as cancelled_amount
        from ${inPeriod(clubId, calendar, 'any')}`.execute(db);
      return rows[0] ?? {};
    },
  };
}
export type ReportsRepo = ReturnType<typeof createReportsRepo>;
