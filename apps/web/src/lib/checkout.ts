import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Payment } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useAlertDialog, type AlertOptions } from './alerts';
import { fetchPayment } from './api/payment';
import {
  activityKeys,
  championshipKeys,
  coinKeys,
  invalidateAfterBooking,
  matchKeys,
  membershipKeys,
  paymentKeys,
  socialKeys,
} from './query-keys';

/** The query parameter the hosted checkout adds when it sends the payer back. */
export const paymentReturnParam = 'payment';

/**
 * Opens a provider's hosted checkout in this tab (wallet and mobile answer `url`, card
 * answers `formUrl`); the checkout sends the payer back with `?payment=<id>`.
 */
export function goToCheckout(url: string): void {
  window.location.assign(url);
}

export function checkoutUrlOf(answer: { url?: string; formUrl?: string }): string | null {
  return answer.url ?? answer.formUrl ?? null;
}

export type PaymentReturnKind =
  'booking' | 'coinPack' | 'championship' | 'activity' | 'social' | 'matchShare' | 'membership';

// The sandbox confirms before redirecting, but a real provider's callback may lag a little.
const pendingPollMs = 2000;
const maxPendingPolls = 5;

/** The payment once it has ended, or still pending after a few polls. */
async function settledPayment(id: string, signal: AbortSignal): Promise<Payment> {
  for (let poll = 1; ; poll++) {
    const payment = await fetchPayment(id, signal);
    if (payment.status !== 'pending' || poll >= maxPendingPolls) return payment;
    await new Promise((resolve) => setTimeout(resolve, pendingPollMs));
  }
}

/**
 * On the screen a checkout returns to: reads `?payment=<id>`, asks the server how the payment
 * ended, tells the user (SPEC 8: a failure is 'Error Booking' / 'Booking is not available at
 * this time', for coin packs too), refreshes what the payment changed and drops the parameter.
 */
export function usePaymentReturn(
  kind: PaymentReturnKind,
  options: {
    /** Once the failure is told: where the payer may go on from (a hold still theirs). */
    afterFailure?: (payment: Payment) => void;
  } = {},
): {
  checking: boolean;
  /** The payment came back succeeded; stays true once the parameter is dropped. */
  succeeded: boolean;
} {
  const { t } = useTranslation();
  const alerts = useAlertDialog();
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const paymentId = searchParams.get(paymentReturnParam);
  const handled = useRef<string | null>(null);
  const [succeeded, setSucceeded] = useState(false);
  const { afterFailure } = options;

  const payment = useQuery({
    queryKey: paymentKeys.detail(paymentId),
    queryFn: ({ signal }) => settledPayment(paymentId ?? '', signal),
    enabled: paymentId !== null,
    staleTime: 0,
  });

  const outcome = outcomeOf(payment);

  useEffect(() => {
    if (!paymentId || !outcome || handled.current === paymentId) return;
    handled.current = paymentId;
    setSucceeded(outcome === 'succeeded');
    alerts.show(outcomeAlert(kind, outcome, t));
    void invalidateAfterPayment(queryClient, kind);
    setSearchParams(
      (params) => {
        params.delete(paymentReturnParam);
        return params;
      },
      { replace: true },
    );
    if (outcome === 'failed' && payment.data) afterFailure?.(payment.data);
  }, [
    alerts,
    kind,
    outcome,
    paymentId,
    queryClient,
    setSearchParams,
    t,
    payment.data,
    afterFailure,
  ]);

  return { checking: paymentId !== null && outcome === null, succeeded };
}

/**
 * A booking (or its released hold), a championship place, a seat, a night's place, a match's
 * share or the coins changed.
 */
function invalidateAfterPayment(queryClient: QueryClient, kind: PaymentReturnKind) {
  if (kind === 'booking') return invalidateAfterBooking(queryClient);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: coinKeys.balance() }),
    kind === 'championship' && queryClient.invalidateQueries({ queryKey: championshipKeys.all }),
    kind === 'activity' && queryClient.invalidateQueries({ queryKey: activityKeys.all }),
    kind === 'social' && queryClient.invalidateQueries({ queryKey: socialKeys.all }),
    kind === 'matchShare' && queryClient.invalidateQueries({ queryKey: matchKeys.all }),
    kind === 'membership' && queryClient.invalidateQueries({ queryKey: membershipKeys.all }),
  ]);
}

type Outcome = 'succeeded' | 'failed' | 'pending';

/** How the payment ended, or null while it is still being asked about. */
function outcomeOf(query: { isError: boolean; data?: Payment }): Outcome | null {
  if (query.isError) return 'failed';
  const status = query.data?.status;
  if (status === undefined) return null;
  if (status === 'succeeded' || status === 'pending') return status;
  // Declined, expired, cancelled or refunded: the purchase did not happen.
  return 'failed';
}

const successKeys: Record<PaymentReturnKind, string> = {
  booking: 'payment.bookingSucceeded',
  coinPack: 'payment.coinPackSucceeded',
  championship: 'championships.paid',
  activity: 'activities.paid',
  social: 'socials.paid',
  matchShare: 'matches.sharePaid',
  membership: 'memberships.player.paid',
};

function outcomeAlert(kind: PaymentReturnKind, outcome: Outcome, t: TFunction): AlertOptions {
  if (outcome === 'succeeded') {
    return {
      kind: 'success',
      title: t(`${successKeys[kind]}.title`),
      message: t(`${successKeys[kind]}.message`),
    };
  }
  if (outcome === 'pending') {
    return {
      kind: 'info',
      title: t('payment.pending.title'),
      message: t('payment.pending.message'),
    };
  }
  return { kind: 'error', title: t('payment.failed.title'), message: t('payment.failed.message') };
}
