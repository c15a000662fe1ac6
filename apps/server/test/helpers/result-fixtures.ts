import type { FastifyInstance } from 'fastify';
import type { ResultDecisionBody, SetScore } from '@courtside/shared';
import { bearer } from './test-app.js';

/** A win of pair A in two sets. */
export const pairAWins: SetScore[] = [
  { a: 6, b: 3 },
  { a: 7, b: 5 },
];

/** The result routes of a match, called as one user. */
export const resultApi = (app: FastifyInstance, token: string) => ({
  view: (matchId: string) =>
    app.inject({ method: 'GET', url: `/api/user/match/${matchId}/result`, headers: bearer(token) }),
  record: (matchId: string, sets: unknown = pairAWins) =>
    app.inject({
      method: 'POST',
      url: `/api/user/match/${matchId}/result`,
      headers: bearer(token),
      payload: { sets },
    }),
  answer: (matchId: string, answer: 'confirm' | 'dispute') =>
    app.inject({
      method: 'PATCH',
      url: `/api/user/match/${matchId}/result/${answer}`,
      headers: bearer(token),
    }),
  disputed: () =>
    app.inject({
      method: 'GET',
      url: '/api/owner/match-result/disputed',
      headers: bearer(token),
    }),
  decide: (matchId: string, body: ResultDecisionBody) =>
    app.inject({
      method: 'PATCH',
      url: `/api/owner/match-result/${matchId}`,
      headers: bearer(token),
      payload: body,
    }),
  level: (userId: string) =>
    app.inject({ method: 'GET', url: `/api/user/player/${userId}/level`, headers: bearer(token) }),
});
