import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { ActivitySeatMethod, ActivitySeatResponse } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { useAlertDialog } from '@/components/alert-dialog';
import { ApiError } from '@/lib/api-client';
import { checkoutUrlOf, goToCheckout } from '@/lib/checkout';
import { usePaymentAttempts, type AttemptEnd } from '@/lib/payment-attempts';
import { paths } from '@/lib/paths';
import { activityKeys, coinKeys } from '@/lib/query-keys';
import { usePaySeat } from '../api/activities';

/**
 * Books and pays a seat with one method: coins pay it at once and cash leaves it to pay at
 * the club; the hosted methods open their checkout, which returns to the activities screen.
 */
export function useSeatPayment(occurrenceId: string) {
  const { t } = useTranslation();
  const alerts = useAlertDialog();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const payment = usePaySeat();
  const attempt = usePaymentAttempts();
  const [leavingWith, setLeavingWith] = useState<ActivitySeatMethod | null>(null);

  const answered = async (method: ActivitySeatMethod, answer: ActivitySeatResponse) => {
    if (answer.status === 'pending') {
      const url = checkoutUrlOf(answer);
      if (!url) throw new Error('The provider answered no checkout address');
      setLeavingWith(method);
      return goToCheckout(url);
    }
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: activityKeys.all }),
      queryClient.invalidateQueries({ queryKey: coinKeys.balance() }),
    ]);
    alerts.show({
      kind: 'success',
      title: t('activities.paid.title'),
      message: t(method === 'cash' ? 'activities.paid.cash' : 'activities.paid.message'),
      onClose: () => void navigate(paths.activities),
    });
  };

  const refused = (error: unknown): AttemptEnd => {
    alerts.show({
      kind: 'error',
      title: t('payment.failed.title'),
      message:
        error instanceof ApiError && error.status === 409
          ? error.message
          : t('payment.failed.message'),
    });
    return error instanceof ApiError && error.status === 0 ? 'unanswered' : 'answered';
  };

  const pay = (method: ActivitySeatMethod, phone?: string) =>
    attempt(method, phone, (idempotencyKey) =>
      payment
        .mutateAsync({ occurrenceId, method, idempotencyKey, phone })
        .then((answer) => answered(method, answer))
        .then((): AttemptEnd => 'answered', refused),
    );

  const busy = leavingWith ?? (payment.isPending ? (payment.variables?.method ?? null) : null);
  return { pay, busy };
}
