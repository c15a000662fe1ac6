import {
  bookingPaymentBodySchema,
  bookingPaymentResponseSchema,
  hostedMethodParamsSchema,
  idParamsSchema,
  packPaymentBodySchema,
  packPaymentResponseSchema,
  paymentMethodParamsSchema,
  paymentSchema,
  providerCallbackSchema,
} from '@courtside/shared';
import { errorResponses, type RoutesPlugin } from '../../lib/http.js';
import { caller } from '../../plugins/auth.js';

export const paymentsRoutes: RoutesPlugin = async (app, { services }) => {
  const { payments } = services;
  const security = [{ bearerAuth: [] }];

  app.post(
    '/booking/payment/:method',
    {
      config: { access: 'user' },
      schema: {
        tags: ['payments'],
        summary:
          'Book a slot and pay: cash and coins confirm at once, wallet and mobile answer url, card answers formUrl',
        security,
        params: paymentMethodParamsSchema,
        body: bookingPaymentBodySchema,
        response: {
          201: bookingPaymentResponseSchema,
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const result = await payments.payBooking(
        caller(request),
        request.params.method,
        request.body,
      );
      return reply.status(201).send(result);
    },
  );

  app.post(
    '/booking/payment/pack/:method',
    {
      config: { access: 'user' },
      schema: {
        tags: ['payments'],
        summary: 'Buy a coin pack through a hosted checkout',
        security,
        params: hostedMethodParamsSchema,
        body: packPaymentBodySchema,
        response: { 201: packPaymentResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const result = await payments.payPack(caller(request), request.params.method, request.body);
      return reply.status(201).send(result);
    },
  );

  app.get(
    '/payments/:id',
    {
      config: { access: 'user' },
      schema: {
        tags: ['payments'],
        summary: "One of the caller's payments, e.g. after returning from a checkout",
        security,
        params: idParamsSchema,
        response: { 200: paymentSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => payments.paymentOf(caller(request), request.params.id),
  );

  app.post(
    '/payments/callback/:method',
    {
      config: { access: 'public' },
      schema: {
        tags: ['payments'],
        summary: "A provider's signed report of the payer's decision; idempotent",
        params: hostedMethodParamsSchema,
        body: providerCallbackSchema,
        response: { 200: paymentSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) =>
      payments.handleCallback(request.params.method, request.body, request.headers),
  );
};
