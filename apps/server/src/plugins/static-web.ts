import fastifyStatic from '@fastify/static';
import { errorCodes, type ErrorBody } from '@courtside/shared';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

// Vite's content-hashed files (bundles, styles, fonts) and Workbox's runtime, named by its
// hash, never change; nor do their precompressed copies.
const hashed = /([\\/]assets[\\/][^\\/]+|[\\/]workbox)-[A-Za-z0-9_-]{8}\.\w+(\.br|\.gz)?$/;
// What tells the browser a new version exists is asked for afresh on every visit: the service
// worker, the page naming the bundles, the web manifest (docs/decisions.md, "Installable app").
const versioned = /[\\/](sw\.js|index\.html|manifest\.webmanifest)(\.br|\.gz)?$/;

function cacheControlOf(path: string): string {
  if (hashed.test(path)) return 'public, max-age=31536000, immutable';
  if (versioned.test(path)) return 'no-cache';
  // Everything else is revalidated hourly.
  return 'public, max-age=3600';
}

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
      // The build wrote .br and .gz copies (vite.config.ts): the one the browser accepts goes.
      preCompressed: true,
      setHeaders(reply, path) {
        reply.header('cache-control', cacheControlOf(path));
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
