import {
  disputedResultListSchema,
  idParamsSchema,
  levelQuizAnswersSchema,
  matchResultBodySchema,
  matchResultSchema,
  matchResultViewSchema,
  playerLevelSchema,
  resultDecisionBodySchema,
  userIdParamsSchema,
} from '@courtside/shared';
import { errorResponses } from '#server/lib/http.js';
import type { RoutesPlugin } from '#server/routes-plugin.js';
import { caller } from '#server/plugins/auth.js';

/** Results of padel matches, their answers and the club's decisions, and players' levels. */
export const matchResultsRoutes: RoutesPlugin = async (app, { services }) => {
  const { matchResults } = services;
  const security = [{ bearerAuth: [] }];
  const tags = ['matches'];
  const user = { access: 'user' as const };

  app.get(
    '/user/match/:id/result',
    {
      config: user,
      schema: {
        operationId: 'getMatchResult',
        tags,
        summary: "A match's result, and whether the caller may record it",
        security,
        params: idParamsSchema,
        response: { 200: matchResultViewSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => matchResults.view(caller(request).id, request.params.id),
  );

  app.post(
    '/user/match/:id/result',
    {
      config: user,
      schema: {
        operationId: 'recordMatchResult',
        tags,
        summary: 'Record the result of a match that has ended (its players only)',
        security,
        params: idParamsSchema,
        body: matchResultBodySchema,
        response: { 201: matchResultViewSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await matchResults.record(caller(request).id, request.params.id, request.body.sets)),
  );

  for (const [answer, confirm] of [
    ['confirm', true],
    ['dispute', false],
  ] as const)
    app.patch(
      `/user/match/:id/result/${answer}`,
      {
        config: user,
        schema: {
          operationId: `${answer}MatchResult`,
          tags,
          summary: `${confirm ? 'Confirm' : 'Dispute'} a recorded result (the other pair only, within 48 hours)`,
          security,
          params: idParamsSchema,
          response: { 200: matchResultViewSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => matchResults.answer(caller(request).id, request.params.id, confirm),
    );

  app.get(
    '/owner/match-result/disputed',
    {
      config: { access: 'owner', clubAction: 'results' },
      schema: {
        operationId: 'listDisputedResults',
        tags,
        summary: "The disputed results of matches played at the caller's clubs",
        security,
        response: { 200: disputedResultListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => matchResults.disputedAtMyClubs(caller(request).id),
  );

  app.patch(
    '/owner/match-result/:id',
    {
      config: { access: 'owner', clubAction: 'results' },
      schema: {
        operationId: 'decideMatchResult',
        tags,
        summary:
          'Decide a disputed result (owner of the club): it stands, corrected or not, or is void',
        security,
        params: idParamsSchema,
        body: resultDecisionBodySchema,
        response: { 200: matchResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => matchResults.decide(caller(request).id, request.params.id, request.body),
  );

  app.get(
    '/user/player/:userId/level',
    {
      config: user,
      schema: {
        operationId: 'getPlayerLevel',
        tags,
        summary: "A player's padel level, its reliability and history, and their last ten results",
        security,
        params: userIdParamsSchema,
        response: { 200: playerLevelSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => matchResults.playerLevel(caller(request).id, request.params.userId),
  );

  app.put(
    '/user/me/level',
    {
      config: user,
      schema: {
        operationId: 'setStartingLevel',
        tags,
        summary:
          "Set the caller's starting padel level from their answers to the level's questions (until results move it)",
        description:
          'The answers give a starting level (0.5 to 4.5) with reliability 0, so the first results move it a lot. A player whose level results have moved cannot set it this way (409 LEVEL_FROM_RESULTS).',
        security,
        body: levelQuizAnswersSchema,
        response: { 200: playerLevelSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => matchResults.setStartingLevel(caller(request).id, request.body),
  );
};
