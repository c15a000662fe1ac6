import fastifyStatic from '@fastify/static';
import { errorCodes, type ErrorBody } from '@courtside/shared';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Serves the built web app and answers unknown non-API paths with its index.html, so deep
 * links such as /user/menu load the app. Unknown API paths still get the JSON error body.
 */
export async function registerStaticWeb(
  app: FastifyInstance,
  webRoot: string | null,
  apiPrefix: string,
): Promise<void> {
  const hasWeb = webRoot !== null && existsSync(join(webRoot, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      // Cache headers are ours alone (send's own would replace them).
      cacheControl: false,
      setHeaders(response, path) {
        // Vite's content-hashed bundles never change; everything else is revalidated hourly.
        const hashed = /[\\/]assets[\\/][^\\/]+-[A-Za-z0-9_-]{8}\.(js|css)$/.test(path);
        response.setHeader(
          'cache-control',
          hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const wantsPage =
      hasWeb &&
      request.method === 'GET' &&
      !request.url.startsWith(apiPrefix) &&
      !request.url.startsWith('/assets/');
    if (wantsPage) return reply.type('text/html').sendFile('index.html');
    const body: ErrorBody = {
      statusCode: 404,
      code: errorCodes.notFound,
      message: `No route for ${request.method} ${request.url.split('?')[0]}`,
    };
    return reply.status(404).send(body);
  });
}
