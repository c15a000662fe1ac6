import type { HostedPaymentMethod, ProviderCallback } from '@courtside/shared';

export interface CheckoutRequest {
  paymentId: string;
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

/**
 * A hosted payment provider (ARCHITECTURE 6). Only the payments module sees this interface,
 * so a real provider plugs in by configuration. Both calls are idempotent by payment id: a
 * repeated start answers the same checkout, a repeated refund refunds once.
 */
export interface PaymentProvider {
  readonly method: HostedPaymentMethod;
  start(request: CheckoutRequest): Promise<CheckoutStart>;
  /** The callback's content when its signature is genuine, otherwise null. */
  verifyCallback(body: unknown, headers: Record<string, unknown>): ProviderCallback | null;
  /** Gives the payer's money back; answers the provider's reference of the refund. */
  refund(request: RefundRequest): Promise<{ refundRef: string }>;
}

export type PaymentProviders = Record<HostedPaymentMethod, PaymentProvider>;
