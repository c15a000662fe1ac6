import { describe, expect, it } from 'vitest';
import {
  activityCreateBodySchema,
  expandRecurrence,
  isValidActivityTime,
  occurrenceTimes,
  seatsLeft,
  takenSeats,
} from './activities.js';
import { addDays } from './club-time.js';

describe('expandRecurrence', () => {
  it('gives a single date once', () => {
    expect(expandRecurrence({ date: '2026-05-04', recurrence: 'date' })).toEqual({
      dates: ['2026-05-04'],
      skippedMonths: [],
    });
  });

  it('runs a weekly series twelve weeks from its first date', () => {
    const { dates } = expandRecurrence({ date: '2026-05-04', recurrence: 'weekly' });
    expect(dates).toHaveLength(12);
    expect(dates[0]).toBe('2026-05-04');
    expect(dates[1]).toBe('2026-05-11');
    expect(dates.at(-1)).toBe('2026-07-20');
  });

  it('runs a daily series 84 days, and stops at an earlier last date', () => {
    expect(expandRecurrence({ date: '2026-05-04', recurrence: 'daily' }).dates).toHaveLength(84);
    expect(
      expandRecurrence({ date: '2026-05-04', recurrence: 'daily', lastDate: '2026-05-06' }).dates,
    ).toEqual(['2026-05-04', '2026-05-05', '2026-05-06']);
  });

  it('never runs past the horizon, whatever the last date', () => {
    const { dates } = expandRecurrence({
      date: '2026-05-04',
      recurrence: 'weekly',
      lastDate: '2027-05-04',
    });
    expect(dates).toHaveLength(12);
  });

  it('skips months without a 31st and names them', () => {
    const result = expandRecurrence({ date: '2026-01-31', recurrence: 'monthly' });
    // Twelve weeks from 31 January end on 24 April.
    expect(result.dates).toEqual(['2026-01-31', '2026-03-31']);
    expect(result.skippedMonths).toEqual(['2026-02', '2026-04']);
  });

  it('keeps the 29th of February only in leap years', () => {
    const result = expandRecurrence({ date: '2028-01-29', recurrence: 'monthly' });
    expect(result.dates).toEqual(['2028-01-29', '2028-02-29', '2028-03-29']);
    expect(result.skippedMonths).toEqual([]);
  });
});

describe('occurrenceTimes', () => {
  it('keeps the local time across a daylight-saving change', () => {
    // Madrid leaves summer time on 25 October 2026.
    const { dates } = expandRecurrence({
      date: '2026-10-19',
      recurrence: 'weekly',
      lastDate: '2026-11-02',
    });
    const { occurrences } = occurrenceTimes(dates, 18 * 60 + 15, 19 * 60, 'Europe/Madrid');
    expect(occurrences.map((o) => o.startsAt)).toEqual([
      '2026-10-19T16:15:00.000Z',
      '2026-10-26T17:15:00.000Z',
      '2026-11-02T17:15:00.000Z',
    ]);
    expect(occurrences[1]!.endsAt).toBe('2026-10-26T18:00:00.000Z');
  });

  it('leaves out a date whose local time is skipped by the spring change', () => {
    const { occurrences, missingDates } = occurrenceTimes(
      ['2026-03-22', '2026-03-29'],
      2 * 60 + 15,
      3 * 60 + 30,
      'Europe/Madrid',
    );
    expect(occurrences.map((o) => o.date)).toEqual(['2026-03-22']);
    expect(missingDates).toEqual(['2026-03-29']);
  });
});

describe('activity time validation', () => {
  it('wants To after From, on quarter hours', () => {
    expect(isValidActivityTime(18, 15, 19, 0)).toBe(true);
    expect(isValidActivityTime(18, 15, 18, 15)).toBe(false);
    expect(isValidActivityTime(19, 0, 18, 45)).toBe(false);
    expect(isValidActivityTime(18, 10, 19, 0)).toBe(false);
    expect(isValidActivityTime(24, 0, 19, 0)).toBe(false);
  });

  // Ten days ahead: within the dates the app works with.
  const date = addDays(new Date().toISOString().slice(0, 10), 10);
  const body = {
    club: 'c',
    name: 'Clinic',
    coach: 'k',
    fromH: 18,
    fromM: 30,
    toH: 18,
    toM: 15,
    date,
    court: 'p',
    price: 1000,
  };

  it('refuses a create payload whose To is not after its From', () => {
    const parsed = activityCreateBodySchema.safeParse(body);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['toH']);
    expect(activityCreateBodySchema.safeParse({ ...body, toH: 19 }).success).toBe(true);
    expect(activityCreateBodySchema.safeParse({ ...body, fromM: 20 }).success).toBe(false);
  });

  it('refuses a date or a last date outside the dates the app works with, or a last date before the first', () => {
    const valid = { ...body, toH: 19, recurrence: 'weekly' };
    expect(activityCreateBodySchema.safeParse({ ...valid, lastDate: date }).success).toBe(true);
    for (const [change, field] of [
      [{ date: '9999-01-01' }, 'date'],
      [{ date: '0001-01-01' }, 'date'],
      [{ date: addDays(date, 60) }, 'date'],
      [{ lastDate: '9999-01-01' }, 'lastDate'],
      [{ lastDate: addDays(date, 60) }, 'lastDate'],
      [{ lastDate: addDays(date, -1) }, 'lastDate'],
    ] as const) {
      const parsed = activityCreateBodySchema.safeParse({ ...valid, ...change });
      expect(
        parsed.error?.issues.map((issue) => issue.path[0]),
        JSON.stringify(change),
      ).toEqual([field]);
    }
  });
});

describe('seat counting', () => {
  const now = new Date('2026-05-04T10:00:00Z');
  it('counts confirmed seats, and held seats and offers until they lapse', () => {
    const seats = [
      { status: 'confirmed', until: null },
      { status: 'held', until: '2026-05-04T10:05:00Z' },
      { status: 'held', until: '2026-05-04T09:55:00Z' },
      { status: 'offered', until: '2026-05-04T10:20:00Z' },
      { status: 'offered', until: '2026-05-04T09:00:00Z' },
      { status: 'cancelled', until: null },
    ] as const;
    expect(takenSeats(seats, now)).toBe(3);
  });

  it('says how many seats are left, never below zero, none for no limit', () => {
    expect(seatsLeft(6, 2)).toBe(4);
    expect(seatsLeft(2, 3)).toBe(0);
    expect(seatsLeft(null, 3)).toBeNull();
  });
});
