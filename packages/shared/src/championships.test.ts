import { describe, expect, it } from 'vitest';
import {
  ageOn,
  allowedBirthYears,
  bornInTime,
  championCreateBodySchema,
  isAllowedBirthYear,
  maxAllowedAge,
} from './championships.js';

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

describe('championCreateBodySchema', () => {
  const body = {
    club: 'c',
    court: 'k',
    name: 'Cup',
    from: '2030-07-01T09:00:00.000Z',
    to: '2030-07-01T18:00:00.000Z',
    maxAge: 2000,
    price: 1500,
    inviteOnly: 1,
  };

  it('accepts the spec payload', () => {
    expect(championCreateBodySchema.safeParse(body).success).toBe(true);
  });

  it('refuses an end before the start, a window off the hour and an unknown invitation type', () => {
    expect(championCreateBodySchema.safeParse({ ...body, to: body.from }).success).toBe(false);
    expect(
      championCreateBodySchema.safeParse({ ...body, from: '2030-07-01T09:30:00.000Z' }).success,
    ).toBe(false);
    expect(championCreateBodySchema.safeParse({ ...body, inviteOnly: 2 }).success).toBe(false);
  });

  it('refuses a window longer than two weeks', () => {
    expect(
      championCreateBodySchema.safeParse({ ...body, to: '2030-07-20T09:00:00.000Z' }).success,
    ).toBe(false);
  });
});
