import {
  championshipSeasonBodySchema,
  championshipSeasonSchema,
  eventStreamHeadersSchema,
  fixtureMoveBodySchema,
  fixtureParamsSchema,
  fixturePlacementSchema,
  fixturePlanBodySchema,
  fixtureResultBodySchema,
  idParamsSchema,
  myFixtureListSchema,
} from '@courtside/shared';
import { z } from 'zod';
import { errorResponses } from '#server/lib/http.js';
import type { RoutesPlugin } from '#server/routes-plugin.js';
import { caller } from '#server/plugins/auth.js';

/** A championship's season (issue 45): its draw, fixtures on the club's courts, results. */
export const championshipSeasonRoutes: RoutesPlugin = async (app, { services }) => {
  const { season } = services.championships;
  const { streams } = services;
  const security = [{ bearerAuth: [] }];
  const tags = ['championships'];

  app.get(
    '/user/me/fixtures',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'getMyFixtures',
        tags,
        summary: "The next championship matches of the caller's teams, soonest first",
        security,
        response: { 200: myFixtureListSchema, ...errorResponses(401) },
      },
    },
    async (request) => season.upcomingOf(caller(request).id),
  );

  app.get(
    '/user/champion/:id/season',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'getChampionshipSeason',
        tags,
        summary: 'A championship as played: teams, fixtures by round, tables, top scorers, bracket',
        security,
        params: idParamsSchema,
        response: { 200: championshipSeasonSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => season.read(caller(request).id, request.params.id),
  );

  app.get(
    '/user/champion/:id/season/stream',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'streamChampionshipSeason',
        tags,
        summary:
          "Server-sent events for anyone signed in looking at a championship's page: `championship` (no data) whenever its season changes (the draw, fixtures placed or moved, a result entered, proposed or answered, a roster); the page reads the season again. Counts against the caller's live streams (ask with Accept: text/event-stream)",
        security,
        params: idParamsSchema,
        headers: eventStreamHeadersSchema,
        response: {
          // Documented only: the stream is written to the socket (event-stream.ts), never serialized.
          200: {
            description: 'The event stream',
            content: { 'text/event-stream': { schema: z.string() } },
          },
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (request, reply) => {
      const topic = await season.topic(request.params.id);
      const { id: userId, role } = caller(request);
      const { ver, sid } = request.user;
      streams.open(request, reply, { userId, role, token: { ver, sid } }, topic);
    },
  );

  app.put(
    '/user/champion/:id/season',
    {
      config: { access: 'owner', clubAction: 'championships' },
      schema: {
        operationId: 'drawChampionshipSeason',
        tags,
        summary:
          'The club owner sets the format, points and seeding and draws the fixtures from the accepted, paid teams; refused once results are in',
        security,
        params: idParamsSchema,
        body: championshipSeasonBodySchema,
        response: { 200: championshipSeasonSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => season.draw(caller(request).id, request.params.id, request.body),
  );

  app.post(
    '/user/champion/:id/season/fixtures',
    {
      config: { access: 'owner', clubAction: 'championships' },
      schema: {
        operationId: 'placeChampionshipFixtures',
        tags,
        summary:
          'The club owner places the fixtures not placed yet on free court time of the given days, hours and courts, round by round; answers what was placed and what did not fit',
        security,
        params: idParamsSchema,
        body: fixturePlanBodySchema,
        response: { 200: fixturePlacementSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => season.place(caller(request).id, request.params.id, request.body),
  );

  app.patch(
    '/user/champion/:id/season/fixtures/:fixtureId',
    {
      config: { access: 'owner', clubAction: 'championships' },
      schema: {
        operationId: 'moveChampionshipFixture',
        tags,
        summary: 'The club owner moves one fixture to another court or time; both teams are told',
        security,
        params: fixtureParamsSchema,
        body: fixtureMoveBodySchema,
        response: { 200: championshipSeasonSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      season.move(caller(request).id, request.params.id, request.params.fixtureId, request.body),
  );

  app.put(
    '/user/champion/:id/season/fixtures/:fixtureId/result',
    {
      config: { access: 'owner', clubAction: 'championships' },
      schema: {
        operationId: 'enterChampionshipResult',
        tags,
        summary:
          "The club owner enters a fixture's score and scorers, over any captain's proposal (deciding a disputed one); the tables change and a knockout's next fixture gets the winner",
        security,
        params: fixtureParamsSchema,
        body: fixtureResultBodySchema,
        response: { 200: championshipSeasonSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      season.result(caller(request).id, request.params.id, request.params.fixtureId, request.body),
  );

  app.post(
    '/user/champion/:id/season/fixtures/:fixtureId/result/proposal',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'proposeChampionshipResult',
        tags,
        summary:
          "A captain of one of the fixture's teams proposes its score and scorers; it counts once the other captain confirms it, or after 48 hours unanswered",
        security,
        params: fixtureParamsSchema,
        body: fixtureResultBodySchema,
        response: { 200: championshipSeasonSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      season.propose(caller(request).id, request.params.id, request.params.fixtureId, request.body),
  );

  for (const [answer, confirm] of [
    ['confirm', true],
    ['dispute', false],
  ] as const)
    app.patch(
      `/user/champion/:id/season/fixtures/:fixtureId/result/${answer}`,
      {
        config: { access: 'user' },
        schema: {
          operationId: `${answer}ChampionshipResult`,
          tags,
          summary: confirm
            ? "The other team's captain confirms a proposed result: it counts in the table"
            : "The other team's captain disputes a proposed result (within 48 hours): the club owner decides by entering the result",
          security,
          params: fixtureParamsSchema,
          response: { 200: championshipSeasonSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) =>
        season.answer(caller(request).id, request.params.id, request.params.fixtureId, confirm),
    );
};
