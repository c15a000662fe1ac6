import http from 'node:http';
import type { AuthResponse, PaymentMethod } from '@courtside/shared';
import { demoPassword } from '../apps/server/src/seed/demo.js';

// A bench request that takes this long means the server is stuck; fail rather than hang.
const requestTimeoutMs = 30_000;
// Connections are kept open between calls, as a browser keeps them.
const agent = new http.Agent({ keepAlive: true });

export interface ApiAnswer {
  status: number;
  body: unknown;
  /** The answer's size as sent (no compression asked for). */
  bytes: number;
}

/**
 * One JSON call over a kept-alive connection. Plain node:http rather than fetch: the bench
 * client shares the machine with the server, and fetch costs several times more CPU per
 * call, which would measure the client instead of the server.
 */
export function callApi(
  baseUrl: string,
  method: 'GET' | 'POST',
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<ApiAnswer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers: Record<string, string> = {
    ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
  };
  return new Promise((done, fail) => {
    const request = http.request(
      `${baseUrl}/api${path}`,
      { method, headers, agent },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const bytes = Buffer.concat(chunks);
          const text = bytes.toString('utf8');
          done({
            status: response.statusCode ?? 0,
            body: text ? JSON.parse(text) : null,
            bytes: bytes.length,
          });
        });
        response.on('error', fail);
      },
    );
    request.setTimeout(requestTimeoutMs, () => request.destroy(new Error('request timed out')));
    request.on('error', fail);
    request.end(payload);
  });
}

async function expectAuth(answer: Promise<ApiAnswer>, expected: number): Promise<string> {
  const { status, body } = await answer;
  if (status !== expected) throw new Error(`auth answered ${status}: ${JSON.stringify(body)}`);
  return (body as AuthResponse).token;
}

/** A demo account's bearer token. */
export function signIn(baseUrl: string, identifier: string): Promise<string> {
  const body = { phone: identifier, password: demoPassword };
  return expectAuth(callApi(baseUrl, 'POST', '/auth/login', { body }), 200);
}

/** Registers `count` new players and answers their tokens; `group` keeps names apart. */
export function registerPlayers(baseUrl: string, count: number, group = 0): Promise<string[]> {
  return Promise.all(
    Array.from({ length: count }, (_, index) => {
      const unique = `${group}${String(index).padStart(6, '0')}`;
      const body = {
        Name: 'Bench',
        username: `bench${unique}`,
        phone: `+34600${unique}`,
        password: 'bench-pass-1',
        isPadel: true,
      };
      return expectAuth(callApi(baseUrl, 'POST', '/auth/register', { body }), 201);
    }),
  );
}

export function payBooking(
  baseUrl: string,
  token: string,
  method: PaymentMethod,
  body: Record<string, unknown>,
): Promise<ApiAnswer> {
  return callApi(baseUrl, 'POST', `/booking/payment/${method}`, { token, body });
}
