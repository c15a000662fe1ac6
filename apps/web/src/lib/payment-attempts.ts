import { useRef } from 'react';
import type { PaymentMethod } from '@courtside/shared';

interface Attempt {
  /** The method and the phone it charges: another of either is another attempt. */
  identity: string;
  key: string;
  running: Promise<void> | null;
}

/** Whether the server answered; without an answer the attempt may have started a booking. */
export type AttemptEnd = 'answered' | 'unanswered';

/**
 * Payment attempts and their Idempotency-Keys. A key is minted when an attempt starts; a
 * second tap while it runs joins it, and a retry after an unanswered request sends the same
 * key, so the server answers the booking already started instead of refusing the slot as
 * taken. Once answered, the next tap is a new attempt.
 */
export function usePaymentAttempts() {
  const current = useRef<Attempt | null>(null);

  return (
    method: PaymentMethod,
    phone: string | undefined,
    send: (idempotencyKey: string) => Promise<AttemptEnd>,
  ): Promise<void> => {
    const identity = `${method}:${phone ?? ''}`;
    const attempt =
      current.current?.identity === identity
        ? current.current
        : { identity, key: crypto.randomUUID(), running: null };
    current.current = attempt;
    if (attempt.running) return attempt.running;
    attempt.running = send(attempt.key).then((end) => {
      attempt.running = null;
      if (end === 'answered' && current.current === attempt) current.current = null;
    });
    return attempt.running;
  };
}
