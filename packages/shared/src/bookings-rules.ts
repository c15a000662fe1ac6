/** The zod-free half of bookings.ts: what a screen can use before zod has loaded. */

/** Providers that answer a checkout address instead of confirming at once. */
export const hostedPaymentMethods = ['wallet', 'mobile', 'card'] as const;

/** SPEC 9: a booking may be cancelled up to 24 hours before it starts. */
export const cancellationNoticeHours = 24;
