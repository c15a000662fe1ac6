import { errorCodes, type ErrorBody } from '@courtside/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { databaseFailureReason, databaseUnavailability } from '#server/db/db-errors.js';
import { DomainError } from '#server/lib/domain-error.js';
import { localizeError, pickLanguage } from '#server/lib/messages/translate.js';

const codeByStatus: Record<number, string> = {
  400: errorCodes.validation,
  401: errorCodes.unauthorized,
  403: errorCodes.forbidden,
  404: errorCodes.notFound,
  409: errorCodes.conflict,
  413: errorCodes.payloadTooLarge,
  415: errorCodes.unsupportedMedia,
  429: errorCodes.tooManyRequests,
};

function validationBody(error: FastifyError): ErrorBody {
  const context = error.validationContext ?? 'body';
  const details = (error.validation ?? []).map((issue) => {
    const path = (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
    return { field: path ? `${context}.${path}` : context, message: issue.message ?? 'Invalid' };
  });
  return {
    statusCode: 400,
    code: errorCodes.validation,
    message: 'Some fields are missing or invalid',
    details,
  };
}

/** How long a client should wait before trying again while the database is away. */
export const retryAfterSeconds = 5;

export const unavailableBody: ErrorBody = {
  statusCode: 503,
  code: errorCodes.unavailable,
  message: 'The service is briefly unavailable. Please try again in a moment.',
};

/**
 * Sends an error body in the language the client asked for (Accept-Language: English, Arabic
 * or Spanish); the code stays the same in every language, for programs to act on.
 */
function sendError(request: FastifyRequest, reply: FastifyReply, body: ErrorBody) {
  const language = pickLanguage(request.headers['accept-language']);
  return reply
    .status(body.statusCode)
    .header('content-language', language)
    .header('vary', 'Accept-Language')
    .send(localizeError(body, language));
}

/** A broken product rule, with its details and, for a 429, when to try again. */
function sendDomainError(error: DomainError, request: FastifyRequest, reply: FastifyReply) {
  const body: ErrorBody = {
    statusCode: error.statusCode,
    code: error.code,
    message: error.message,
    ...(error.details ? { details: error.details } : {}),
  };
  if (error.retryAfterSeconds !== undefined) {
    void reply.header('retry-after', String(error.retryAfterSeconds));
  }
  return sendError(request, reply, body);
}

/**
 * One handler, one body shape for every failure. Client errors keep their message;
 * anything unexpected is logged with its stack and answered with a generic 500.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) return sendDomainError(error, request, reply);
    if (hasZodFastifySchemaValidationErrors(error)) {
      return sendError(request, reply, validationBody(error));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const body: ErrorBody = {
        statusCode: status,
        code: codeByStatus[status] ?? error.code ?? 'BAD_REQUEST',
        message: error.message,
      };
      return sendError(request, reply, body);
    }
    const unavailable = databaseUnavailability(error);
    if (unavailable) {
      request.log.warn({ reason: databaseFailureReason(error) }, `database ${unavailable}`);
      void reply.header('retry-after', String(retryAfterSeconds));
      return sendError(request, reply, unavailableBody);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(request, reply, {
      statusCode: 500,
      code: errorCodes.internal,
      message: 'Something went wrong on our side. Please try again.',
    });
  });
}
