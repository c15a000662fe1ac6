import type { AuthResponse, MyClub } from '@courtside/shared';
import type { TestCourt } from './booking-fixtures.js';
import { expect } from 'vitest';
import { demoPassword } from '#server/seed/demo.js';

type Json = Record<string, unknown>;

/** A server's answer over real HTTP: its status, headers and JSON body. */
export interface Answer<T = Json> {
  status: number;
  headers: Headers;
  body: T;
}

/** One request to a running server over real HTTP, as the web app sends it. */
export async function call<T = Json>(
  base: string,
  path: string,
  init: { method?: string; token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer<T>> {
  const response = await fetch(`${base}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...init.headers,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: (text ? JSON.parse(text) : null) as T,
  };
}

/** Signs a demo account in and returns its token. */
export async function signInDemo(base: string, username: string): Promise<string> {
  const answer = await call<AuthResponse>(base, '/api/auth/login', {
    body: { phone: username, password: demoPassword },
  });
  expect(answer.status).toBe(200);
  return answer.body.token;
}

/** The padel courts of the club `token`'s owner runs, as booking fixtures name them. */
export async function ownPadelCourts(base: string, token: string): Promise<TestCourt[]> {
  const club = await call<MyClub>(base, '/api/user/me/club', { token });
  expect(club.status).toBe(200);
  return club.body.courts
    .filter((court) => court.type === 'padel')
    .map((court) => ({
      courtId: court.id,
      clubId: club.body.id,
      name: court.name,
      timeZone: club.body.timeZone,
    }));
}
