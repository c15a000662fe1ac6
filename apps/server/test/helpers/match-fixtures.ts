import { clubHourToUtc, type MatchForm } from '@courtside/shared';
import type { FastifyInstance } from 'fastify';
import { clubDateIn } from './booking-fixtures.js';
import { bearer } from './test-app.js';

/** The UTC start of a club-local hour `days` from now, as the match form sends it. */
export function matchStart(
  days: number,
  hour: number,
  timeZone = 'Europe/Madrid',
  now = new Date(),
) {
  return clubHourToUtc(clubDateIn(days, timeZone, now), hour, timeZone)!;
}

export function matchForm(clubId: string, date: string, extra: Partial<MatchForm> = {}): MatchForm {
  return {
    gender: 'mix',
    date,
    duration: '60' as unknown as 60,
    club: clubId,
    courtType: 'indoor',
    privacy: 'public',
    padelLevelMin: 1,
    padelLevelMax: 4.5,
    description: 'Friendly doubles',
    reservedSeats: 0,
    ...extra,
  };
}

export const api = (app: FastifyInstance, token: string) => ({
  create: (form: MatchForm) =>
    app.inject({ method: 'POST', url: '/api/user/match', headers: bearer(token), payload: form }),
  edit: (id: string, form: MatchForm) =>
    app.inject({
      method: 'PATCH',
      url: `/api/user/match/${id}`,
      headers: bearer(token),
      payload: form,
    }),
  cancel: (id: string) =>
    app.inject({ method: 'DELETE', url: `/api/user/match/${id}`, headers: bearer(token) }),
  courts: (query: Record<string, string>) =>
    app.inject({
      method: 'GET',
      url: `/api/user/match/courts?${new URLSearchParams(query)}`,
      headers: bearer(token),
    }),
  get: (id: string) =>
    app.inject({ method: 'GET', url: `/api/user/match/${id}`, headers: bearer(token) }),
  list: (query = '') =>
    app.inject({ method: 'GET', url: `/api/user/match/all${query}`, headers: bearer(token) }),
  ofUser: (userId: string) =>
    app.inject({ method: 'GET', url: `/api/user/${userId}/match`, headers: bearer(token) }),
  join: (id: string, partners?: string[]) =>
    app.inject({
      method: 'POST',
      url: `/api/user/match/${id}`,
      headers: bearer(token),
      payload: { phone: '612 3456 789', ...(partners ? { partners } : {}) },
    }),
  answerAsPartner: (requestId: string, answer: 'accept' | 'decline') =>
    app.inject({
      method: 'PATCH',
      url: `/api/user/match-request/${requestId}/partner/${answer}`,
      headers: bearer(token),
    }),
  payShare: (id: string, method: string, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: `/api/user/match/${id}/share/${method}`,
      headers: { ...bearer(token), ...headers },
      payload: {},
    }),
  takeSeat: (id: string, method: string, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: `/api/user/match/${id}/seat/${method}`,
      headers: { ...bearer(token), ...headers },
      payload: { phone: '612 3456 789' },
    }),
  leave: (id: string, refundTo: 'original' | 'coins' = 'original') =>
    app.inject({
      method: 'DELETE',
      url: `/api/user/match/${id}/seat?refundTo=${refundTo}`,
      headers: bearer(token),
    }),
  decide: (requestId: string, action: 'confirm' | 'reject') =>
    app.inject({
      method: 'PATCH',
      url: `/api/user/match-request/${requestId}/${action}`,
      headers: bearer(token),
    }),
});
