import { describe, expect, it } from 'vitest';
import type { DayClosedHours, OpeningDay } from '@courtside/shared';
import { halfHourStarts } from '@courtside/shared/rules';
import { todayHours, weekLines } from './club-facts';

const day = (weekday: number, open: boolean, opens = '08:30', closes = '21:00'): OpeningDay => ({
  weekday,
  open,
  opens,
  closes,
});
const courts = [
  { id: 'c1', name: 'Pista 1' },
  { id: 'c2', name: 'Pista 2' },
];
const today = (courtsClosed: DayClosedHours['courts'], open = true): DayClosedHours => ({
  date: '2030-06-14',
  opening: day(5, open),
  courts: courtsClosed,
});

describe("a club's page hours", () => {
  it('says a week alike on every day in one line', () => {
    expect(weekLines([0, 1, 2, 3, 4, 5, 6].map((weekday) => day(weekday, true)))).toEqual([
      { firstDay: 1, lastDay: 0, open: true, opens: '08:30', closes: '21:00' },
    ]);
  });

  it('says the weekdays in runs from Monday, closed days together whatever their hours', () => {
    const days = [
      day(0, false, '06:00', '23:00'),
      ...[1, 2, 3, 4, 5].map((weekday) => day(weekday, true)),
      day(6, false, '09:00', '14:00'),
    ];
    expect(weekLines(days)).toEqual([
      { firstDay: 1, lastDay: 5, open: true, opens: '08:30', closes: '21:00' },
      { firstDay: 6, lastDay: 0, open: false, opens: '09:00', closes: '14:00' },
    ]);
  });

  it("says today is closed for the whole club's closure, with its reason", () => {
    const allDay = halfHourStarts('00:00', '24:00');
    const holiday = courts.map((court) => ({
      courtId: court.id,
      halfHours: allDay,
      reason: 'Holiday',
    }));
    expect(todayHours(today(holiday), courts)).toEqual({ kind: 'closure', reason: 'Holiday' });
  });

  it('says today is closed on a weekday the club does not open', () => {
    expect(todayHours(today([], false), courts)).toEqual({ kind: 'closed' });
  });

  it("says today's hours, and a court closed today with its reason", () => {
    const works = [
      { courtId: 'c1', halfHours: ['00:00', '00:30', '22:00', '23:30'], reason: null },
      { courtId: 'c2', halfHours: [], reason: 'Resurfacing' },
    ];
    expect(todayHours(today(works), courts)).toEqual({
      kind: 'open',
      opens: '08:30',
      closes: '21:00',
      courtClosures: [{ reason: 'Resurfacing', courts: ['Pista 2'] }],
    });
  });
});
