import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { ChampionPaymentResponse } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { useAlertDialog } from '@/components/alert-dialog';
import { ApiError } from '@/lib/api-client';
import { checkoutUrlOf, goToCheckout } from '@/lib/checkout';
import { usePaymentAttempts, type AttemptEnd } from '@/lib/payment-attempts';
import { paths } from '@/lib/paths';
import { championKeys, coinKeys } from '@/lib/query-keys';
import { usePayEntry, type EntryMethod } from '../api/entry-payment';

/**
 * Pays an accepted place with one method: coins make the player a participant at once; the
 * hosted methods open their checkout, which returns to the championship requests screen.
 */
export function useEntryPayment(requestId: string) {
  const { t } = useTranslation();
  const alerts = useAlertDialog();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const payment = usePayEntry();
  const attempt = usePaymentAttempts();
  const [leavingWith, setLeavingWith] = useState<EntryMethod | null>(null);

  const answered = async (method: EntryMethod, answer: ChampionPaymentResponse) => {
    if (answer.status === 'pending') {
      const url = checkoutUrlOf(answer);
      if (!url) throw new Error('The provider answered no checkout address');
      setLeavingWith(method);
      return goToCheckout(url);
    }
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: championKeys.all }),
      queryClient.invalidateQueries({ queryKey: coinKeys.balance() }),
    ]);
    alerts.show({
      kind: 'success',
      title: t('championships.paid.title'),
      message: t('championships.paid.message'),
      onClose: () => void navigate(paths.championRequest),
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

  const pay = (method: EntryMethod, phone?: string) =>
    attempt(method, phone, (idempotencyKey) =>
      payment
        .mutateAsync({ requestId, method, idempotencyKey, phone })
        .then((answer) => answered(method, answer))
        .then((): AttemptEnd => 'answered', refused),
    );

  const busy = leavingWith ?? (payment.isPending ? (payment.variables?.method ?? null) : null);
  return { pay, busy };
}
