import { providerCallbackSchema, type HostedPaymentMethod } from '@courtside/shared';
import type { ProviderCallback } from '@courtside/shared';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type {
  CheckoutStart,
  PaymentProvider,
  PaymentProviders,
} from '#server/payments/provider.js';

export const sandboxSignatureHeader = 'x-sandbox-signature';
export const sandboxCheckoutPath = '/api/payments/sandbox';

function hmac(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text).digest('base64url');
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

const callbackText = (cb: ProviderCallback) => `${cb.paymentId}.${cb.providerRef}.${cb.status}`;

export interface SandboxProvider extends PaymentProvider {
  /** What the checkout page sends as the provider would: the callback and its signature. */
  signCallback(callback: ProviderCallback): string;
  checkoutToken(paymentId: string, providerRef: string): string;
  isCheckoutToken(paymentId: string, providerRef: string, token: string): boolean;
}

/**
 * A provider that behaves like a real hosted checkout: it hands out a page address with a
 * token only the payer holds, and reports the payer's decision in an HMAC-signed callback.
 */
export function createSandboxProvider(
  method: HostedPaymentMethod,
  secret: string,
  publicBaseUrl: string,
): SandboxProvider {
  const key = hmac(secret, `sandbox-provider:${method}`);
  const provider: SandboxProvider = {
    method,
    name: 'sandbox',
    async start({ paymentId }): Promise<CheckoutStart> {
      // Derived from the payment, so starting the same payment again answers the same checkout.
      const providerRef = `sbx_${method}_${hmac(key, `ref:${paymentId}`).slice(0, 16)}`;
      const token = provider.checkoutToken(paymentId, providerRef);
      const address = `${publicBaseUrl}${sandboxCheckoutPath}/${paymentId}?token=${token}`;
      return method === 'card' ? { providerRef, formUrl: address } : { providerRef, url: address };
    },
    verifyCallback(body, headers) {
      const parsed = providerCallbackSchema.safeParse(body);
      const signature = headers[sandboxSignatureHeader];
      if (!parsed.success || typeof signature !== 'string') return null;
      return sameText(signature, hmac(key, callbackText(parsed.data))) ? parsed.data : null;
    },
    async refund({ paymentId }) {
      // Nothing was charged; the reference is derived so a repeated refund is the same one.
      return { refundRef: `sbx_refund_${hmac(key, `refund:${paymentId}`).slice(0, 16)}` };
    },
    signCallback: (callback) => hmac(key, callbackText(callback)),
    checkoutToken: (paymentId, providerRef) => hmac(key, `checkout:${paymentId}:${providerRef}`),
    isCheckoutToken: (paymentId, providerRef, token) =>
      sameText(token, provider.checkoutToken(paymentId, providerRef)),
  };
  return provider;
}

export function createSandboxProviders(secret: string, publicBaseUrl: string) {
  const make = (method: HostedPaymentMethod) =>
    createSandboxProvider(method, secret, publicBaseUrl);
  return {
    wallet: make('wallet'),
    mobile: make('mobile'),
    card: make('card'),
  } satisfies PaymentProviders;
}
