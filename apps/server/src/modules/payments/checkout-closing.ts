import type { HostedPaymentMethod } from '@courtside/shared';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.js';
import type { Logger } from '#server/lib/logger.js';
import {
  providerNamed,
  type ConfiguredProviders,
  type ProviderName,
} from '#server/payments/provider.js';
import * as repo from './payments.repo.js';

/** Each configured provider that can close its checkouts, with the methods it closes. */
function closersOf(providers: ConfiguredProviders) {
  return Object.entries(providers).flatMap(([provider, byMethod]) => {
    const methods = Object.values(byMethod)
      .filter((one) => one.close)
      .map((one): HostedPaymentMethod => one.method);
    return methods.length > 0 ? [{ provider: provider as ProviderName, methods }] : [];
  });
}

/**
 * A checkout lives as long as its payment: once the payment ended on our side (the hold
 * lapsed, the payer cancelled, it was declined) the sweeper closes its checkout at providers
 * that can (Stripe expires the session), so the payer cannot pay a court that is no longer
 * held. A payment made in between is still booked or refunded (provider-outcomes.ts). Each
 * checkout is closed by the provider that opened it, never by another serving its method now.
 */
export function createCheckoutClosing(deps: {
  db: Kysely<Database>;
  providers: ConfiguredProviders;
  log: Logger;
}) {
  const { db, providers, log } = deps;
  const closers = closersOf(providers);
  return {
    /** One round of the sweeper: answers how many checkouts it closed. */
    async closeEndedCheckouts(): Promise<number> {
      if (closers.length === 0) return 0;
      const open = await repo.checkoutsLeftOpen(db, closers, 100);
      let closed = 0;
      for (const payment of open) {
        const provider = providerNamed(providers, payment.provider, payment.method);
        try {
          await provider?.close?.(payment.provider_ref ?? '');
          await repo.forgetCheckout(db, payment.id);
          closed += 1;
        } catch (error) {
          log.error(
            { err: error, paymentId: payment.id },
            'a checkout could not be closed; retrying later',
          );
        }
      }
      return closed;
    },
  };
}
