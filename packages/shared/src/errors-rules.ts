/** The zod-free half of errors.ts: what a screen can use before zod has loaded. */

/**
 * The codes of the error body that are not a conflict's; the conflicts' codes, with their
 * statuses, are listed in conflict-codes.ts.
 */
export const errorCodes = {
  validation: 'VALIDATION_FAILED',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  invalidCredentials: 'INVALID_CREDENTIALS',
  /** A one-time code that is wrong, used up or expired, or whose account does not exist (400). */
  invalidCode: 'INVALID_CODE',
  /** A payment provider's callback whose signature does not match (401). */
  invalidSignature: 'INVALID_SIGNATURE',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  unsupportedMedia: 'UNSUPPORTED_MEDIA_TYPE',
  internal: 'INTERNAL_ERROR',
  unavailable: 'SERVICE_UNAVAILABLE',
  /** A payment provider that could not be reached (502). */
  providerUnavailable: 'PROVIDER_UNAVAILABLE',
} as const;
export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];
