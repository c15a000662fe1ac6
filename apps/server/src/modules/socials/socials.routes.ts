import {
  activitySeatBodySchema,
  activitySeatParamsSchema,
  activitySeatResponseSchema,
  idempotencyHeadersSchema,
  idParamsSchema,
  refundChoiceQuerySchema,
  seatCancelledSchema,
  socialCreateBodySchema,
  socialCreatedSchema,
  socialDetailSchema,
  socialEventListSchema,
  socialListQuerySchema,
  socialPointsBodySchema,
  waitlistAnswerSchema,
} from '@courtside/shared';
import { z } from 'zod';
import { errorResponses } from '#server/lib/http.js';
import type { RoutesPlugin } from '#server/routes-plugin.js';
import { caller } from '#server/plugins/auth.js';

export const socialsRoutes: RoutesPlugin = async (app, { services }) => {
  const { socials } = services;
  const security = [{ bearerAuth: [] }];
  const tags = ['socials'];
  const detailOf = (callerId: string, id: string) => socials.detail(callerId, id);

  app.get(
    '/user/social',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'listSocialNights',
        tags,
        summary: 'Americano and Mexicano nights not over yet, of one club if given',
        security,
        querystring: socialListQuerySchema,
        response: { 200: socialEventListSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => socials.list(caller(request).id, request.query.club),
  );

  app.get(
    '/user/social/night/:id',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'getSocialNight',
        tags,
        summary: 'One night: its players, every game drawn so far with its points, the leaderboard',
        security,
        params: idParamsSchema,
        response: { 200: socialDetailSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => detailOf(caller(request).id, request.params.id),
  );

  app.post(
    '/user/social',
    {
      config: { access: 'owner', clubAction: 'socials' },
      schema: {
        operationId: 'createSocialNight',
        tags,
        summary:
          "Create an Americano or Mexicano night, claiming its courts' hours for the whole window",
        security,
        body: socialCreateBodySchema,
        response: { 201: socialCreatedSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await socials.create(caller(request).id, request.body)),
  );

  app.post(
    '/user/social/night/:id/payment/:method',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'paySocialPlace',
        tags,
        summary:
          'Take and pay a place: coins and cash confirm at once, wallet and mobile answer url, card answers formUrl',
        security,
        params: activitySeatParamsSchema,
        headers: idempotencyHeadersSchema,
        body: activitySeatBodySchema,
        response: { 201: activitySeatResponseSchema, ...errorResponses(400, 401, 404, 409, 502) },
      },
    },
    async (request, reply) => {
      const answer = await socials.join({
        callerId: caller(request).id,
        eventId: request.params.id,
        method: request.params.method,
        phone: request.body?.phone,
        idempotencyKey: request.headers['idempotency-key'],
      });
      return reply.status(201).send(answer);
    },
  );

  app.post(
    '/user/social/night/:id/waitlist',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'joinSocialWaitlist',
        tags,
        summary: 'Wait for a place at a full night; the first is offered a place that frees',
        security,
        params: idParamsSchema,
        response: { 201: waitlistAnswerSchema, ...errorResponses(401, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await socials.wait(caller(request).id, request.params.id)),
  );

  app.delete(
    '/user/social/night/:id/waitlist',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'leaveSocialWaitlist',
        tags,
        summary:
          'Leave the waitlist of a night; a place one was offered passes to the next in line',
        security,
        params: idParamsSchema,
        response: { 204: z.null(), ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      await socials.leaveWaitlist(caller(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/user/social/night/:id/place',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'leaveSocialNight',
        tags,
        summary:
          'Give back one’s place up to 24 hours before; what was paid goes back the way it was paid, or as coins with refundTo=coins',
        security,
        params: idParamsSchema,
        querystring: refundChoiceQuerySchema,
        response: { 200: seatCancelledSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => socials.leave(caller(request).id, request.params.id, request.query.refundTo),
  );

  app.delete(
    '/user/social/night/:id',
    {
      config: { access: 'owner', clubAction: 'socials' },
      schema: {
        operationId: 'cancelSocialNight',
        tags,
        summary:
          "Call a night off before it starts: its courts' hours freed, every place refunded in full, its players and waitlist told",
        security,
        params: idParamsSchema,
        response: { 200: socialDetailSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { id } = caller(request);
      await socials.cancel(id, request.params.id);
      return detailOf(id, request.params.id);
    },
  );

  const stages = [
    ['start', 'startSocialNight', 'Start the night: the first round is drawn'],
    ['next', 'drawSocialRound', 'Draw the next round, once every game of this one has its points'],
    ['finish', 'finishSocialNight', 'Finish the night once every game has its points'],
  ] as const;
  for (const [stage, operationId, summary] of stages)
    app.post(
      `/user/social/night/:id/${stage}`,
      {
        config: { access: 'owner', clubAction: 'socials' },
        schema: {
          operationId,
          tags,
          summary,
          security,
          params: idParamsSchema,
          response: { 200: socialDetailSchema, ...errorResponses(401, 403, 404, 409) },
        },
      },
      async (request) => {
        const { id } = caller(request);
        await socials[stage](id, request.params.id);
        return detailOf(id, request.params.id);
      },
    );

  app.put(
    '/user/social/game/:id/points',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'enterSocialPoints',
        tags,
        summary:
          "A player of the game enters the points each pair won; they add up to the night's points per game",
        security,
        params: idParamsSchema,
        body: socialPointsBodySchema,
        response: { 200: socialDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { id } = caller(request);
      const eventId = await socials.enterPoints(id, request.params.id, request.body.points);
      return detailOf(id, eventId);
    },
  );
};
