import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MyBooking } from '@courtside/shared';
import { conflictCodes } from '@courtside/shared/conflict-codes';
import { useAlertDialog } from '@/lib/alerts';
import { ApiError } from '../../../../lib/api-client';
import type { BookingQuery } from '../../../../lib/booking-query';
import { bookCourtPath, paths } from '../../../../lib/paths';
import { bookingKeys, coinKeys, invalidateAfterBooking } from '../../../../lib/query-keys';
import { currentLanguage } from '../../../../lib/i18n';
import { cancellationRuleText, ruledBooking } from '../../cancellation-text';

/** Why the server refused to start a payment, as far as the player can act on it. */
export type Refusal = SlotRefusal | ExplainedRefusal | 'failed';
type SlotRefusal = 'alreadyBooked' | 'notAvailable';
/** Refusals told in an alert of their own, under bookingPayment.<refusal>. */
type ExplainedRefusal =
  'notEnoughCoins' | 'tooManyHolds' | 'tooManyCashBookings' | 'beyondHorizon' | 'cashBlocked';

const refusalsByCode: Record<string, Refusal> = {
  [conflictCodes.SLOT_TAKEN]: 'alreadyBooked',
  [conflictCodes.SLOT_UNAVAILABLE]: 'notAvailable',
  [conflictCodes.NOT_ENOUGH_COINS]: 'notEnoughCoins',
  [conflictCodes.TOO_MANY_HOLDS]: 'tooManyHolds',
  [conflictCodes.TOO_MANY_CASH_BOOKINGS]: 'tooManyCashBookings',
  [conflictCodes.CASH_BLOCKED_NO_SHOWS]: 'cashBlocked',
};

/** Where each explained refusal's title and message are; no-shows are the club day's words. */
const refusalKey = (refusal: ExplainedRefusal) =>
  refusal === 'cashBlocked' ? 'clubDay.cashBlocked' : `bookingPayment.${refusal}`;

export function refusalOf(error: unknown): Refusal {
  if (!(error instanceof ApiError)) return 'failed';
  // The server refuses a day past its booking horizon as an invalid date.
  if (error.status === 400 && error.body.details?.some(({ field }) => field === 'body.date'))
    return 'beyondHorizon';
  return refusalsByCode[error.body.code] ?? 'failed';
}

/**
 * Step 3 of the checkout: tells the player how starting the payment ended. Confirmed at once
 * (cash, coins) goes to my bookings; any limit reached or a day not yet open is said plainly;
 * every other failure, a slot taken meanwhile included, is SPEC 8's 'Error Booking'.
 */
export function useBookingOutcome(booking: BookingQuery) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const alerts = useAlertDialog();

  const alert = (kind: 'success' | 'error', key: string, onClose?: () => void) =>
    alerts.show({ kind, title: t(`${key}.title`), message: t(`${key}.message`), onClose });

  /** Booked: said with the club's cancellation rule for it, as the booking's confirmation. */
  const confirmed = (booked: MyBooking) => {
    const rule = cancellationRuleText(ruledBooking(booked), t, currentLanguage());
    alerts.show({
      kind: 'success',
      title: t('payment.bookingSucceeded.title'),
      message: t('payment.bookingSucceeded.withRule', { rule }),
    });
    void invalidateAfterBooking(queryClient);
    void navigate(paths.myBooking, { replace: true });
  };

  const failed = () => alert('error', 'payment.failed');

  // The grid this screen was opened from, with its courts and day, is one step back.
  const backToGrid = () => {
    if (location.key !== 'default') void navigate(-1);
    else {
      const grid = bookCourtPath(booking.clubID, { court: [booking.courtID], date: booking.date });
      void navigate(grid, { replace: true });
    }
  };

  // Someone else took the hour (or it closed) meanwhile: SPEC 8's alert like any failed
  // payment, then the fresh grid to choose again.
  const slotGone = () => {
    void queryClient.invalidateQueries({ queryKey: bookingKeys.days() });
    alert('error', 'payment.failed', backToGrid);
  };

  const refused = (error: unknown) => {
    const refusal = refusalOf(error);
    if (refusal === 'alreadyBooked' || refusal === 'notAvailable') return slotGone();
    if (refusal === 'failed') return failed();
    // The balance the screen shows was out of date.
    if (refusal === 'notEnoughCoins')
      void queryClient.invalidateQueries({ queryKey: coinKeys.balance() });
    alert('error', refusalKey(refusal));
  };

  return { confirmed, failed, refused };
}
