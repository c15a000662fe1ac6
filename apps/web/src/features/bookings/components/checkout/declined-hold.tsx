import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { MyBooking, Payment } from '@courtside/shared';
import { utcToClubLocal } from '@courtside/shared/rules';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/alert';
import type { BookingQuery } from '../../../../lib/booking-query';
import { formatClockTime } from '../../../../lib/calendar-date';
import { currentLanguage } from '../../../../lib/i18n';
import { bookingPaymentPath } from '../../../../lib/paths';
import { myHoldsQuery, useMyHolds } from '../../api/my-holds';
import { minutesLeft } from '../own-holds';

/** Set on the payment screen a declined checkout came back to. */
export const declinedParam = 'declined';

/** The payment screen's slot for a hold of the player's. */
export function paymentQueryOfHold(hold: MyBooking): BookingQuery {
  return {
    court: hold.court.name,
    courtID: hold.court.id,
    clubID: hold.court.club.id,
    photo: hold.court.club.photo,
    date: hold.date,
    startTime: hold.startTime,
    endTime: hold.endTime,
    duration: hold.duration,
  };
}

/** The payment screen of a hold whose payment was declined, saying so. */
export function declinedHoldPath(hold: MyBooking): string {
  return `${bookingPaymentPath(paymentQueryOfHold(hold))}&${declinedParam}=1`;
}

/**
 * A declined booking checkout keeps its hold until it lapses: the player goes back to its
 * payment screen to pay another way rather than choosing club, day, hour and court again.
 */
export function useBackToDeclinedHold(): (payment: Payment) => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    (payment: Payment) => {
      if (payment.purpose !== 'booking' || payment.status !== 'failed') return;
      void queryClient.fetchQuery(myHoldsQuery()).then(
        (holds) => {
          const hold = holds.find(
            ({ id, ...held }) => id === payment.subjectId && minutesLeft(held, new Date()) > 0,
          );
          if (hold) void navigate(declinedHoldPath(hold), { replace: true });
        },
        () => undefined,
      );
    },
    [navigate, queryClient],
  );
}

/** The player's live hold of exactly this slot, if they have one. */
function heldSlot(holds: readonly MyBooking[] | undefined, booking: BookingQuery) {
  const now = new Date();
  return holds?.find(
    (hold) =>
      hold.court.id === booking.courtID &&
      hold.date === booking.date &&
      hold.startTime === booking.startTime &&
      hold.duration === booking.duration &&
      minutesLeft(hold, now) > 0,
  );
}

/** On the payment screen after a decline: what happened, and until when the court is held. */
export function DeclinedNotice({ booking }: { booking: BookingQuery }) {
  const { t } = useTranslation();
  const holds = useMyHolds();
  const hold = heldSlot(holds.data, booking);
  if (holds.isPending) return null;
  let message = t('bookingPayment.declined.lapsed');
  if (hold?.holdExpiresAt) {
    const until = utcToClubLocal(hold.holdExpiresAt, hold.court.club.timeZone);
    const time = `${String(until.hour).padStart(2, '0')}:${String(until.minute).padStart(2, '0')}`;
    message = t('bookingPayment.declined.held', {
      court: booking.court,
      time: formatClockTime(time, currentLanguage()),
    });
  }
  return (
    <Alert severity="warning" variant="outlined" title={t('bookingPayment.declined.title')}>
      {message}
    </Alert>
  );
}
