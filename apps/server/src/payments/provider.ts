import {
  hostedPaymentMethods,
  type HostedPaymentMethod,
  type Payment,
  type ProviderCallback,
} from '@courtside/shared';

export interface CheckoutRequest {
  paymentId: string;
  purpose: Payment['purpose'];
  /** What is paid for (a booking, a match, ...): the checkout sends the payer back to it. */
  subjectId: string;
  /** In the currency's minor units (cents), as every amount of ours. */
  amount: number;
  currency: string;
  payerPhone: string | null;
}

/** Where the payer goes to pay: wallets and mobile providers answer `url`, cards `formUrl`. */
export interface CheckoutStart {
  providerRef: string;
  url?: string;
  formUrl?: string;
}

export interface RefundRequest {
  paymentId: string;
  providerRef: string;
  amount: number;
  currency: string;
}

/** Who takes the money of a hosted method; the payment screens name it. */
export type ProviderName = 'sandbox' | 'stripe';

/**
 * A hosted payment provider (ARCHITECTURE 6). Only the payments module sees this interface,
 * so a real provider plugs in by configuration. Both calls are idempotent by payment id: a
 * repeated start answers the same checkout, a repeated refund refunds once.
 */
export interface PaymentProvider {
  readonly method: HostedPaymentMethod;
  readonly name: ProviderName;
  start(request: CheckoutRequest): Promise<CheckoutStart>;
  /**
   * The content of a callback posted to /payments/callback/:method when its signature is
   * genuine, otherwise null. A provider that reports through its own webhook (Stripe) has none.
   */
  verifyCallback?(body: unknown, headers: Record<string, unknown>): ProviderCallback | null;
  /** Gives the payer's money back; answers the provider's reference of the refund. */
  refund(request: RefundRequest): Promise<{ refundRef: string }>;
  /**
   * Closes a checkout that ended on our side (its hold lapsed, the payer cancelled, it was
   * declined), so that it can no longer be paid; done already is done. A provider whose
   * checkouts stay open (the sandbox) has none, and a late payment there is refunded.
   */
  close?(providerRef: string): Promise<void>;
}

export type PaymentProviders = Record<HostedPaymentMethod, PaymentProvider>;

/**
 * The providers configured on this server, by name. A payment is refunded (and its checkout
 * closed) by the provider that took it, whichever serves its method now: the sandbox still
 * answers for the cards it took once Stripe serves cards, and a provider that is not here
 * any more leaves its payments' refunds waiting for it.
 */
export type ConfiguredProviders = { [name in ProviderName]?: Partial<PaymentProviders> };

/** Who serves each hosted method: Stripe takes cards over from the sandbox where both are on. */
export function servingProviders(configured: ConfiguredProviders): Partial<PaymentProviders> {
  return { ...configured.sandbox, ...configured.stripe };
}

/** The provider of this name for this method, if it is configured here. */
export function providerNamed(
  configured: ConfiguredProviders,
  name: ProviderName | null,
  method: string,
): PaymentProvider | undefined {
  const hosted = hostedPaymentMethods.find((one) => one === method);
  return name && hosted ? configured[name]?.[hosted] : undefined;
}

/** The names of the providers configured here. */
export const configuredNames = (configured: ConfiguredProviders): ProviderName[] =>
  (Object.keys(configured) as ProviderName[]).filter(
    (name) => Object.keys(configured[name] ?? {}).length > 0,
  );

/**
 * What a provider's verified event says about one of our payments: paid, not paid (declined,
 * or its checkout expired), or nothing that settles it (`outcome` null). Kept by `eventId`
 * so that a second delivery of the same event changes nothing.
 */
export interface ProviderEvent {
  provider: ProviderName;
  eventId: string;
  type: string;
  outcome: {
    paymentId: string;
    providerRef: string;
    paid: boolean;
    /** What the provider took, to check against the payment before it is delivered. */
    amount: number | null;
    currency: string | null;
  } | null;
}
