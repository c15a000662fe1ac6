import { describe, expect, it } from 'vitest';
import {
  cancellationTerms,
  defaultCancellationRule,
  freeCancellationUntil,
  lateRefundAmount,
} from './bookings-rules.js';
import { cancellationRuleSchema } from './clubs.js';

const booking = { startsAt: '2026-12-12T18:30:00.000Z', amount: 1205 };
const at = (iso: string) => new Date(iso);

describe("a club's cancellation rule", () => {
  it('rounds a late share down to the minor unit', () => {
    expect(lateRefundAmount(1205, 50)).toBe(602);
    expect(lateRefundAmount(1000, 33)).toBe(330);
    expect(lateRefundAmount(999, 100)).toBe(999);
    expect(lateRefundAmount(999, 0)).toBe(0);
  });

  it('is free up to the notice, at its very instant too, then refused by default', () => {
    expect(freeCancellationUntil(defaultCancellationRule, booking.startsAt).toISOString()).toBe(
      '2026-12-11T18:30:00.000Z',
    );
    expect(
      cancellationTerms(defaultCancellationRule, booking, at('2026-12-11T18:30:00.000Z')),
    ).toEqual({ kind: 'free', until: at('2026-12-11T18:30:00.000Z') });
    expect(
      cancellationTerms(defaultCancellationRule, booking, at('2026-12-11T18:30:00.001Z')),
    ).toEqual({ kind: 'refused' });
  });

  it('gives the club’s share back after a custom notice', () => {
    const rule = { noticeHours: 12, lateRefundPercent: 50 };
    expect(cancellationTerms(rule, booking, at('2026-12-12T06:30:00.000Z')).kind).toBe('free');
    expect(cancellationTerms(rule, booking, at('2026-12-12T07:00:00.000Z'))).toEqual({
      kind: 'late',
      percent: 50,
      refund: 602,
    });
  });

  it('refuses once the booking has started, even without notice or with a share', () => {
    const started = at(booking.startsAt);
    expect(cancellationTerms({ noticeHours: 0, lateRefundPercent: 100 }, booking, started)).toEqual(
      { kind: 'refused' },
    );
    expect(
      cancellationTerms(
        { noticeHours: 0, lateRefundPercent: null },
        booking,
        at('2026-12-12T18:29:59.999Z'),
      ).kind,
    ).toBe('free');
  });

  it('takes whole hours from 0 to 168 and a percent from 0 to 100, or none', () => {
    const ok = (rule: unknown) => cancellationRuleSchema.safeParse(rule).success;
    expect(ok({ noticeHours: 0, lateRefundPercent: 0 })).toBe(true);
    expect(ok({ noticeHours: 168, lateRefundPercent: 100 })).toBe(true);
    expect(ok({ noticeHours: 24, lateRefundPercent: null })).toBe(true);
    expect(ok({ noticeHours: 169, lateRefundPercent: null })).toBe(false);
    expect(ok({ noticeHours: 2.5, lateRefundPercent: null })).toBe(false);
    expect(ok({ noticeHours: 24, lateRefundPercent: 101 })).toBe(false);
  });
});
