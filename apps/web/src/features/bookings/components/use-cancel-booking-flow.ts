import { useState } from 'react';
import type { CancelBookingResponse, MyBooking, RefundChoice } from '@courtside/shared';
import { conflictCodes } from '@courtside/shared/conflict-codes';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useAlertDialog } from '@/lib/alerts';
import { formatPrice } from '@/lib/money';
import { ApiError } from '../../../lib/api-client';
import { bookingKeys } from '../../../lib/query-keys';
import { useCancelBooking } from '../api/cancel-booking';

/** Ask, cancel, then say what came back: refunded coins, or why it could not be cancelled. */
export function useCancelBookingFlow() {
  const { t } = useTranslation();
  const alerts = useAlertDialog();
  const queryClient = useQueryClient();
  const cancellation = useCancelBooking();
  const [asking, setAsking] = useState<MyBooking | null>(null);

  // The card leaves Upcoming at once, before the lists are read again (History shows it).
  const showCancelled = (cancelled: MyBooking) => {
    queryClient.setQueryData<MyBooking[]>(bookingKeys.upcoming(), (list) =>
      list?.filter((booking) => booking.id !== cancelled.id),
    );
    queryClient.setQueryData<MyBooking[]>(bookingKeys.holds(), (list) =>
      list?.filter((hold) => hold.id !== cancelled.id),
    );
  };

  const confirm = (booking: MyBooking, refundTo: RefundChoice) =>
    cancellation.mutate(
      { id: booking.id, refundTo },
      {
        onSuccess: (answer) => {
          showCancelled(answer.booking);
          alerts.show({
            kind: 'success',
            title: t('myBooking.cancelledTitle'),
            message: whatCameBack(answer, t),
          });
        },
        onError: (error) => {
          const tooLate =
            error instanceof ApiError && error.body.code === conflictCodes.TOO_LATE_TO_CANCEL;
          alerts.show({
            kind: 'error',
            title: t('myBooking.cancelFailedTitle'),
            message: tooLate
              ? t('myBooking.tooLate', { hours: booking.court.club.cancellation.noticeHours })
              : t('common.unexpectedError'),
          });
        },
        onSettled: () => setAsking(null),
      },
    );

  return { asking, ask: setAsking, confirm, busy: cancellation.isPending };
}

function whatCameBack(
  { booking, refundedTo, refundedAmount, refundedCoins, coinBalance }: CancelBookingResponse,
  t: TFunction,
): string {
  if (refundedTo === 'coins')
    return t('myBooking.refunded', { count: refundedCoins, balance: coinBalance });
  if (refundedTo === 'provider')
    return t('myBooking.refundedToProvider', {
      amount: formatPrice(refundedAmount, booking.currency),
    });
  return t('myBooking.cancelledMessage');
}
