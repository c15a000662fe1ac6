import { z } from 'zod';
import type { RoutesPlugin } from '#server/routes-plugin.js';
import { retryAfterSeconds } from '#server/plugins/errors.js';

const readinessSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['ok', 'unreachable']),
});

export const healthRoutes: RoutesPlugin = async (app, { services }) => {
  /** Liveness for load balancers and the test harness; says nothing about the data. */
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'getHealth',
        tags: ['health'],
        summary: 'The server is up',
        security: [],
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  /** Readiness: whether requests can be served now, so a balancer sends them elsewhere if not. */
  app.get(
    '/health/ready',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'getReadiness',
        tags: ['health'],
        summary: 'The server can serve requests: its database answers',
        security: [],
        response: { 200: readinessSchema, 503: readinessSchema },
      },
    },
    async (request, reply) => {
      try {
        await services.pingDatabase();
        return { status: 'ok' as const, database: 'ok' as const };
      } catch (error) {
        request.log.warn({ err: error }, 'readiness: the database does not answer');
        return reply
          .status(503)
          .header('retry-after', String(retryAfterSeconds))
          .send({ status: 'unavailable', database: 'unreachable' });
      }
    },
  );
};
