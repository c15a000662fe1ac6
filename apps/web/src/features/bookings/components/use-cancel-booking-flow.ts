import { useState } from 'react';
import type { MyBooking } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { useAlertDialog } from '../../../components/alert-dialog';
import { ApiError } from '../../../lib/api-client';
import { useCancelBooking } from '../api/cancel-booking';

/** Ask, cancel, then say what came back: refunded coins, or why it could not be cancelled. */
export function useCancelBookingFlow() {
  const { t } = useTranslation();
  const alerts = useAlertDialog();
  const cancellation = useCancelBooking();
  const [asking, setAsking] = useState<MyBooking | null>(null);

  const confirm = (booking: MyBooking) =>
    cancellation.mutate(booking.id, {
      onSuccess: ({ refundedCoins, coinBalance }) =>
        alerts.show({
          kind: 'success',
          title: t('myBooking.cancelledTitle'),
          message:
            refundedCoins > 0
              ? t('myBooking.refunded', { count: refundedCoins, balance: coinBalance })
              : t('myBooking.cancelledMessage'),
        }),
      onError: (error) => {
        const tooLate = error instanceof ApiError && error.body.code === 'TOO_LATE_TO_CANCEL';
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
