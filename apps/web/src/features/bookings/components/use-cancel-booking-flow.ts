import { useState } from 'react';
import type { MyBooking } from '@courtside/shared';
import { conflictCodes } from '@courtside/shared/conflict-codes';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAlertDialog } from '@/lib/alerts';
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

  // The card shows its new state at once, before the lists are read again.
  const showCancelled = (cancelled: MyBooking) => {
    queryClient.setQueryData<MyBooking[]>(bookingKeys.mine(), (list) => [
      ...(list ?? []).filter((booking) => booking.id !== cancelled.id),
      cancelled,
    ]);
    queryClient.setQueryData<MyBooking[]>(bookingKeys.holds(), (list) =>
      list?.filter((hold) => hold.id !== cancelled.id),
    );
  };

  const confirm = (booking: MyBooking) =>
    cancellation.mutate(booking.id, {
      onSuccess: ({ booking: cancelled, refundedCoins, coinBalance }) => {
        showCancelled(cancelled);
        alerts.show({
          kind: 'success',
          title: t('myBooking.cancelledTitle'),
          message:
            refundedCoins > 0
              ? t('myBooking.refunded', { count: refundedCoins, balance: coinBalance })
              : t('myBooking.cancelledMessage'),
        });
      },
      onError: (error) => {
        const tooLate =
          error instanceof ApiError && error.body.code === conflictCodes.TOO_LATE_TO_CANCEL;
        alerts.show({
          kind: 'error',
          title: t('myBooking.cancelFailedTitle'),
          message: t(tooLate ? 'myBooking.tooLate' : 'common.unexpectedError'),
        });
      },
      onSettled: () => setAsking(null),
    });

  return { asking, ask: setAsking, confirm, busy: cancellation.isPending };
}
