import type { ClubReport } from '@courtside/shared';
import { describe, expect, it } from 'vitest';
import { occupancyShare, reportCsv, weekBars, weekLabel } from './report-format';

const report: ClubReport = {
  from: '2026-03-23',
  to: '2026-04-05',
  days: 14,
  currency: 'USD',
  courts: [{ id: 'a', name: 'Court "A", glass', retired: false }],
  occupancy: [{ courtId: 'a', hour: 18, bookedHours: 7 }],
  revenueByWeek: [{ weekStart: '2026-03-23', amount: 4400 }],
  revenueByMethod: [{ method: 'coins', count: 2, amount: 4400 }],
  cashToCollect: { count: 1, amount: 5000 },
  noShows: { count: 1, amount: 3000 },
  cancellations: { count: 0, amount: 0 },
};

describe('report figures', () => {
  it('shares booked hours over the days of the period', () => {
    expect(occupancyShare(7, 14)).toBe(0.5);
    expect(occupancyShare(0, 0)).toBe(0);
  });

  it("labels each week's bar by its Monday, a week apart, and marks the week that collected most", () => {
    // The period starts on Sunday 22 November: its first week is that one day.
    // The table names each week as the chart does: by its Monday, a period's first week too.
    expect(['2026-11-22', '2026-11-23', '2026-11-18'].map(weekLabel)).toEqual([
      'Nov 16',
      'Nov 23',
      'Nov 16',
    ]);
    const bars = weekBars({
      revenueByWeek: [
        { weekStart: '2026-11-22', amount: 1200 },
        { weekStart: '2026-11-23', amount: 9000 },
        { weekStart: '2026-11-30', amount: 2400 },
      ],
    });
    expect(bars).toEqual([
      { label: 'Nov 16', amount: 1200, peak: false },
      { label: 'Nov 23', amount: 9000, peak: true },
      { label: 'Nov 30', amount: 2400, peak: false },
    ]);
    expect(weekBars({ revenueByWeek: [{ weekStart: '2026-11-23', amount: 0 }] })[0]!.peak).toBe(
      false,
    );
  });

  it('exports every figure as CSV, amounts in dollars, names quoted', () => {
    expect(reportCsv(report).split('\n')).toEqual([
      'section,label,hour,count,amount,currency',
      'occupancy_hours,"Court ""A"", glass",18,7,,',
      'revenue_week,2026-03-23,,,44.00,USD',
      'revenue_method,coins,,2,44.00,USD',
      'cash_to_collect,,,1,50.00,USD',
      'no_shows,,,1,30.00,USD',
      'cancellations,,,0,0.00,USD',
      '',
    ]);
  });
});
