import { clubLocalRange, type CancellationRule, type MyBooking } from '@courtside/shared';
import { checkoutAddress } from '#server/modules/payments/payments.service.js';
import type { BookingWithPlace } from './bookings.repo.js';

/** The cancellation rule of the booking's club. */
export function cancellationRuleOf(
  row: Pick<BookingWithPlace, 'club_cancel_notice_hours' | 'club_late_refund_percent'>,
): CancellationRule {
  return {
    noticeHours: row.club_cancel_notice_hours,
    lateRefundPercent: row.club_late_refund_percent,
  };
}

/** A booking as its player sees it; a live hold carries the checkout to resume. */
export function toMyBooking(row: BookingWithPlace, now?: Date): MyBooking {
  const liveHold =
    row.status === 'held' &&
    row.payment_status === 'pending' &&
    row.checkout_url !== null &&
    (now === undefined || (row.hold_expires_at ?? '') > now.toISOString());
  return {
    id: row.id,
    ...clubLocalRange(row.starts_at, row.ends_at, row.club_time_zone),
    duration: row.duration_minutes as 60 | 120,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    status: row.status,
    amount: row.amount,
    currency: row.currency,
    paymentMethod: row.payment_method,
    paymentStatus: row.payment_status,
    refundTo: row.payment_refund_to ?? null,
    holdExpiresAt: row.hold_expires_at,
    ...(liveHold ? checkoutAddress(row.payment_method!, row.checkout_url!) : {}),
    court: {
      id: row.court_id,
      name: row.court_name,
      club: {
        id: row.club_id,
        name: row.club_name,
        address: row.club_address,
        latitude: row.club_latitude,
        longitude: row.club_longitude,
        photo: row.club_photo,
        timeZone: row.club_time_zone,
        currency: row.club_currency,
        cancellation: cancellationRuleOf(row),
        bookingWindowDays: row.club_booking_window_days,
      },
    },
  };
}
