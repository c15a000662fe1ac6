import {
  coinBalanceSchema,
  coinPackListSchema,
  hostedMethodParamsSchema,
  idempotencyHeadersSchema,
  packPaymentBodySchema,
  packPaymentResponseSchema,
} from '@courtside/shared';
import { errorResponses } from '#server/lib/http.js';
import type { RoutesPlugin } from '#server/routes-plugin.js';
import { caller } from '#server/plugins/auth.js';

const tags = ['coinpacks'];
const security = [{ bearerAuth: [] }];

export const coinPacksRoutes: RoutesPlugin = async (app, { services }) => {
  const { coinPacks } = services;

  app.get(
    '/user/coinpack/all',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'listCoinPacks',
        tags,
        summary: 'Coin packs on sale, in display order',
        security,
        response: { 200: coinPackListSchema, ...errorResponses(401) },
      },
    },
    async () => coinPacks.list(),
  );

  app.get(
    '/user/me/coins',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'getMyCoins',
        tags,
        summary: "The caller's coin balance",
        security,
        response: { 200: coinBalanceSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ balance: await coinPacks.balance(caller(request).id) }),
  );

  app.post(
    '/booking/payment/pack/:method',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'buyCoinPack',
        tags,
        summary:
          'Buy a coin pack through a hosted checkout; the same Idempotency-Key answers the same checkout',
        security,
        params: hostedMethodParamsSchema,
        headers: idempotencyHeadersSchema,
        body: packPaymentBodySchema,
        response: { 201: packPaymentResponseSchema, ...errorResponses(400, 401, 404, 409, 502) },
      },
    },
    async (request, reply) => {
      const result = await coinPacks.buy({
        callerId: caller(request).id,
        method: request.params.method,
        body: request.body,
        idempotencyKey: request.headers['idempotency-key'],
      });
      return reply.status(201).send(result);
    },
  );
};
