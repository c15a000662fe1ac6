import Stripe from 'stripe';
import type { PaymentProvider, ProviderEvent } from '#server/payments/provider.js';
import { purposeTitles } from '#server/payments/purpose-titles.js';
import { returnPath } from '#server/payments/return-url.js';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Where the browser reaches this server: Stripe sends the payer back there. */
  publicUrl: string;
  /** Another address for Stripe's API (a local stand-in in tests); unset, Stripe's own. */
  apiUrl?: string | null;
}

/**
 * Stripe's shortest checkout: a session must stay open at least 30 minutes. Our hold is
 * shorter; a payment completed after it lapsed is booked if the court is still free,
 * otherwise refunded (docs/decisions.md, "Card payments through Stripe").
 */
const sessionMinutes = 31;

/** The events that settle a payment: paid, or not paid (declined, or the checkout expired). */
const outcomeOfEvent: Record<string, (session: Stripe.Checkout.Session) => boolean | null> = {
  // Paid by card or wallet; a delayed method (a bank debit) completes unpaid and settles later.
  'checkout.session.completed': (s) =>
    s.payment_status === 'paid' || s.payment_status === 'no_payment_required' ? true : null,
  'checkout.session.async_payment_succeeded': () => true,
  'checkout.session.async_payment_failed': () => false,
  'checkout.session.expired': () => false,
};

export interface StripeProvider extends PaymentProvider {
  /** A webhook's event when its signature over the raw body is Stripe's, otherwise null. */
  readEvent(rawBody: string, signature: string | undefined): ProviderEvent | null;
}

function stripeClient({ secretKey, apiUrl }: StripeSettings): Stripe {
  const api = apiUrl ? new URL(apiUrl) : null;
  return new Stripe(secretKey, {
    appInfo: { name: 'Courtside' },
    ...(api && {
      host: api.hostname,
      port: api.port || (api.protocol === 'http:' ? 80 : 443),
      protocol: api.protocol === 'http:' ? 'http' : 'https',
    }),
  });
}

function eventOf(event: Stripe.Event): ProviderEvent {
  const settle = outcomeOfEvent[event.type];
  const session = event.data.object as Stripe.Checkout.Session;
  const paid = settle && session.object === 'checkout.session' ? settle(session) : null;
  const paymentId = paid === null ? null : session.client_reference_id;
  return {
    provider: 'stripe',
    eventId: event.id,
    type: event.type,
    outcome:
      paid === null || !paymentId
        ? null
        : {
            paymentId,
            providerRef: session.id,
            paid,
            amount: session.amount_total,
            currency: session.currency?.toUpperCase() ?? null,
          },
  };
}

/**
 * Card payments through Stripe Checkout: the payer pays on Stripe's hosted page (cards, and
 * the wallets Stripe offers on the device), Stripe reports through the signed webhook, and
 * refunds go through its Refunds API. Every call carries an idempotency key derived from our
 * payment, so a repeated start answers the same session and a repeated refund refunds once.
 */
export function createStripeProvider(settings: StripeSettings): StripeProvider {
  const stripe = stripeClient(settings);
  const back = (payment: Parameters<typeof returnPath>[0]) =>
    `${settings.publicUrl.replace(/\/$/, '')}${returnPath(payment)}`;
  return {
    method: 'card',
    name: 'stripe',
    async start({ paymentId, purpose, subjectId, amount, currency }) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: paymentId,
          metadata: { paymentId },
          payment_intent_data: { metadata: { paymentId } },
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: currency.toLowerCase(),
                unit_amount: amount,
                product_data: { name: purposeTitles[purpose] },
              },
            },
          ],
          success_url: back({ id: paymentId, purpose, subjectId }),
          cancel_url: back({ id: paymentId, purpose, subjectId }),
          expires_at: Math.floor(Date.now() / 1000) + sessionMinutes * 60,
        },
        { idempotencyKey: `courtside-checkout-${paymentId}` },
      );
      if (!session.url) throw new Error(`Stripe answered checkout ${session.id} without a page`);
      return { providerRef: session.id, formUrl: session.url };
    },
    async refund({ paymentId, providerRef, amount }) {
      const session = await stripe.checkout.sessions.retrieve(providerRef);
      const intent = session.payment_intent;
      const paymentIntent = typeof intent === 'string' ? intent : intent?.id;
      if (!paymentIntent)
        throw new Error(`Stripe checkout ${providerRef} has no payment to refund`);
      const refund = await stripe.refunds.create(
        { payment_intent: paymentIntent, amount, metadata: { paymentId } },
        { idempotencyKey: `courtside-refund-${paymentId}` },
      );
      return { refundRef: refund.id };
    },
    async close(providerRef) {
      try {
        await stripe.checkout.sessions.expire(providerRef);
      } catch (error) {
        // Stripe refuses to expire a session that is no longer open (paid, or expired already).
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
      }
    },
    readEvent(rawBody, signature) {
      if (!signature) return null;
      try {
        return eventOf(stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret));
      } catch {
        return null;
      }
    },
  };
}
