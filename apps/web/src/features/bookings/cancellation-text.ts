import type { CancellationRule, MyBooking } from '@courtside/shared';
import {
  cancellationTerms,
  clubHourToUtc,
  freeCancellationUntil,
  minuteOfTime,
  lateRefundAmount,
  utcToClubLocal,
} from '@courtside/shared/rules';
import type { TFunction } from 'i18next';
import { formatClockTime, formatShortDate } from '../../lib/calendar-date';
import { formatPrice } from '../../lib/money';

/** A booking as the cancellation texts need it: when it starts, what it costs, its club's rule. */
export interface RuledBooking {
  startsAt: string;
  amount: number;
  currency: string;
  timeZone: string;
  rule: CancellationRule;
}

export function ruledBooking(booking: MyBooking): RuledBooking {
  const { club } = booking.court;
  return {
    startsAt: booking.startsAt,
    amount: booking.amount,
    currency: booking.currency,
    timeZone: club.timeZone,
    rule: club.cancellation,
  };
}

/** The instant a club-local slot starts ('HH:mm'), or null for an hour the clock skips. */
export function slotStartsAt(date: string, startTime: string, timeZone: string): string | null {
  const minute = minuteOfTime(startTime);
  const hourStart = clubHourToUtc(date, Math.floor(minute / 60), timeZone);
  if (hourStart === null) return null;
  return new Date(Date.parse(hourStart) + (minute % 60) * 60_000).toISOString();
}

/** 'Sat, 12 Dec 18:30' on the club's clock, in the interface language. */
function clubWhen(instant: Date, timeZone: string, locale: string): string {
  const local = utcToClubLocal(instant, timeZone);
  const time = `${String(local.hour).padStart(2, '0')}:${String(local.minute).padStart(2, '0')}`;
  return `${formatShortDate(local.date, locale)} ${formatClockTime(time, locale)}`;
}

/** What a late cancellation does, by the club's rule ('After that, …'). */
function afterNotice(booking: RuledBooking, t: TFunction): string {
  const percent = booking.rule.lateRefundPercent;
  if (percent === null) return t('cancellationRule.lateRefused');
  if (percent === 0) return t('cancellationRule.lateNothing');
  const amount = formatPrice(lateRefundAmount(booking.amount, percent), booking.currency);
  return t('cancellationRule.lateShare', { percent, amount });
}

/**
 * The club's rule for one booking before it is made or while it is ahead: 'Free cancellation
 * until Sat, 12 Dec 18:30. After that, cancelling refunds 50% ($6.00).'
 */
export function cancellationRuleText(booking: RuledBooking, t: TFunction, locale: string): string {
  const until = freeCancellationUntil(booking.rule, booking.startsAt);
  const free =
    booking.rule.noticeHours === 0
      ? t('cancellationRule.freeUntilStart')
      : t('cancellationRule.freeUntil', { when: clubWhen(until, booking.timeZone, locale) });
  return `${free} ${afterNotice(booking, t)}`;
}

/**
 * What cancelling does right now, for the cancel dialog: free until when, or the share that
 * comes back (or nothing); null once it can no longer be cancelled. `paid` says whether money
 * the app holds would come back (not cash due or handed over at the club).
 */
export function cancelNowText(
  booking: RuledBooking,
  now: Date,
  t: TFunction,
  locale: string,
  paid = true,
): string | null {
  const terms = cancellationTerms(booking.rule, booking, now);
  if (terms.kind === 'refused') return null;
  if (terms.kind === 'free')
    return t('cancellationRule.nowFree', { when: clubWhen(terms.until, booking.timeZone, locale) });
  if (!paid) return t('cancellationRule.nowLate');
  if (terms.refund === 0) return t('cancellationRule.nowNothing');
  return t('cancellationRule.nowShare', {
    percent: terms.percent,
    amount: formatPrice(terms.refund, booking.currency),
  });
}
