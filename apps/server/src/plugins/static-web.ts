import fastifyStatic from '@fastify/static';
import { errorCodes, type ErrorBody } from '@courtside/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pickLanguage, serverLanguages } from '../lib/messages/translate.js';

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
 * The page's first screen waits for its texts, which the app fetches only once its code has
 * run: a Link header has the browser fetch them beside the code. The language is the one the
 * app will start in: the one chosen on this device (the app keeps it in the `lang` cookie),
 * else the browser's most wanted that we speak, else English (docs/decisions.md, "Texts come
 * with the page").
 */
function translationsPreload(request: FastifyRequest): string {
  const chosen = /(?:^|;\s*)lang=([a-z]{2})(?:;|$)/.exec(request.headers.cookie ?? '')?.[1];
  const language =
    serverLanguages.find((code) => code === chosen) ??
    pickLanguage(request.headers['accept-language']);
  return `</assets/i18n/${language}.json>; rel=preload; as=fetch; crossorigin`;
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
    if (wantsPage) {
      return reply
        .type('text/html')
        .header('link', translationsPreload(request))
        .header('vary', 'Cookie, Accept-Language')
        .sendFile('index.html');
    }
    const body: ErrorBody = {
      statusCode: 404,
      code: errorCodes.notFound,
      message: `No route for ${request.method} ${request.url.split('?')[0]}`,
    };
    return reply.status(404).send(body);
  });
}
