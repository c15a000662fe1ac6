import {
  cashOutcomeBodySchema,
  hostedMethodParamsSchema,
  idParamsSchema,
  owedRefundPageSchema,
  paymentProvidersSchema,
  paymentSchema,
  providerCallbackSchema,
  startPageQuerySchema,
} from '@courtside/shared';
import { errorResponses } from '#server/lib/http.js';
import type { RoutesPlugin } from '#server/routes-plugin.js';
import { caller } from '#server/plugins/auth.js';

export const paymentsRoutes: RoutesPlugin = async (app, { services }) => {
  const { payments } = services;
  const security = [{ bearerAuth: [] }];

  app.get(
    '/payments/providers',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'listPaymentProviders',
        tags: ['payments'],
        summary: 'Which provider takes the money of each hosted method; null where it is off',
        security: [],
        response: { 200: paymentProvidersSchema },
      },
    },
    async () => payments.providerNames(),
  );

  app.get(
    '/payments/:id',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'getPayment',
        tags: ['payments'],
        summary: "One of the caller's payments, e.g. after returning from a checkout",
        security,
        params: idParamsSchema,
        response: { 200: paymentSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => payments.paymentOf(caller(request).id, request.params.id),
  );

  app.patch(
    '/payments/:id/cash',
    {
      config: { access: 'owner', clubAction: 'bookings' },
      schema: {
        operationId: 'settleCashPayment',
        tags: ['payments'],
        summary: 'The club owner marks cash due at the club as collected or as a no-show',
        security,
        params: idParamsSchema,
        body: cashOutcomeBodySchema,
        response: { 200: paymentSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      payments.markCash(caller(request).id, request.params.id, request.body.outcome),
  );

  app.get(
    '/admin/refunds',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'adminListOwedRefunds',
        tags: ['admin'],
        summary:
          'Money owed back through the provider that took it, oldest first: refunds waiting for a provider not configured here, and those being retried',
        security,
        querystring: startPageQuerySchema,
        response: { 200: owedRefundPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => payments.owedRefunds(request.query),
  );

  app.post(
    '/payments/callback/:method',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'receivePaymentCallback',
        tags: ['payments'],
        summary: "A provider's signed report of the payment's outcome; idempotent",
        security: [],
        params: hostedMethodParamsSchema,
        body: providerCallbackSchema,
        response: { 200: paymentSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) =>
      payments.handleCallback(request.params.method, request.body, request.headers),
  );
};
