import { z } from 'zod';
import type { RoutesPlugin } from '#server/routes-plugin.js';
import { retryAfterSeconds } from '#server/plugins/errors.js';

const readinessSchema = z.object({
  status: z.enum(['ok', 'unavailable', 'draining']),
  database: z.enum(['ok', 'unreachable']),
});

export const healthRoutes: RoutesPlugin = async (app, { services }) => {
  /**
   * Liveness for load balancers and the test harness; says nothing about the data, and stays
   * 200 while the process drains (it is stopping on purpose, not stuck).
   */
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

  /**
   * Readiness: whether requests can be served now, so a balancer sends them elsewhere if not:
   * 503 while the database does not answer, and while the process drains before it stops.
   */
  app.get(
    '/health/ready',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'getReadiness',
        tags: ['health'],
        summary: 'The server can serve requests: it is not stopping and its database answers',
        security: [],
        response: { 200: readinessSchema, 503: readinessSchema },
      },
    },
    async (request, reply) => {
      const database = await services.pingDatabase().then(
        () => 'ok' as const,
        (error: unknown) => {
          request.log.warn({ err: error }, 'readiness: the database does not answer');
          return 'unreachable' as const;
        },
      );
      const status = services.lifecycle.isDraining()
        ? 'draining'
        : database === 'ok'
          ? 'ok'
          : 'unavailable';
      if (status === 'ok') return { status: 'ok' as const, database };
      return reply
        .status(503)
        .header('retry-after', String(retryAfterSeconds))
        .send({ status, database });
    },
  );
};
