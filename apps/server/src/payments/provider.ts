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

/**
 * A hosted payment provider (ARCHITECTURE 6). The booking and coin-pack code only sees this
 * interface, so a real provider plugs in by configuration.
 */
export interface PaymentProvider {
  readonly method: HostedPaymentMethod;
  start(request: CheckoutRequest): Promise<CheckoutStart>;
  /** The callback's content when its signature is genuine, otherwise null. */
  verifyCallback(body: unknown, headers: Record<string, unknown>): ProviderCallback | null;
}

export type PaymentProviders = Record<HostedPaymentMethod, PaymentProvider>;
