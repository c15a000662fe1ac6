import type { ClubReport, ReportQuery } from '@courtside/shared';
import type { ClubsService } from '#server/modules/clubs/clubs.service.js';
import { localHour, reportCalendar } from './report-calendar.js';
import type { OccupancyGroup, ReportsRepo } from './reports.repo.js';

interface Deps {
  reports: ReportsRepo;
  clubs: Pick<ClubsService, 'clubOfOwner'>;
}

/** Booked hours per court and club-local hour: a 120-minute booking fills two hours. */
function occupancyCells(groups: OccupancyGroup[], offsets: number[]): ClubReport['occupancy'] {
  const cells = new Map<string, { courtId: string; hour: number; bookedHours: number }>();
  for (const group of groups) {
    const start = localHour(group.utc_time, offsets[Number(group.segment)] ?? offsets[0]!);
    for (let hour = start; hour < start + Number(group.duration_minutes) / 60; hour += 1) {
      const key = `${group.court_id}|${hour}`;
      const cell = cells.get(key) ?? { courtId: group.court_id, hour, bookedHours: 0 };
      cell.bookedHours += Number(group.bookings);
      cells.set(key, cell);
    }
  }
  return [...cells.values()].sort((a, b) => a.hour - b.hour || a.courtId.localeCompare(b.courtId));
}

const pair = (count: unknown, amount: unknown) => ({
  count: Number(count ?? 0),
  amount: Number(amount ?? 0),
});

/** SPEC 2 Reports: a club's period in figures, every one of them an aggregate of the database. */
export function createReports({ reports, clubs }: Deps) {
  return {
    async clubReport(ownerId: string, query: ReportQuery): Promise<ClubReport> {
      const club = await clubs.clubOfOwner(ownerId);
      const calendar = reportCalendar(query.from, query.to, club.time_zone);
      const [courts, occupancy, weeks, methods, outcomes] = await Promise.all([
        reports.courts(club.id),
        reports.occupancy(club.id, calendar),
        reports.revenueByWeek(club.id, calendar),
        reports.revenueByMethod(club.id, calendar),
        reports.outcomes(club.id, calendar),
      ]);
      const weekAmounts = new Map(weeks.map((row) => [Number(row.week), Number(row.amount)]));
      return {
        from: query.from,
        to: query.to,
        days: calendar.days,
        currency: club.currency,
        courts: courts.map((court) => ({
          id: court.id,
          name: court.name,
          retired: court.retired_at !== null,
        })),
        occupancy: occupancyCells(
          occupancy,
          calendar.segments.map((segment) => segment.offset),
        ),
        revenueByWeek: calendar.weeks.map((week, index) => ({
          weekStart: week.start,
          amount: weekAmounts.get(index) ?? 0,
        })),
        revenueByMethod: methods.map((row) => ({
          method: row.method,
          ...pair(row.count, row.amount),
        })),
        cashToCollect: pair(outcomes.due_count, outcomes.due_amount),
        noShows: pair(outcomes.no_show_count, outcomes.no_show_amount),
        cancellations: pair(outcomes.cancelled_count, outcomes.cancelled_amount),
      };
    },
  };
}
export type ReportsService = ReturnType<typeof createReports>;
