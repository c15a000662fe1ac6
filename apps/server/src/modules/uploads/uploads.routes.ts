import { z } from 'zod';
import { errorResponses } from '#server/lib/http.js';
import type { RoutesPlugin } from '#server/routes-plugin.js';
import { notFound } from '#server/lib/domain-error.js';

const paramsSchema = z.object({
  folder: z.string().regex(/^[a-z]+$/),
  file: z.string().regex(/^[A-Za-z0-9-]+\.webp$/),
});

/**
 * Uploaded pictures, public like any image on a page: their names are random, and an
 * <img> cannot carry a token. A name never changes content, so browsers keep them.
 */
export const uploadsRoutes: RoutesPlugin = async (app, { services }) => {
  const { uploads } = services;

  app.get(
    '/uploads/:folder/:file',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'getUpload',
        tags: ['uploads'],
        summary: 'An uploaded picture (WebP)',
        security: [],
        params: paramsSchema,
        response: { 200: z.instanceof(Buffer), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const { folder, file } = request.params;
      const bytes = await uploads.read(`${folder}/${file}`);
      if (!bytes) throw notFound('Picture');
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-security-policy', "default-src 'none'")
        .send(bytes);
    },
  );
};
