import { describe, expect, it } from 'vitest';
import {
  ageOn,
  allowedBirthYears,
  bornInTime,
  championshipCourtsQuerySchema,
  championshipCreateBodySchema,
  isAllowedBirthYear,
  maxAllowedAge,
} from './championships.js';
import { addDays } from './club-time.js';

const now = new Date('2030-06-01T12:00:00.000Z');

describe('allowedBirthYears', () => {
  it('offers the 50 years before the current one, newest first', () => {
    const years = allowedBirthYears(now);
    expect(years).toHaveLength(50);
    expect(years[0]).toBe(2029);
    expect(years.at(-1)).toBe(1980);
    expect(years).not.toContain(2030);
    expect(years).not.toContain(1979);
  });

  it('agrees with isAllowedBirthYear at both ends', () => {
    expect(isAllowedBirthYear(1980, now)).toBe(true);
    expect(isAllowedBirthYear(2029, now)).toBe(true);
    expect(isAllowedBirthYear(1979, now)).toBe(false);
    expect(isAllowedBirthYear(2030, now)).toBe(false);
  });
});

describe('ages', () => {
  it('shows the max allowed age as the current year minus the birth year', () => {
    expect(maxAllowedAge(2000, now)).toBe(30);
  });

  it('counts whole years from a birthdate', () => {
    expect(ageOn('2000-06-01', now)).toBe(30);
    expect(ageOn('2000-06-02', now)).toBe(29);
    expect(ageOn('2000-12-31', now)).toBe(29);
  });

  it('lets in players born in the allowed year or later', () => {
    expect(bornInTime('2000-01-01', 2000)).toBe(true);
    expect(bornInTime('2001-05-05', 2000)).toBe(true);
    expect(bornInTime('1999-12-31', 2000)).toBe(false);
  });
});

describe('championship windows', () => {
  // Ten days ahead, 09:00 to 18:00 UTC: within the dates the app works with.
  const day = addDays(new Date().toISOString().slice(0, 10), 10);
  const at = (date: string, time: string) => `${date}T${time}:00.000Z`;
  const body = {
    club: 'c',
    court: 'k',
    name: 'Cup',
    from: at(day, '09:00'),
    to: at(day, '18:00'),
    maxAge: 2000,
    price: 1500,
    inviteOnly: 1,
  };
  const window = { from: body.from, to: body.to };

  it('accepts the spec payload, and its window for the free courts', () => {
    expect(championshipCreateBodySchema.safeParse(body).success).toBe(true);
    expect(championshipCourtsQuerySchema.safeParse(window).success).toBe(true);
  });

  it('refuses an end before the start, a window off the hour and an unknown invitation type', () => {
    expect(championshipCreateBodySchema.safeParse({ ...body, to: body.from }).success).toBe(false);
    expect(championshipCourtsQuerySchema.safeParse({ from: body.to, to: body.from }).success).toBe(
      false,
    );
    expect(
      championshipCreateBodySchema.safeParse({ ...body, from: at(day, '09:30') }).success,
    ).toBe(false);
    expect(championshipCreateBodySchema.safeParse({ ...body, inviteOnly: 2 }).success).toBe(false);
  });

  it('refuses a window longer than two weeks, for the championship and its free courts', () => {
    const twoWeeks = { ...window, to: at(addDays(day, 14), '09:00') };
    const longer = { ...window, to: at(addDays(day, 14), '10:00') };
    expect(championshipCreateBodySchema.safeParse({ ...body, ...twoWeeks }).success).toBe(true);
    expect(championshipCourtsQuerySchema.safeParse(twoWeeks).success).toBe(true);
    expect(championshipCreateBodySchema.safeParse({ ...body, ...longer }).success).toBe(false);
    const refused = championshipCourtsQuerySchema.safeParse(longer);
    expect(refused.error?.issues.map((issue) => issue.path)).toEqual([['to']]);
  });

  it('refuses an end outside the dates the app works with, and years 1 and 9999', () => {
    const late = at(addDays(day, 55), '09:00');
    for (const outside of [
      { from: at(addDays(day, 50), '09:00'), to: late },
      { from: late, to: at(addDays(day, 55), '12:00') },
      { from: '0001-01-01T00:00:00Z', to: body.to },
      { from: body.from, to: '9999-12-31T23:00:00Z' },
      { from: '9999-12-31T18:00:00Z', to: '9999-12-31T22:00:00Z' },
    ]) {
      expect(championshipCreateBodySchema.safeParse({ ...body, ...outside }).success).toBe(false);
      expect(championshipCourtsQuerySchema.safeParse(outside).success, outside.from).toBe(false);
    }
  });
});
