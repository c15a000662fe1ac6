import { z } from 'zod';
import { errorResponses } from '#server/lib/http.js';
import type { RoutesPlugin } from '#server/routes-plugin.js';
import { caller } from '#server/plugins/auth.js';

const tags = ['account'];
const security = [{ bearerAuth: [] }];

export const accountRoutes: RoutesPlugin = async (app, { services }) => {
  const { account } = services;

  app.delete(
    '/user/me',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'deleteMyAccount',
        tags,
        summary:
          "Delete the caller's account: future bookings, seats and applications cancelled and refunded, owned matches cancelled, personal data erased, every token revoked",
        security,
        response: { 204: z.null(), ...errorResponses(401, 409) },
      },
    },
    async (request, reply) => {
      const { id } = caller(request);
      await account.close(id);
      app.tokenStates.forget(id);
      services.notifications.sessionsChanged(id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/user/me/export',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'exportMyData',
        tags,
        summary: 'Everything stored about the caller, as a JSON file to download',
        security,
        response: { 200: z.record(z.string(), z.unknown()), ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const data = await account.exportOf(caller(request).id);
      const day = data.exportedAt.slice(0, 10);
      return reply
        .header('content-disposition', `attachment; filename="courtside-my-data-${day}.json"`)
        .send(data);
    },
  );
};
