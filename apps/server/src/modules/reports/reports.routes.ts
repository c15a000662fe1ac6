import { clubReportSchema, reportQuerySchema } from '@courtside/shared';
import { errorResponses } from '#server/lib/http.js';
import type { RoutesPlugin } from '#server/routes-plugin.js';
import { caller } from '#server/plugins/auth.js';

export const reportsRoutes: RoutesPlugin = async (app, { services }) => {
  app.get(
    '/owner/report',
    {
      config: { access: 'owner', clubAction: 'reports' },
      schema: {
        operationId: 'getClubReport',
        tags: ['reports'],
        summary:
          "The caller's club over a period: occupancy, revenue by week and method, cash to collect, no-shows, cancellations",
        security: [{ bearerAuth: [] }],
        querystring: reportQuerySchema,
        response: { 200: clubReportSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => services.reports.clubReport(caller(request).id, request.query),
  );
};
