import { describe, expect, it } from 'vitest';
import { isReportPeriod } from './reports-rules.js';
import { reportQuerySchema } from './reports.js';

describe('isReportPeriod', () => {
  it('answers as reportQuerySchema does, without zod', () => {
    const now = new Date();
    const day = (offset: number) =>
      new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
    const periods: [string, string][] = [
      [day(-30), day(0)],
      [day(0), day(0)],
      [day(0), day(-1)],
      [day(-365), day(0)],
      [day(-366), day(0)],
      [day(-400), day(-380)],
      [day(0), day(200)],
      ['2026-02-30', day(0)],
      ['', day(0)],
    ];
    for (const [from, to] of periods) {
      expect(isReportPeriod(from, to, now)).toBe(reportQuerySchema.safeParse({ from, to }).success);
    }
  });
});
