import { vi } from 'vitest';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: Headers;
  body: unknown;
  signal: AbortSignal | undefined;
}

export interface FakeReply {
  status: number;
  body?: unknown;
  /**
   * Sent as it is with this content type instead of the body as JSON (a server-sent event
   * stream): whole, or as the test writes it to a stream.
   */
  raw?: { text: string | ReadableStream<Uint8Array>; contentType: string };
  /** Headers besides the JSON content type, e.g. Retry-After. */
  headers?: Record<string, string>;
}

type Responder = (request: RecordedRequest) => FakeReply;

// The translation files, served as the web server would serve them.
const translations = import.meta.glob<Record<string, unknown>>('../../public/assets/i18n/*.json', {
  eager: true,
  import: 'default',
});
const translationFile = /\/assets\/i18n\/(\w+)\.json$/;

function translationReply(url: string): FakeReply {
  const language = translationFile.exec(url)?.[1];
  const file = Object.entries(translations).find(([path]) => path.endsWith(`/${language}.json`));
  return file ? { status: 200, body: file[1] } : { status: 404 };
}

/**
 * Stands in for the network: the tests answer API calls, and the app's own modules run as
 * they do in the browser.
 */
export function createFakeNetwork() {
  const responders = new Map<string, Responder>();
  const requests: RecordedRequest[] = [];

  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    // As a browser does, a cancelled call never reaches the server.
    init.signal?.throwIfAborted();
    const url = input instanceof Request ? input.url : input.toString();
    const method = (init.method ?? 'GET').toUpperCase();
    const reply = (request: RecordedRequest): FakeReply => {
      if (translationFile.test(url)) return translationReply(url);
      const respond = responders.get(`${method} ${url}`);
      return respond ? respond(request) : { status: 404, body: notFoundBody(url) };
    };
    const request: RecordedRequest = {
      method,
      url,
      headers: new Headers(init.headers),
      signal: init.signal ?? undefined,
      // JSON arrives parsed; anything else (FormData) as it was sent.
      body: typeof init.body === 'string' ? JSON.parse(init.body) : (init.body ?? undefined),
    };
    if (!translationFile.test(url)) requests.push(request);
    const { status, body, raw, headers } = reply(request);
    if (raw)
      return new Response(raw.text, { status, headers: { 'Content-Type': raw.contentType } });
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json', ...headers },
    });
  };

  return {
    fetch: vi.fn(fetch),
    requests,
    /** The requests a screen made: all but the user area's own unread count and its stream. */
    screenRequests: () => requests.filter((r) => !r.url.startsWith('/api/user/me/notifications')),
    /** Answers `method path` (path including the /api prefix) with the responder. */
    on(method: string, path: string, respond: Responder | FakeReply) {
      responders.set(`${method} ${path}`, typeof respond === 'function' ? respond : () => respond);
    },
    reset() {
      responders.clear();
      requests.length = 0;
    },
  };
}

function notFoundBody(url: string) {
  return { statusCode: 404, code: 'NOT_FOUND', message: `No fake reply for ${url}` };
}

export const network = createFakeNetwork();

/** A refusal as the API answers it: the status and the error body with its code. */
export const apiRefusal = (status: number, code: string, message: string): FakeReply => ({
  status,
  body: { statusCode: status, code, message },
});

/** How starting any payment can fail, whatever is being paid for. */
export const paymentStartFailures = {
  'a server error': () => apiRefusal(500, 'INTERNAL_ERROR', 'Boom'),
  'a declined payment': () => apiRefusal(502, 'PAYMENT_DECLINED', 'Declined'),
  'a network error': (): FakeReply => {
    throw new TypeError('Failed to fetch');
  },
};
