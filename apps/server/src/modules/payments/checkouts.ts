import {
  errorCodes,
  hostedPaymentMethodSchema,
  type HostedPaymentMethod,
  type Payment,
} from '@courtside/shared';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.js';
import { DomainError } from '#server/lib/domain-error.js';
import type { Logger } from '#server/lib/logger.js';
import type { PaymentProviders } from '#server/payments/provider.js';
import type { ProviderOutcomes } from './provider-outcomes.js';
import { checkoutAddress, toPayment, type Checkout } from './payment.mapper.js';
import * as repo from './payments.repo.js';

interface CheckoutDeps {
  db: Kysely<Database>;
  providers: Partial<PaymentProviders>;
  log: Logger;
  outcomes: ProviderOutcomes;
}

/** The hosted providers' side of a payment: opening its checkout and hearing its outcome. */
export function createCheckouts({ db, providers, log, outcomes }: CheckoutDeps) {
  return {
    /**
     * Opens (or reopens) the hosted checkout of a pending payment; outside any transaction,
     * since a real provider answers over the network. A provider that fails ends the payment
     * as failed, which releases what was kept for it.
     */
    async checkout(payment: repo.PaymentRow): Promise<Checkout> {
      const method = hostedPaymentMethodSchema.safeParse(payment.method);
      if (!method.success) return {};
      if (payment.checkout_url) return checkoutAddress(method.data, payment.checkout_url);
      try {
        const provider = providers[method.data];
        if (!provider) throw new Error(`no provider for ${method.data}`);
        const started = await provider.start({
          paymentId: payment.id,
          purpose: payment.purpose,
          subjectId: payment.subject_id,
          amount: payment.amount,
          currency: payment.currency,
          payerPhone: payment.payer_phone,
        });
        const address = started.formUrl ?? started.url ?? '';
        await repo.setCheckout(db, payment.id, {
          provider: provider.name,
          providerRef: started.providerRef,
          checkoutUrl: address,
        });
        return checkoutAddress(method.data, address);
      } catch (error) {
        log.error({ err: error, paymentId: payment.id }, 'a checkout could not be started');
        await outcomes.apply(payment.id, payment.user_id, false);
        throw new DomainError(
          502,
          errorCodes.providerUnavailable,
          'The payment provider could not be reached. Nothing was charged.',
        );
      }
    },

    /** A provider's signed report of the payment's outcome; idempotent. */
    async handleCallback(
      method: HostedPaymentMethod,
      body: unknown,
      headers: Record<string, unknown>,
    ): Promise<Payment> {
      const callback = providers[method]?.verifyCallback?.(body, headers);
      const payment = callback ? await repo.findPayment(db, callback.paymentId) : undefined;
      if (
        !callback ||
        !payment ||
        payment.method !== method ||
        payment.provider_ref !== callback.providerRef
      )
        throw new DomainError(
          401,
          errorCodes.invalidSignature,
          'The callback signature does not match',
        );
      const paid = callback.status === 'succeeded';
      return toPayment(await outcomes.apply(payment.id, payment.user_id, paid));
    },
  };
}
