import type { HostedPaymentMethod } from '@courtside/shared';
import type { Kysely } from 'kysely';
import { randomBytes } from 'node:crypto';
import type { Database } from '#server/db/database.js';
import type { Logger } from '#server/lib/logger.js';
import { defaultThrottlePolicy } from '#server/modules/auth/sign-in-throttle.js';
import { defaultCodeLimits } from '#server/modules/auth/auth.service.js';
import { defaultBookingRules } from '#server/modules/bookings/bookings.service.js';
import { sandboxSignatureHeader } from '#server/payments/sandbox/sandbox-provider.js';
import { createMemoryStorage } from '#server/modules/uploads/uploads.service.js';
import { createServices, type Services } from '#server/services.js';

const quiet: Logger = { info() {}, warn() {}, error() {} };

/**
 * The services the API runs on, for the seed to write its world through, on a clock that
 * stands at `at`: what the demo world holds was booked and paid back then.
 */
export function demoServices(db: Kysely<Database>, at: Date): Services {
  return createServices({
    db,
    clock: { now: () => at },
    log: quiet,
    throttlePolicy: defaultThrottlePolicy,
    limits: { signUpPerMinute: { max: 1, timeWindow: 60_000 } },
    // Checkouts the seed opens are approved by the seed itself, below, with this key.
    paymentSecret: randomBytes(32).toString('hex'),
    publicUrl: '',
    // The seed approves its demo checkouts through the sandbox, whatever the deployment uses.
    paymentsSandbox: true,
    stripe: null,
    bookingRules: defaultBookingRules,
    dayReadCacheMs: 0,
    // The demo world uploads no pictures.
    uploadStorage: createMemoryStorage(),
    // The seed sends nothing: no e-mail or SMS sender, and its log is quiet.
    mail: null,
    sms: null,
    codeSecret: randomBytes(32).toString('hex'),
    codeLimits: defaultCodeLimits,
    // Nor does it push.
    vapid: null,
  });
}

/** The payer approves a hosted checkout: the sandbox reports it, signed, as a provider would. */
export async function approveCheckout(services: Services, paymentId: string): Promise<void> {
  const payment = await services.payments.record(paymentId);
  const method = payment.method as HostedPaymentMethod;
  const callback = { paymentId, providerRef: payment.provider_ref!, status: 'succeeded' as const };
  const signature = services.sandbox[method].signCallback(callback);
  await services.payments.handleCallback(method, callback, { [sandboxSignatureHeader]: signature });
}
