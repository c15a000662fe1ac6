import { z } from 'zod';
import type { RoutesPlugin } from '../../lib/http.js';

/** Liveness for load balancers and the test harness; says nothing about the data. */
export const healthRoutes: RoutesPlugin = async (app) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary: 'The server is up',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );
};
