import type { ClubReport } from '@courtside/shared';
import { describe, expect, it } from 'vitest';
import { occupancyShare, reportCsv } from './report-format';

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
