import { AsyncLocalStorage, AsyncResource } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { Logger } from '#server/lib/logger.js';

export const requestIdHeader = 'x-request-id';
/**
 * An id a client or proxy may hand us: short, and made of characters that read the same in
 * a log line, a header and a search box. Anything else is replaced, never refused: a request
 * is not worth failing over its label.
 */
const acceptableRequestId = /^[A-Za-z0-9._:-]{1,128}$/;

/** Fastify's genReqId: the caller's X-Request-Id when it is acceptable, a new UUID when not. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[requestIdHeader];
  return typeof given === 'string' && acceptableRequestId.test(given) ? given : randomUUID();
}

const currentRequestLog = new AsyncLocalStorage<FastifyBaseLogger>();
const requestScopes = new WeakMap<FastifyRequest, AsyncResource>();

/**
 * Every request answers with its id, and whatever the services log while serving it carries
 * that id: the request's logger is kept in async context from its first hook on. Reading the
 * body runs in the connection's context, not the request's, so the request's own is
 * re-entered before validation and the handler.
 */
export function registerRequestContext(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    // On the raw response, so that a hijacked reply (an event stream) carries it too.
    reply.raw.setHeader(requestIdHeader, request.id);
    currentRequestLog.run(request.log, () => {
      const scope = new AsyncResource('courtside-request');
      requestScopes.set(request, scope);
      scope.runInAsyncScope(done);
    });
  });
  app.addHook('preValidation', (request, _reply, done) => {
    const scope = requestScopes.get(request);
    if (scope) scope.runInAsyncScope(done);
    else done();
  });
}

/**
 * The logger handed to the services: the current request's (with its id) while one is being
 * served, `root` otherwise (sweeps, live signals).
 */
export function requestAwareLogger(root: Logger): Logger {
  const current = (): Logger => currentRequestLog.getStore() ?? root;
  return {
    info: (details, message) => current().info(details, message),
    warn: (details, message) => current().warn(details, message),
    error: (details, message) => current().error(details, message),
  };
}
