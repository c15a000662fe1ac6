import type { HostedPaymentMethod } from '@courtside/shared';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.js';
import type { Clock } from '#server/lib/clock.js';
import type { Logger } from '#server/lib/logger.js';
import type { PaymentProviders, ProviderEvent, ProviderName } from '#server/payments/provider.js';
import type { ProviderOutcomes } from './provider-outcomes.js';
import * as repo from './payments.repo.js';

interface EventDeps {
  db: Kysely<Database>;
  clock: Clock;
  providers: Partial<PaymentProviders>;
  log: Logger;
  outcomes: ProviderOutcomes;
}

/**
 * Events a provider delivers to its own webhook (Stripe's), verified by the provider. Each is
 * applied once by its id; they may come in any order, since settling a payment is final and
 * a payment ended on our side that is paid late is booked or refunded (provider-outcomes.ts).
 */
export function createProviderEvents({ db, clock, providers, log, outcomes }: EventDeps) {
  /** The payment an outcome settles, or null when it is none of ours or does not add up. */
  async function settledPayment(
    outcome: NonNullable<ProviderEvent['outcome']>,
    event: ProviderEvent,
  ) {
    const payment = await repo.findPayment(db, outcome.paymentId);
    if (
      !payment ||
      payment.provider !== event.provider ||
      payment.provider_ref !== outcome.providerRef
    ) {
      log.warn(
        { eventId: event.eventId, type: event.type },
        'a provider event names no payment of ours',
      );
      return null;
    }
    const sameMoney = outcome.amount === payment.amount && outcome.currency === payment.currency;
    if (outcome.paid && !sameMoney) {
      log.error(
        {
          eventId: event.eventId,
          paymentId: payment.id,
          amount: outcome.amount,
          currency: outcome.currency,
        },
        'a provider took another amount than the payment asked for; it is left for a person to settle',
      );
      return null;
    }
    return payment;
  }

  return {
    /**
     * Applies a verified event once; answers false to a delivery of an event already kept (a
     * replay), or kept by another delivery at the same moment. The event is kept in the
     * transaction that settles its payment, so it is applied exactly when it is kept: an
     * event whose settling failed is not kept, and Stripe's redelivery applies it.
     */
    async handleProviderEvent(event: ProviderEvent): Promise<boolean> {
      const payment = event.outcome ? await settledPayment(event.outcome, event) : null;
      const keep = (into: Kysely<Database>) =>
        repo.keepProviderEvent(into, {
          provider: event.provider,
          event_id: event.eventId,
          type: event.type,
          payment_id: payment?.id ?? null,
          received_at: clock.now().toISOString(),
        });
      if (!payment || !event.outcome) return keep(db);
      return outcomes.applyOnce(payment.id, payment.user_id, event.outcome.paid, (tx) =>
        keep(tx.db),
      );
    },

    /** Which provider takes the money of each hosted method here; null where none does. */
    providerNames(): Record<HostedPaymentMethod, ProviderName | null> {
      return {
        card: providers.card?.name ?? null,
        wallet: providers.wallet?.name ?? null,
        mobile: providers.mobile?.name ?? null,
      };
    },
  };
}
