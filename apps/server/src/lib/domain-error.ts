import type { ConflictCode, ConflictName, ErrorBody, ErrorCode } from '@courtside/shared';
import { conflictTable, errorCodes } from '@courtside/shared';

type Details = NonNullable<ErrorBody['details']>;

/** A rule of the product was broken; the error handler turns it into the one error body. */
export class DomainError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode | ConflictCode,
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

/**
 * A listed conflict (packages/shared conflict-codes.ts), answered with its listed status. It
 * takes only `conflictCodes.X`: a code written out as a string does not compile.
 */
export function conflict(code: ConflictCode, message: string, details?: Details): DomainError {
  const name: ConflictName = code;
  return new DomainError(conflictTable[name].status, code, message, details);
}
