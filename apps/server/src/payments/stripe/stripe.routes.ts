import { errorCodes, stripeEventSchema, stripeWebhookAnswerSchema } from '@courtside/shared';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '#server/lib/domain-error.js';
import { errorResponses } from '#server/lib/http.js';
import type { RoutesPlugin } from '#server/routes-plugin.js';
import type { StripeProvider } from './stripe-provider.js';

/** Stripe's events are small; a much larger body is no event of theirs. */
const webhookBodyLimit = 256 * 1024;

/**
 * Stripe's webhook. Its signature covers the exact bytes Stripe sent, so this route (and only
 * it: the plugin is encapsulated) reads JSON keeping the raw text beside the parsed body.
 */
export function stripeRoutes(stripe: StripeProvider): RoutesPlugin {
  return async (app, { services }) => {
    const rawBodies = new WeakMap<FastifyRequest, string>();
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: webhookBodyLimit },
      (request, body, done) => {
        rawBodies.set(request, body as string);
        try {
          done(null, JSON.parse(body as string));
        } catch {
          done(new DomainError(400, errorCodes.validation, 'The body is not JSON'), undefined);
        }
      },
    );

    app.post(
      '/payments/stripe/webhook',
      {
        config: { access: 'public' },
        bodyLimit: webhookBodyLimit,
        schema: {
          operationId: 'receiveStripeEvent',
          tags: ['payments'],
          summary:
            "Stripe's signed events about checkouts (paid, declined, expired); each applied once",
          security: [],
          body: stripeEventSchema,
          response: { 200: stripeWebhookAnswerSchema, ...errorResponses(400) },
        },
      },
      async (request) => {
        const signature = request.headers['stripe-signature'];
        const event = stripe.readEvent(
          rawBodies.get(request) ?? '',
          typeof signature === 'string' ? signature : undefined,
        );
        if (!event)
          throw new DomainError(
            400,
            errorCodes.invalidSignature,
            'The Stripe signature does not match',
          );
        const applied = await services.payments.handleProviderEvent(event);
        return { received: true as const, applied };
      },
    );
  };
}
