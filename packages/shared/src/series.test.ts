import { describe, expect, it } from 'vitest';
import { createSeriesBodySchema, seriesDates } from './series.js';

describe('seriesDates', () => {
  it('starts on the first such weekday and steps by weeks, the last date included', () => {
    // 2027-03-01 is a Monday; Wednesdays every other week to the 31st.
    expect(
      seriesDates({ weekday: 3, everyWeeks: 2, from: '2027-03-01', to: '2027-03-31' }),
    ).toEqual(['2027-03-03', '2027-03-17', '2027-03-31']);
    expect(
      seriesDates({ weekday: 1, everyWeeks: 1, from: '2027-03-01', to: '2027-03-08' }),
    ).toEqual(['2027-03-01', '2027-03-08']);
  });

  it('is calendar dates: the change of clocks (2027-03-28 in Europe) moves none', () => {
    expect(
      seriesDates({ weekday: 0, everyWeeks: 1, from: '2027-03-21', to: '2027-04-04' }),
    ).toEqual(['2027-03-21', '2027-03-28', '2027-04-04']);
  });
});

describe('createSeriesBodySchema', () => {
  const body = {
    courtId: 'c1',
    weekday: 2,
    startTime: '19:00',
    duration: 60,
    everyWeeks: 1,
    from: '2027-01-01',
    to: '2027-06-30',
    player: 'ana',
    onClash: 'skip',
  };

  it('takes a player or a customer, one of them, over a season of at most 366 days', () => {
    expect(createSeriesBodySchema.safeParse(body).success).toBe(true);
    expect(createSeriesBodySchema.safeParse({ ...body, customerName: 'Ana' }).success).toBe(false);
    expect(createSeriesBodySchema.safeParse({ ...body, player: undefined }).success).toBe(false);
    expect(createSeriesBodySchema.safeParse({ ...body, to: '2028-06-30' }).success).toBe(false);
    expect(createSeriesBodySchema.safeParse({ ...body, to: '2026-12-31' }).success).toBe(false);
    expect(createSeriesBodySchema.safeParse({ ...body, everyWeeks: 3 }).success).toBe(false);
  });
});
