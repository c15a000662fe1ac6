import type { HostedPaymentMethod } from '@courtside/shared';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.js';
import type { Logger } from '#server/lib/logger.js';
import type { PaymentProviders } from '#server/payments/provider.js';
import * as repo from './payments.repo.js';

/**
 * A checkout lives as long as its payment: once the payment ended on our side (the hold
 * lapsed, the payer cancelled, it was declined) the sweeper closes its checkout at providers
 * that can (Stripe expires the session), so the payer cannot pay a court that is no longer
 * held. A payment made in between is still booked or refunded (provider-outcomes.ts).
 */
export function createCheckoutClosing(deps: {
  db: Kysely<Database>;
  providers: Partial<PaymentProviders>;
  log: Logger;
}) {
  const { db, providers, log } = deps;
  const closable = Object.values(providers).filter((provider) => provider.close);
  return {
    /** One round of the sweeper: answers how many checkouts it closed. */
    async closeEndedCheckouts(): Promise<number> {
      if (closable.length === 0) return 0;
      const open = await repo.checkoutsLeftOpen(
        db,
        closable.map((provider) => provider.method),
        100,
      );
      let closed = 0;
      for (const payment of open) {
        const provider = providers[payment.method as HostedPaymentMethod];
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
