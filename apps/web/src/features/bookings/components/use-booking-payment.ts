import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { BookingPaymentResponse, PaymentMethod } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { useAlertDialog } from '../../../components/alert-dialog';
import { useSlotToast } from '../../../components/slot-toast';
import { ApiError } from '../../../lib/api-client';
import type { BookingQuery } from '../../../lib/booking-query';
import { checkoutUrlOf, goToCheckout } from '../../../lib/checkout';
import { bookingKeys, coinKeys, invalidateAfterBooking } from '../../../lib/query-keys';
import { bookCourtPath, paths } from '../../../lib/paths';
import { usePayForBooking } from '../api/booking-payment';

/**
 * Pays a booking with one method and handles every answer: confirmed at once (cash, coins),
 * a hosted checkout to open (wallet, mobile, card), a slot taken meanwhile, too few coins,
 * or any other failure (SPEC 8: 'Error Booking').
 */
export function useBookingPayment(booking: BookingQuery) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const alerts = useAlertDialog();
  const showSlotToast = useSlotToast();
  const payment = usePayForBooking();
  // Set while the browser leaves for a checkout page, so the buttons stay busy until it has.
  const [leavingWith, setLeavingWith] = useState<PaymentMethod | null>(null);

  const confirmed = () => {
    alerts.show({
      kind: 'success',
      title: t('payment.bookingSucceeded.title'),
      message: t('payment.bookingSucceeded.message'),
    });
    void invalidateAfterBooking(queryClient);
    void navigate(paths.myBooking, { replace: true });
  };

  const failed = () =>
    alerts.show({
      kind: 'error',
      title: t('payment.failed.title'),
      message: t('payment.failed.message'),
    });

  // Someone else took the hour (or it closed) meanwhile: say so and show the fresh grid.
  const backToGrid = (toast: 'alreadyBooked' | 'notAvailable') => {
    showSlotToast(toast);
    void queryClient.invalidateQueries({ queryKey: bookingKeys.days() });
    // The grid this screen was opened from, with its courts and day, is one step back.
    if (location.key !== 'default') void navigate(-1);
    else {
      const grid = bookCourtPath(booking.clubID, { court: [booking.courtID], date: booking.date });
      void navigate(grid, { replace: true });
    }
  };

  const answered = (method: PaymentMethod, answer: BookingPaymentResponse) => {
    if (answer.status === 'confirmed') return confirmed();
    const url = checkoutUrlOf(answer);
    if (!url) return failed();
    setLeavingWith(method);
    goToCheckout(url);
  };

  const refused = (error: unknown) => {
    const code = error instanceof ApiError ? error.body.code : null;
    if (code === 'SLOT_TAKEN') return backToGrid('alreadyBooked');
    if (code === 'SLOT_UNAVAILABLE') return backToGrid('notAvailable');
    if (code === 'NOT_ENOUGH_COINS') {
      void queryClient.invalidateQueries({ queryKey: coinKeys.balance() });
      return alerts.show({
        kind: 'error',
        title: t('bookingPayment.notEnoughCoins.title'),
        message: t('bookingPayment.notEnoughCoins.message'),
      });
    }
    failed();
  };

  /** Resolves once the answer has been handled, whatever it was. */
  const pay = (method: PaymentMethod, phone?: string): Promise<void> =>
    payment
      .mutateAsync(
        {
          method,
          body: {
            court: booking.court,
            courtID: booking.courtID,
            clubID: booking.clubID,
            date: booking.date,
            startTime: booking.startTime,
            endTime: booking.endTime,
            duration: booking.duration,
            isAvailable: false,
            ...(phone ? { phone } : {}),
          },
        },
        { onSuccess: (answer) => answered(method, answer), onError: refused },
      )
      .then(
        () => undefined,
        () => undefined,
      );

  const busy = leavingWith ?? (payment.isPending ? (payment.variables?.method ?? null) : null);
  return { pay, busy };
}
