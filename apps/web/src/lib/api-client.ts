import { errorBodySchema, errorCodes, type ErrorBody } from '@courtside/shared';
import { readToken } from './storage';

const baseUrl = import.meta.env.VITE_API_BASE_URL ?? '/api';

/** A failed API call, carrying the server's error body (ARCHITECTURE 4). */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ErrorBody;

  constructor(body: ErrorBody) {
    super(body.message);
    this.name = 'ApiError';
    this.status = body.statusCode;
    this.body = body;
  }
}

let unauthorizedHandler: (() => void) | null = null;

/** Registers what a 401 does (SPEC 7: navigate to login); returns the unregister function. */
export function onUnauthorized(handler: () => void): () => void {
  unauthorizedHandler = handler;
  return () => {
    if (unauthorizedHandler === handler) unauthorizedHandler = null;
  };
}

export interface ApiRequest<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Extra headers, e.g. an Idempotency-Key. */
  headers?: Record<string, string>;
  /** Validates and types the answer (a shared zod schema). */
  schema: { parse: (data: unknown) => T };
  /** Wrong credentials at login also answer 401, which must not bounce back to login. */
  redirectOnUnauthorized?: boolean;
}

export async function apiRequest<T>(path: string, request: ApiRequest<T>): Promise<T> {
  const { method = 'GET', body, schema, redirectOnUnauthorized = true } = request;
  const headers: Record<string, string> = { Accept: 'application/json', ...request.headers };
  const token = await readToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (cause) {
    throw new ApiError({
      statusCode: 0,
      code: 'NETWORK_ERROR',
      message: cause instanceof Error ? cause.message : 'Network error',
    });
  }

  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    if (response.status === 401 && redirectOnUnauthorized) unauthorizedHandler?.();
    throw new ApiError(toErrorBody(response.status, payload));
  }
  return schema.parse(payload);
}

/** Anything that is not our error shape (a proxy's HTML page, say) becomes a generic one. */
function toErrorBody(status: number, payload: unknown): ErrorBody {
  const parsed = errorBodySchema.safeParse(payload);
  if (parsed.success) return parsed.data;
  return { statusCode: status, code: errorCodes.internal, message: `HTTP ${status}` };
}
