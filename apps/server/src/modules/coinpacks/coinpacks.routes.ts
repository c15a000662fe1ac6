import { coinBalanceSchema, coinPackListSchema } from '@courtside/shared';
import { errorResponses, type RoutesPlugin } from '../../lib/http.js';
import { caller } from '../../plugins/auth.js';

const tags = ['coinpacks'];
const security = [{ bearerAuth: [] }];

export const coinPacksRoutes: RoutesPlugin = async (app, { services }) => {
  app.get(
    '/user/coinpack/all',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Coin packs on sale, in display order',
        security,
        response: { 200: coinPackListSchema, ...errorResponses(401) },
      },
    },
    async () => services.coinPacks.list(),
  );

  app.get(
    '/user/me/coins',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "The caller's coin balance",
        security,
        response: { 200: coinBalanceSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ balance: await services.coinPacks.coinBalance(caller(request).id) }),
  );
};
