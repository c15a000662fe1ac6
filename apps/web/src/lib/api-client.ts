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
  /** A JSON value, or FormData (an upload) which goes as multipart. */
  body?: unknown;
  /** Cancels the call; TanStack Query passes one to every query function. */
  signal?: AbortSignal;
  /** Extra headers, e.g. an Idempotency-Key. */
  headers?: Record<string, string>;
  /** Validates and types the answer (a shared zod schema). */
  schema: { parse: (data: unknown) => T };
  /** Wrong credentials at login also answer 401, which must not bounce back to login. */
  redirectOnUnauthorized?: boolean;
}

export async function apiRequest<T>(path: string, request: ApiRequest<T>): Promise<T> {
  const { schema, redirectOnUnauthorized = true } = request;
  const response = await send(path, request);
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    if (response.status === 401 && redirectOnUnauthorized) unauthorizedHandler?.();
    throw new ApiError(toErrorBody(response.status, payload));
  }
  return schema.parse(payload);
}

/** The server's answer, whatever its status; a call that got none is a NETWORK_ERROR. */
async function send(path: string, request: ApiRequest<unknown>) {
  const { method = 'GET', body, signal } = request;
  const token = await readToken();
  const headers: Record<string, string> = {
    Accept: 'application/json',
    ...request.headers,
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
    ...contentTypeOf(body),
  };
  try {
    return await fetch(`${baseUrl}${path}`, { method, headers, body: encodeBody(body), signal });
  } catch (cause) {
    // A cancelled call is not a network failure: whoever cancelled it expects the abort.
    if (signal?.aborted) throw cause;
    throw new ApiError({
      statusCode: 0,
      code: 'NETWORK_ERROR',
      message: cause instanceof Error ? cause.message : 'Network error',
    });
  }
}

// The browser writes FormData's multipart header itself, with the boundary it chose.
function contentTypeOf(body: unknown): Record<string, string> {
  if (body === undefined || body instanceof FormData) return {};
  return { 'Content-Type': 'application/json' };
}

function encodeBody(body: unknown): BodyInit | undefined {
  if (body === undefined || body instanceof FormData) return body;
  return JSON.stringify(body);
}

/** Anything that is not our error shape (a proxy's HTML page, say) becomes a generic one. */
function toErrorBody(status: number, payload: unknown): ErrorBody {
  const parsed = errorBodySchema.safeParse(payload);
  if (parsed.success) return parsed.data;
  return { statusCode: status, code: errorCodes.internal, message: `HTTP ${status}` };
}
