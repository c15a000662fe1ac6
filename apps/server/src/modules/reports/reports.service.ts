import type { ClubReport, ReportQuery } from '@courtside/shared';
import type { ClubsService } from '#server/modules/clubs/clubs.service.js';
import { halfHoursClaimed } from '@courtside/shared';
import { localMinute, reportCalendar } from './report-calendar.js';
import type { MoneyGroup, OccupancyGroup, ReportsRepo } from './reports.repo.js';

interface Deps {
  reports: ReportsRepo;
  clubs: Pick<ClubsService, 'access'>;
}

/**
 * Booked hours per court and club-local hour: a 120-minute booking fills two hours, and each
 * half hour of one counts half (90 minutes from 19:30: half of 19, all of 20).
 */
function occupancyCells(groups: OccupancyGroup[], offsets: number[]): ClubReport['occupancy'] {
  const cells = new Map<string, { courtId: string; hour: number; bookedHours: number }>();
  for (const group of groups) {
    const start = localMinute(group.utc_time, offsets[Number(group.segment)] ?? offsets[0]!);
    for (const half of halfHoursClaimed(start, Number(group.duration_minutes))) {
      const hour = Math.floor(half / 60) % 24;
      const key = `${group.court_id}|${hour}`;
      const cell = cells.get(key) ?? { courtId: group.court_id, hour, bookedHours: 0 };
      cell.bookedHours += Number(group.bookings) / 2;
      cells.set(key, cell);
    }
  }
  return [...cells.values()].sort((a, b) => a.hour - b.hour || a.courtId.localeCompare(b.courtId));
}

type Figures = { count: number; amount: number };
const add = (figures: Figures, count: number, amount: number) => {
  figures.count += count;
  figures.amount += amount;
};

/**
 * A group's figures: its count and money paid, and what of it is the club's revenue (a
 * succeeded payment's money, or the part the club kept of one partly refunded), if any.
 */
function moneyOf(group: MoneyGroup) {
  const [count, paid, kept] = [Number(group.count), Number(group.paid), Number(group.kept)];
  if (group.payment_status === 'succeeded')
    return { count, paid, revenue: { count, amount: paid } };
  const revenue = kept > 0 ? { count: Number(group.kept_count), amount: kept } : null;
  return { count, paid, revenue };
}

/**
 * The money figures from the database's groups: collected money (succeeded payments, and what
 * the club kept of those partly refunded) by week and by method, cash still due at the club, no-shows, and cancelled bookings (their price).
 */
function moneyFigures(groups: MoneyGroup[]) {
  const byWeek = new Map<number, number>();
  const byMethod = new Map<string, Figures>();
  const cashToCollect = { count: 0, amount: 0 };
  const noShows = { count: 0, amount: 0 };
  const cancellations = { count: 0, amount: 0 };
  for (const group of groups) {
    const { count, paid, revenue } = moneyOf(group);
    if (group.booking_status === 'cancelled') add(cancellations, count, Number(group.booked));
    else if (group.payment_status === 'due_at_club') add(cashToCollect, count, paid);
    if (group.payment_status === 'no_show') add(noShows, count, paid);
    if (!revenue) continue;
    const week = Number(group.week);
    byWeek.set(week, (byWeek.get(week) ?? 0) + revenue.amount);
    const method = byMethod.get(group.method) ?? { count: 0, amount: 0 };
    add(method, revenue.count, revenue.amount);
    byMethod.set(group.method, method);
  }
  return { byWeek, byMethod, cashToCollect, noShows, cancellations };
}

/** SPEC 2 Reports: a club's period in figures, every one of them an aggregate of the database. */
export function createReports({ reports, clubs }: Deps) {
  return {
    async clubReport(ownerId: string, query: ReportQuery): Promise<ClubReport> {
      const club = await clubs.access.clubRunBy(ownerId, 'reports');
      const calendar = reportCalendar(query.from, query.to, club.time_zone);
      const [courts, occupancy, groups] = await Promise.all([
        reports.courts(club.id),
        reports.occupancy(club.id, calendar),
        reports.money(club.id, calendar),
      ]);
      const money = moneyFigures(groups);
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
          amount: money.byWeek.get(index) ?? 0,
        })),
        revenueByMethod: [...money.byMethod.entries()]
          .map(([method, figures]) => ({ method, ...figures }))
          .sort((a, b) => b.amount - a.amount || a.method.localeCompare(b.method)),
        cashToCollect: money.cashToCollect,
        noShows: money.noShows,
        cancellations: money.cancellations,
      };
    },
  };
}
export type ReportsService = ReturnType<typeof createReports>;
