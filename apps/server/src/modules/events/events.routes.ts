import { eventCategoryListSchema } from '@courtside/shared';
import { errorResponses } from '#server/lib/http.js';
import type { RoutesPlugin } from '#server/routes-plugin.js';

export const eventsRoutes: RoutesPlugin = async (app, { services }) => {
  app.get(
    '/user/events',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'listEventCategories',
        tags: ['events'],
        summary: 'Event categories for the home grid, with their subcategories',
        security: [{ bearerAuth: [] }],
        response: { 200: eventCategoryListSchema, ...errorResponses(401) },
      },
    },
    async () => services.events.categoryTree(),
  );
};
