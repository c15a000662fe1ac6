import type { ErrorBody } from '@courtside/shared';
import { errorCodes } from '@courtside/shared/rules';
import { reportServerAnswered } from './connectivity';
import { readToken } from './storage';
import { sharedSchema } from './shared-schemas';

const baseUrl = import.meta.env.VITE_API_BASE_URL ?? '/api';

/** The full address of an API path, for the calls that cannot go through apiRequest (streams). */
export function apiUrl(path: string): string {
  return `${baseUrl}${path}`;
}

/** A failed API call, carrying the server's error body (ARCHITECTURE 4). */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ErrorBody;
  /** How long the server asks to wait before trying again (its Retry-After), if it said. */
  readonly retryAfterSeconds?: number;

  constructor(body: ErrorBody, retryAfterSeconds?: number) {
    super(body.message);
    this.name = 'ApiError';
    this.status = body.statusCode;
    this.body = body;
    if (retryAfterSeconds !== undefined) this.retryAfterSeconds = retryAfterSeconds;
  }
}

/**
 * What to tell the user of a failed call: the server's own words when it refused the request
 * (4xx), else `fallback`, since its failures and the network's say nothing a user can act on.
 */
export function refusalMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status < 500 ? error.message : fallback;
}

let unauthorizedHandler: (() => void) | null = null;

/** Registers what a 401 does (SPEC 7: navigate to login); returns the unregister function. */
export function onUnauthorized(handler: () => void): () => void {
  unauthorizedHandler = handler;
  return () => {
    if (unauthorizedHandler === handler) unauthorizedHandler = null;
  };
}

/** The server refused the stored token: what a 401 does, for calls made outside apiRequest. */
export function reportUnauthorized(): void {
  unauthorizedHandler?.();
}

/** The schema of a call answered with no content (204): nothing to read, nothing to load. */
export const noContent = { parse: (): undefined => undefined };

export interface ApiRequest<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A JSON value, or FormData (an upload) which goes as multipart. */
  body?: unknown;
  /** Cancels the call; TanStack Query passes one to every query function. */
  signal?: AbortSignal;
  /** Extra headers, e.g. an Idempotency-Key. */
  headers?: Record<string, string>;
  /** Validates and types the answer (a shared zod schema, or one loaded on demand). */
  schema: { parse: (data: unknown) => T | Promise<T> };
  /** Wrong credentials at login also answer 401, which must not bounce back to login. */
  redirectOnUnauthorized?: boolean;
  /** 'text' reads a successful answer as text (a CSV file) and gives it to the schema. */
  answer?: 'json' | 'text';
}

export async function apiRequest<T>(path: string, request: ApiRequest<T>): Promise<T> {
  const { schema, redirectOnUnauthorized = true } = request;
  const response = await (takeEarlyAnswer(path, request) ?? send(path, request));
  if (response.ok && request.answer === 'text') return await schema.parse(await response.text());
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    if (response.status === 401 && redirectOnUnauthorized) reportUnauthorized();
    throw new ApiError(toErrorBody(response.status, payload), retryAfterOf(response));
  }
  return await schema.parse(payload);
}

/** A file the API answers (a PDF, a CSV), with the caller's token and language; errors as apiRequest. */
export async function apiFile(path: string, signal?: AbortSignal): Promise<Blob> {
  const response = await send(path, { signal, headers: { Accept: '*/*' } });
  if (!response.ok) {
    const payload: unknown = await response.json().catch(() => null);
    if (response.status === 401) reportUnauthorized();
    throw new ApiError(toErrorBody(response.status, payload), retryAfterOf(response));
  }
  return response.blob();
}

/**
 * Answers asked for before the screen that reads them has loaded: the router asks as soon as
 * it knows the screen, beside the screen's code, and the screen's first plain read of the same
 * path takes the answer instead of asking again (docs/decisions.md, "A screen's first answer
 * is asked for beside its code"). Each is taken once, within a few seconds, for the same user.
 */
const earlyAnswers = new Map<string, { answer: Promise<Response>; askedAt: number }>();
const earlyAnswerLifetimeMs = 10_000;

/** Asks for a GET answer now, for the screen about to read it. */
export function askEarly(path: string): void {
  if (earlyAnswers.has(path)) return;
  const answer = send(path, {});
  // A failure is the screen's to report, when it takes the answer; none is left unhandled.
  answer.catch(() => undefined);
  earlyAnswers.set(path, { answer, askedAt: Date.now() });
}

/** Drops the answers asked for early: another user's must never show. */
export function forgetEarlyAnswers(): void {
  earlyAnswers.clear();
}

function takeEarlyAnswer(path: string, request: ApiRequest<unknown>): Promise<Response> | null {
  const early = earlyAnswers.get(path);
  if (!early) return null;
  earlyAnswers.delete(path);
  const plainRead = (request.method ?? 'GET') === 'GET' && request.headers === undefined;
  return plainRead && Date.now() - early.askedAt < earlyAnswerLifetimeMs ? early.answer : null;
}

/** The server's answer, whatever its status; a call that got none is a NETWORK_ERROR. */
async function send(path: string, request: Omit<ApiRequest<unknown>, 'schema'>) {
  const { method = 'GET', body, signal } = request;
  const token = await readToken();
  const headers: Record<string, string> = {
    Accept: 'application/json',
    // The server answers its messages in the language the user chose (the root carries it).
    ...(document.documentElement.lang ? { 'Accept-Language': document.documentElement.lang } : {}),
    ...request.headers,
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
    ...contentTypeOf(body),
  };
  try {
    const response = await fetch(apiUrl(path), { method, headers, body: encodeBody(body), signal });
    reportServerAnswered(true);
    return response;
  } catch (cause) {
    // A cancelled call is not a network failure: whoever cancelled it expects the abort.
    if (signal?.aborted) throw cause;
    reportServerAnswered(false);
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

/**
 * Anything that is not our error shape (a proxy's HTML page, say) becomes a generic one. Like
 * any answer, a refusal is checked in full once zod has loaded (sharedSchema); until then only
 * the fields the app reads are looked at, so that a screen whose first answer is a refusal (a
 * season not drawn yet) or the sign-in screen never waits for zod.
 */
function toErrorBody(status: number, payload: unknown): ErrorBody {
  const generic = { statusCode: status, code: errorCodes.internal, message: `HTTP ${status}` };
  if (!readsAsErrorBody(payload)) return generic;
  try {
    return sharedSchema('errorBodySchema').parse(payload);
  } catch {
    return generic;
  }
}

function readsAsErrorBody(payload: unknown): payload is ErrorBody {
  if (typeof payload !== 'object' || payload === null) return false;
  const { code, message } = payload as Partial<ErrorBody>;
  return typeof code === 'string' && typeof message === 'string';
}

/** Retry-After in seconds (the form our server sends); a date or nonsense counts as unsaid. */
function retryAfterOf(response: Response): number | undefined {
  const header = response.headers.get('Retry-After');
  if (header === null || !/^\d+$/.test(header.trim())) return undefined;
  return Number(header.trim());
}
