/** The zod-free half of bookings.ts: what a screen can use before zod has loaded. */

/** Providers that answer a checkout address instead of confirming at once. */
export const hostedPaymentMethods = ['wallet', 'mobile', 'card'] as const;

/** SPEC 9: a booking may be cancelled up to 24 hours before it starts. */
export const cancellationNoticeHours = 24;

/**
 * A club's cancellation rule: a player cancels a confirmed booking for a full refund up to
 * `noticeHours` before it starts; later, the cancellation is refused (`lateRefundPercent`
 * null) or allowed with that share of the price refunded (0 to 100).
 */
export interface CancellationRule {
  noticeHours: number;
  lateRefundPercent: number | null;
}

/** The spec's rule, every club's until its owner sets another. */
export const defaultCancellationRule: CancellationRule = {
  noticeHours: cancellationNoticeHours,
  lateRefundPercent: null,
};

/** The notice a club may ask for, in hours: none at all up to a week. */
export const cancellationNoticeLimits = { min: 0, max: 168 } as const;

/**
 * The share of a late cancellation given back, in minor units: rounded down to the minor unit
 * (the club keeps the fraction), so 50% of 1205 is 602 and 33% of 1000 is 330.
 */
export function lateRefundAmount(amountMinor: number, percent: number): number {
  return Math.floor((amountMinor * percent) / 100);
}

/** The instant until which a booking starting at `startsAt` is cancelled for a full refund. */
export function freeCancellationUntil(rule: CancellationRule, startsAt: string): Date {
  return new Date(Date.parse(startsAt) - rule.noticeHours * 3_600_000);
}

/**
 * What cancelling a confirmed booking does at `now`: a full refund until the notice begins (at
 * its very instant too), then the club's late rule: refused, or `refund` (minor units) back.
 * Once the booking has started it is refused whatever the rule (a notice of 0 included).
 */
export type CancellationTerms =
  | { kind: 'free'; until: Date }
  | { kind: 'late'; percent: number; refund: number }
  | { kind: 'refused' };

export function cancellationTerms(
  rule: CancellationRule,
  booking: { startsAt: string; amount: number },
  now: Date,
): CancellationTerms {
  if (now.getTime() >= Date.parse(booking.startsAt)) return { kind: 'refused' };
  const until = freeCancellationUntil(rule, booking.startsAt);
  if (now.getTime() <= until.getTime()) return { kind: 'free', until };
  if (rule.lateRefundPercent === null) return { kind: 'refused' };
  const percent = rule.lateRefundPercent;
  return { kind: 'late', percent, refund: lateRefundAmount(booking.amount, percent) };
}
