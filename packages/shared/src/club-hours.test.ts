import { describe, expect, it } from 'vitest';
import {
  defaultOpeningDays,
  halfHourStarts,
  openAtHalfHour,
  openingDaySchema,
  openingTimes,
} from './club-hours.js';

const weekday = 2;
const halfPastEight = [{ weekday, open: true, opens: '08:30', closes: '21:00' }];

describe('opening hours on the half hour', () => {
  it('opens at its first half hour and closes as its last ends', () => {
    expect(openAtHalfHour(halfPastEight, weekday, 8 * 60)).toBe(false);
    expect(openAtHalfHour(halfPastEight, weekday, 8 * 60 + 30)).toBe(true);
    expect(openAtHalfHour(halfPastEight, weekday, 20 * 60 + 30)).toBe(true);
    expect(openAtHalfHour(halfPastEight, weekday, 21 * 60)).toBe(false);
    // A weekday the owner closed, and a club with no hours set.
    expect(openAtHalfHour([{ ...halfPastEight[0]!, open: false }], weekday, 600)).toBe(false);
    expect(openAtHalfHour(null, weekday, 0)).toBe(true);
  });

  it('keeps the spec’s window, 06:00 to 23:00, until an owner sets hours', () => {
    expect(defaultOpeningDays()[weekday]).toEqual({
      weekday,
      open: true,
      opens: '06:00',
      closes: '23:00',
    });
  });

  it('offers every half hour of the day, midnight’s end as 24:00', () => {
    expect(openingTimes).toHaveLength(49);
    expect([openingTimes[0], openingTimes[17], openingTimes.at(-1)]).toEqual([
      '00:00',
      '08:30',
      '24:00',
    ]);
    expect(halfHourStarts('20:00', '21:30')).toEqual(['20:00', '20:30', '21:00']);
    expect(halfHourStarts('23:00', '24:00')).toEqual(['23:00', '23:30']);
  });

  it('takes times on the hour or half hour only, closing after opening', () => {
    const day = (opens: string, closes: string) =>
      openingDaySchema.safeParse({ weekday, open: true, opens, closes }).success;
    expect(day('08:30', '21:00')).toBe(true);
    expect(day('00:00', '24:00')).toBe(true);
    expect(day('08:15', '21:00')).toBe(false);
    expect(day('21:00', '21:00')).toBe(false);
    expect(day('24:00', '24:00')).toBe(false);
  });
});
