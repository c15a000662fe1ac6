import type { ClubReport } from '@courtside/shared';
import { addDays, csvText, minorPerMajor, numberFormat, weekdayOf } from '@courtside/shared/rules';
import { formatCalendarDate } from '@/lib/calendar-date';
import { currentLanguage } from '@/lib/i18n';

/** '$1.2K': an axis label that fits a phone. */
export function compactMoney(amountMinor: number, currency: string): string {
  return numberFormat(currentLanguage(), {
    style: 'currency',
    currency,
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(amountMinor / minorPerMajor(currency));
}

/** 'Mar 23' in English: a day, short. */
export function shortDate(date: string): string {
  return formatCalendarDate(date, currentLanguage(), { day: 'numeric', month: 'short' });
}

/**
 * A week of the report named by its Monday ('Nov 16'), in the chart and the table alike:
 * weeks sit seven days apart even when the period starts mid-week.
 */
export function weekLabel(weekStart: string): string {
  return shortDate(addDays(weekStart, -((weekdayOf(weekStart) + 6) % 7)));
}

export interface WeekBar {
  /** The week's Monday, short ('Nov 16'): bars sit a week apart even when the period starts mid-week. */
  label: string;
  amount: number;
  /** The week that collected most, whose amount the chart writes on its bar. */
  peak: boolean;
}

/** The revenue-by-week chart's bars, one per week of the period. */
export function weekBars(report: Pick<ClubReport, 'revenueByWeek'>): WeekBar[] {
  const most = Math.max(0, ...report.revenueByWeek.map((week) => week.amount));
  return report.revenueByWeek.map((week) => ({
    label: weekLabel(week.weekStart),
    amount: week.amount,
    peak: most > 0 && week.amount === most,
  }));
}

/** Booked hours of a cell as a share of the period's days (0 to 1). */
export function occupancyShare(bookedHours: number, days: number): number {
  return days === 0 ? 0 : Math.min(1, bookedHours / days);
}

/** The report as CSV: one row per figure, amounts in major units with a dot. */
export function reportCsv(report: ClubReport): string {
  const units = minorPerMajor(report.currency);
  const money = (amount: number) => (amount / units).toFixed(Math.log10(units));
  const courtName = new Map(report.courts.map((court) => [court.id, court.name]));
  const rows: Array<Array<string | number>> = [
    ['section', 'label', 'hour', 'count', 'amount', 'currency'],
    ...report.occupancy.map((cell) => [
      'occupancy_hours',
      courtName.get(cell.courtId) ?? cell.courtId,
      cell.hour,
      cell.bookedHours,
      '',
      '',
    ]),
    ...report.revenueByWeek.map((week) => [
      'revenue_week',
      week.weekStart,
      '',
      '',
      money(week.amount),
      report.currency,
    ]),
    ...report.revenueByMethod.map((row) => [
      'revenue_method',
      row.method,
      '',
      row.count,
      money(row.amount),
      report.currency,
    ]),
    [
      'cash_to_collect',
      '',
      '',
      report.cashToCollect.count,
      money(report.cashToCollect.amount),
      report.currency,
    ],
    ['no_shows', '', '', report.noShows.count, money(report.noShows.amount), report.currency],
    [
      'cancellations',
      '',
      '',
      report.cancellations.count,
      money(report.cancellations.amount),
      report.currency,
    ],
  ];
  return csvText(rows);
}
