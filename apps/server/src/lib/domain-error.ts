import type { ErrorBody, ErrorCode } from '@courtside/shared';
import { errorCodes } from '@courtside/shared';

type Details = NonNullable<ErrorBody['details']>;

/** A rule of the product was broken; the error handler turns it into the one error body. */
export class DomainError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode | (string & {}),
    message: string,
    readonly details?: Details,
    /** For a 429: how long to wait before trying again, sent as the Retry-After header. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const notFound = (what: string) =>
  new DomainError(404, errorCodes.notFound, `${what} not found`);

export const forbidden = (message = 'You are not allowed to do this') =>
  new DomainError(403, errorCodes.forbidden, message);

/** A request field the schema let through but a rule of the product refuses. */
export const invalidField = (field: string, message: string) =>
  new DomainError(400, errorCodes.validation, message, [{ field, message }]);

export const conflict = (code: string, message: string, details?: Details) =>
  new DomainError(409, code, message, details);
