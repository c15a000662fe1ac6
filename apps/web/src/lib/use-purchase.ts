import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { PaymentMethod } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { useAlertDialog } from './alerts';
import { ApiError } from './api-client';
import { checkoutUrlOf, goToCheckout } from './checkout';
import { usePaymentAttempts, type AttemptEnd } from './payment-attempts';

/** What starting a purchase answers: settled at once, or pending with a hosted checkout. */
export interface PurchaseAnswer {
  status: string;
  url?: string;
  formUrl?: string;
}

export interface PurchaseOptions<M extends PaymentMethod> {
  /** Starts the payment with this method (one idempotency key per attempt). */
  start: (method: M, idempotencyKey: string, phone?: string) => Promise<PurchaseAnswer>;
  /** The method whose request is on its way, if any. */
  pendingMethod: M | null;
  /** The queries a settled purchase changed. */
  touched: readonly QueryKey[];
  /** The success alert's title and message for the method, and where its OK leads. */
  paid: (method: M) => { title: string; message: string; then: string };
}

/**
 * One purchase with one method, as a championship place or an activity seat is paid: coins
 * and cash settle at once and say so; the hosted methods open their checkout, which sends the
 * payer back; a refusal shows the payment alert (a 409 says why).
 */
export function usePurchase<M extends PaymentMethod>(options: PurchaseOptions<M>) {
  const { t } = useTranslation();
  const alerts = useAlertDialog();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const attempt = usePaymentAttempts();
  const [leavingWith, setLeavingWith] = useState<M | null>(null);

  const answered = async (method: M, answer: PurchaseAnswer) => {
    if (answer.status === 'pending') {
      const url = checkoutUrlOf(answer);
      if (!url) throw new Error('The provider answered no checkout address');
      setLeavingWith(method);
      return goToCheckout(url);
    }
    await Promise.all(
      options.touched.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
    const { title, message, then } = options.paid(method);
    alerts.show({ kind: 'success', title, message, onClose: () => void navigate(then) });
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

  const pay = (method: M, phone?: string) =>
    attempt(method, phone, (idempotencyKey) =>
      options
        .start(method, idempotencyKey, phone)
        .then((answer) => answered(method, answer))
        .then((): AttemptEnd => 'answered', refused),
    );

  return { pay, busy: leavingWith ?? options.pendingMethod };
}
