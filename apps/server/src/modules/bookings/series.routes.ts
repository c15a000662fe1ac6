import {
  cancelledSeriesSchema,
  cancelSeriesBodySchema,
  createdSeriesSchema,
  createSeriesBodySchema,
  idParamsSchema,
  seriesDetailSchema,
  seriesListSchema,
  seriesPreviewBodySchema,
  seriesPreviewSchema,
} from '@courtside/shared';
import { errorResponses } from '#server/lib/http.js';
import type { RoutesPlugin } from '#server/routes-plugin.js';
import { caller } from '#server/plugins/auth.js';

/** A club's fixed weekly courts: the desk's work (clubAction 'bookings'). */
export const seriesRoutes: RoutesPlugin = async (app, { services }) => {
  const { series } = services.bookings;
  const security = [{ bearerAuth: [] }];
  const config = { access: 'owner', clubAction: 'bookings' } as const;

  app.post(
    '/owner/series/preview',
    {
      config,
      schema: {
        operationId: 'previewSeries',
        tags: ['bookings'],
        summary:
          'The dates of a weekly series over a season, each free or with what clashes with it (booking, closure, closed hours, another claim)',
        security,
        body: seriesPreviewBodySchema,
        response: { 200: seriesPreviewSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => series.preview(caller(request), request.body),
  );

  app.post(
    '/owner/series',
    {
      config,
      schema: {
        operationId: 'createSeries',
        tags: ['bookings'],
        summary:
          'Creates a weekly series, each date a cash booking claimed through court time in one transaction; clashing dates are skipped, or (stop) nothing is created and 409 lists them',
        security,
        body: createSeriesBodySchema,
        response: { 200: createdSeriesSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => series.create(caller(request), request.body),
  );

  app.get(
    '/owner/series',
    {
      config,
      schema: {
        operationId: 'listSeries',
        tags: ['bookings'],
        summary: "The club's series, the latest first, with their next date and counts",
        security,
        response: { 200: seriesListSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => series.list(caller(request)),
  );

  app.get(
    '/owner/series/:id',
    {
      config,
      schema: {
        operationId: 'getSeries',
        tags: ['bookings'],
        summary: 'One series of the club with each of its dates, their status and payment',
        security,
        params: idParamsSchema,
        response: { 200: seriesDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => series.detail(caller(request), request.params.id),
  );

  app.post(
    '/owner/series/:id/cancel',
    {
      config,
      schema: {
        operationId: 'cancelSeries',
        tags: ['bookings'],
        summary:
          'Cancels every occurrence still to come from a date on, each refunded in full once (a repeat cancels and refunds nothing more); the player is told',
        security,
        params: idParamsSchema,
        body: cancelSeriesBodySchema,
        response: { 200: cancelledSeriesSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => series.cancel(caller(request), request.params.id, request.body),
  );
};
