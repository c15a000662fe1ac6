import { describe, expect, it } from 'vitest';
import type { DayClosedHours, OpeningDay } from '@courtside/shared';
import { todayHours, weekLines } from './club-facts';

const day = (weekday: number, open: boolean, firstHour = 8, lastHour = 20): OpeningDay => ({
  weekday,
  open,
  firstHour,
  lastHour,
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
  it('says a week alike on every day in one line, to the end of the last hour', () => {
    expect(weekLines([0, 1, 2, 3, 4, 5, 6].map((weekday) => day(weekday, true)))).toEqual([
      { firstDay: 1, lastDay: 0, open: true, opens: 8, closes: 21 },
    ]);
  });

  it('says the weekdays in runs from Monday, closed days together whatever their hours', () => {
    const days = [
      day(0, false, 6, 22),
      ...[1, 2, 3, 4, 5].map((weekday) => day(weekday, true)),
      day(6, false, 9, 13),
    ];
    expect(weekLines(days)).toEqual([
      { firstDay: 1, lastDay: 5, open: true, opens: 8, closes: 21 },
      { firstDay: 6, lastDay: 0, open: false, opens: 9, closes: 14 },
    ]);
  });

  it("says today is closed for the whole club's closure, with its reason", () => {
    const allDay = Array.from({ length: 24 }, (_, hour) => hour);
    const holiday = courts.map((court) => ({
      courtId: court.id,
      hours: allDay,
      reason: 'Holiday',
    }));
    expect(todayHours(today(holiday), courts)).toEqual({ kind: 'closure', reason: 'Holiday' });
  });

  it('says today is closed on a weekday the club does not open', () => {
    expect(todayHours(today([], false), courts)).toEqual({ kind: 'closed' });
  });

  it("says today's hours, and a court closed today with its reason", () => {
    const works = [
      { courtId: 'c1', hours: [0, 1, 22, 23], reason: null },
      { courtId: 'c2', hours: [], reason: 'Resurfacing' },
    ];
    expect(todayHours(today(works), courts)).toEqual({
      kind: 'open',
      opens: 8,
      closes: 21,
      courtClosures: [{ reason: 'Resurfacing', courts: ['Pista 2'] }],
    });
  });
});
