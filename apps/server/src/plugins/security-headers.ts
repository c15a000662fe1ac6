import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Headers for JSON answers: nothing to sniff, nothing personal to cache. (HSTS belongs to the
 * TLS terminator in front; a JSON answer is never framed or followed as a link.)
 */
const apiHeaders = { 'x-content-type-options': 'nosniff', 'cache-control': 'no-store' };

const pagePolicy = {
  defaultSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  // MUI's emotion writes style tags at run time.
  styleSrc: ["'self'", "'unsafe-inline'"],
  scriptSrc: ["'self'"],
  connectSrc: ["'self'"],
  fontSrc: ["'self'", 'data:'],
  // The installable app: its service worker script (sw.js) and its web manifest.
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
};

/**
 * `upgrade-insecure-requests` makes the browser fetch the page's scripts over HTTPS: right
 * for a page that came over HTTPS, fatal for one served plainly on a LAN name (nothing
 * loads). It is sent only where the request came over HTTPS, as the socket or a proxy
 * trusted through TRUST_PROXY tells.
 */
const pageHeaders = {
  https: helmet({ contentSecurityPolicy: { directives: pagePolicy } }),
  http: helmet({
    contentSecurityPolicy: { directives: { ...pagePolicy, upgradeInsecureRequests: null } },
  }),
};

/**
 * Helmet's full set (content security policy and all) guards the web app's pages; API
 * answers get a fixed set written in one step. One synchronous hook does both: helmet's
 * Fastify plugin adds an asynchronous hook to every request, a large share of a fast read.
 */
export function registerSecurityHeaders(app: FastifyInstance, apiPrefix: string): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (!request.url.startsWith(apiPrefix))
      return pageHeaders[request.protocol](request.raw, reply.raw, (error) =>
        done(error as Error | undefined),
      );
    reply.headers(apiHeaders);
    done();
  });
}
