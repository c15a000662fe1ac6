import type { AuthResponse, PaymentMethod } from '@courtside/shared';
import { demoPassword } from '../apps/server/src/seed/demo.js';

// A bench request that takes this long means the server is stuck; fail rather than hang.
const requestTimeoutMs = 30_000;

export interface ApiAnswer {
  status: number;
  body: unknown;
}

export async function callApi(
  baseUrl: string,
  method: 'GET' | 'POST',
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<ApiAnswer> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: AbortSignal.timeout(requestTimeoutMs),
  });
  return { status: response.status, body: await response.json() };
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
