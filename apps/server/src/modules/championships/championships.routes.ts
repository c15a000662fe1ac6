import {
  championshipCourtsQuerySchema,
  championshipCreateBodySchema,
  championshipCreatedSchema,
  championshipListQuerySchema,
  championshipListSchema,
  championshipPageQuerySchema,
  championshipPageSchema,
  championshipPaymentBodySchema,
  championshipPaymentParamsSchema,
  championshipPaymentResponseSchema,
  championshipRequestAnswerSchema,
  championshipSchema,
  freeCourtListSchema,
  idempotencyHeadersSchema,
  idParamsSchema,
  userChampionshipListSchema,
} from '@courtside/shared';
import { z } from 'zod';
import { errorResponses } from '#server/lib/http.js';
import type { RoutesPlugin } from '#server/routes-plugin.js';
import { caller } from '#server/plugins/auth.js';
import { championshipRosterRoutes } from './roster.routes.js';
import { championshipSeasonRoutes } from './season.routes.js';

export const championshipsRoutes: RoutesPlugin = async (app, { services }) => {
  const { championships } = services;
  await app.register(championshipSeasonRoutes, { services });
  await app.register(championshipRosterRoutes, { services });
  const security = [{ bearerAuth: [] }];
  const tags = ['championships'];

  app.get(
    '/user/champion',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'listOpenChampionships',
        tags,
        summary: 'Championships open to apply (Book Champion), on one club-local day if given',
        security,
        querystring: championshipListQuerySchema,
        response: { 200: championshipListSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => championships.list(caller(request).id, request.query.date),
  );

  app.get(
    '/user/champion/open',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'listOpenChampionshipsPage',
        tags,
        summary: 'Book Champion a page at a time, by start; on one club-local day if given',
        security,
        querystring: championshipPageQuerySchema,
        response: { 200: championshipPageSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => championships.page(caller(request).id, request.query),
  );

  app.get(
    '/user/champion/courts',
    {
      config: { access: 'owner', clubAction: 'championships' },
      schema: {
        operationId: 'listChampionshipCourts',
        tags,
        summary: "The owner's football courts free for the whole window, for Create Champion",
        security,
        querystring: championshipCourtsQuerySchema,
        response: { 200: freeCourtListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => championships.freeCourts(caller(request).id, request.query),
  );

  app.get(
    '/user/champion/:id',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'getChampionship',
        tags,
        summary:
          "One championship: its club's owner reads every request and participant; anyone else signed in, their own request",
        security,
        params: idParamsSchema,
        response: { 200: championshipSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => championships.details(caller(request).id, request.params.id),
  );

  app.delete(
    '/user/champion/:id',
    {
      config: { access: 'owner', clubAction: 'championships' },
      schema: {
        operationId: 'deleteChampionship',
        tags,
        summary: 'The club owner deletes a championship: its hours are freed, its players refunded',
        security,
        params: idParamsSchema,
        response: { 204: z.null(), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await championships.remove(caller(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/user/champion',
    {
      config: { access: 'owner', clubAction: 'championships' },
      schema: {
        operationId: 'createChampionship',
        tags,
        summary: "Create a championship on one of the owner's football courts for its whole window",
        security,
        body: championshipCreateBodySchema,
        response: { 201: championshipCreatedSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await championships.create(caller(request).id, request.body)),
  );

  app.get(
    '/user/:id/champion',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'listMyChampionships',
        tags,
        summary: "The caller's championships (own requests, own clubs'), each with its tab",
        security,
        params: idParamsSchema,
        response: { 200: userChampionshipListSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => championships.ofUser(caller(request).id, request.params.id),
  );

  app.post(
    '/user/champion/:id',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'applyToChampionship',
        tags,
        summary: 'Apply to a championship: open for all confirms at once, request only waits',
        security,
        params: idParamsSchema,
        response: { 201: championshipRequestAnswerSchema, ...errorResponses(401, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await championships.apply(caller(request).id, request.params.id)),
  );

  app.post(
    '/user/champion-request/:id/payment/:method',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'payChampionshipEntry',
        tags,
        summary:
          'Pay for an accepted place: coins confirm at once, wallet and mobile answer url, card answers formUrl',
        security,
        params: championshipPaymentParamsSchema,
        headers: idempotencyHeadersSchema,
        body: championshipPaymentBodySchema,
        response: {
          201: championshipPaymentResponseSchema,
          ...errorResponses(400, 401, 404, 409, 502),
        },
      },
    },
    async (request, reply) => {
      const answer = await championships.payEntry({
        callerId: caller(request).id,
        requestId: request.params.id,
        method: request.params.method,
        phone: request.body?.phone,
        idempotencyKey: request.headers['idempotency-key'],
      });
      return reply.status(201).send(answer);
    },
  );

  for (const decision of ['confirm', 'reject'] as const)
    app.patch(
      `/user/champion-request/:id/${decision}`,
      {
        config: { access: 'owner', clubAction: 'championships' },
        schema: {
          operationId: `${decision}ChampionshipRequest`,
          tags,
          summary: `The club owner ${decision === 'confirm' ? 'accepts' : 'rejects'} a request`,
          security,
          params: idParamsSchema,
          response: {
            200: championshipRequestAnswerSchema,
            ...errorResponses(401, 403, 404, 409),
          },
        },
      },
      async (request) => championships.decide(caller(request).id, request.params.id, decision),
    );
};
