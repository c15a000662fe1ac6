import fastifyStatic from '@fastify/static';
import { errorCodes, type ErrorBody } from '@courtside/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pickLanguage, serverLanguages, type ServerLanguage } from '../lib/messages/translate.js';
import { withPreview, type PreviewTags } from './page-preview-html.js';

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
function pageLanguage(request: FastifyRequest): ServerLanguage {
  const chosen = /(?:^|;\s*)lang=([a-z]{2})(?:;|$)/.exec(request.headers.cookie ?? '')?.[1];
  return (
    serverLanguages.find((code) => code === chosen) ??
    pickLanguage(request.headers['accept-language'])
  );
}

function translationsPreload(language: ServerLanguage): string {
  return `</assets/i18n/${language}.json>; rel=preload; as=fetch; crossorigin`;
}

/** A shared page's preview in a language (a match, a night, a championship); null for others. */
export type PagePreviewOf = (path: string, language: ServerLanguage) => Promise<PreviewTags | null>;

/**
 * Serves the built web app and answers unknown non-API paths with its index.html, so deep
 * links such as /user/menu load the app; a shared page's link carries its preview in the
 * page's meta tags. Unknown API paths still get the JSON error body.
 */
export async function registerStaticWeb(
  app: FastifyInstance,
  webRoot: string | null,
  apiPrefix: string,
  previewOf: PagePreviewOf = async () => null,
): Promise<void> {
  const hasWeb = webRoot !== null && existsSync(join(webRoot, 'index.html'));
  const page = hasWeb ? readFileSync(join(webRoot, 'index.html'), 'utf8') : '';
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
  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage =
      hasWeb &&
      request.method === 'GET' &&
      !request.url.startsWith(apiPrefix) &&
      !request.url.startsWith('/assets/');
    if (wantsPage) {
      const language = pageLanguage(request);
      reply
        .type('text/html')
        .header('link', translationsPreload(language))
        .header('vary', 'Cookie, Accept-Language');
      // A preview that cannot be read (the database away) leaves the page as it is.
      const preview = await previewOf(request.url, language).catch((error: unknown) => {
        request.log.warn({ err: error }, 'page preview unavailable');
        return null;
      });
      if (preview)
        return reply.header('cache-control', 'no-cache').send(withPreview(page, preview));
      return reply.sendFile('index.html');
    }
    const body: ErrorBody = {
      statusCode: 404,
      code: errorCodes.notFound,
      message: `No route for ${request.method} ${request.url.split('?')[0]}`,
    };
    return reply.status(404).send(body);
  });
}
