import { z } from 'zod';
import {
  favoriteBodySchema,
  idempotencyHeadersSchema,
  idParamsSchema,
  matchShareBodySchema,
  matchShareParamsSchema,
  purchaseStartSchema,
  refundChoiceQuerySchema,
  seatCancelledSchema,
  matchCourtOptionListSchema,
  matchCourtsQuerySchema,
  matchFormSchema,
  matchInvitationBodySchema,
  matchInvitationResultSchema,
  matchJoinBodySchema,
  matchSeatBodySchema,
  matchListQuerySchema,
  matchPageQuerySchema,
  matchPageSchema,
  matchListSchema,
  matchSchema,
  padelUserListSchema,
  playedWithSchema,
  padelUsersQuerySchema,
  userIdParamsSchema,
} from '@courtside/shared';
import { errorResponses } from '#server/lib/http.js';
import type { RoutesPlugin } from '#server/routes-plugin.js';
import { caller } from '#server/plugins/auth.js';

export const matchesRoutes: RoutesPlugin = async (app, { services }) => {
  const { matches } = services;
  const security = [{ bearerAuth: [] }];
  const tags = ['matches'];
  const user = { access: 'user' as const };

  app.get(
    '/user/match/all',
    {
      config: user,
      schema: {
        operationId: 'listMatches',
        tags,
        summary: 'Find Match: future matches the caller may see, by date, club and level',
        security,
        querystring: matchListQuerySchema,
        response: { 200: matchListSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => matches.upcoming(caller(request).id, request.query),
  );

  app.get(
    '/user/match/find',
    {
      config: user,
      schema: {
        operationId: 'listMatchesPage',
        tags,
        summary:
          'Find Match a page at a time: at the caller level first, then by start; by date, club and level',
        security,
        querystring: matchPageQuerySchema,
        response: { 200: matchPageSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => matches.page(caller(request).id, request.query),
  );

  app.get(
    '/user/match/courts',
    {
      config: user,
      schema: {
        operationId: 'listMatchCourts',
        tags,
        summary:
          "The courts of a type a match could take at a start, cheapest first: each free or not, and its price for the match's hours",
        security,
        querystring: matchCourtsQuerySchema,
        response: { 200: matchCourtOptionListSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => matches.courtOptions(request.query),
  );

  app.get(
    '/user/:userId/match',
    {
      config: user,
      schema: {
        operationId: 'listUserMatches',
        tags,
        summary: "A user's matches with their tab; another user's list shows only public ones",
        security,
        params: userIdParamsSchema,
        response: { 200: matchListSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => matches.ofUser(caller(request).id, request.params.userId),
  );

  app.get(
    '/user/match/:id',
    {
      config: user,
      schema: {
        operationId: 'getMatch',
        tags,
        summary: 'One match; its owner also sees the pending requests',
        security,
        params: idParamsSchema,
        response: { 200: matchSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => matches.one(caller(request).id, request.params.id),
  );

  app.post(
    '/user/match',
    {
      config: user,
      schema: {
        operationId: 'createMatch',
        tags,
        summary:
          'Create a match: claims the chosen court (court) or the cheapest free court of the type; the organizer pays their share of it (shareMethod)',
        security,
        body: matchFormSchema,
        response: { 201: matchSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await matches.create(caller(request).id, request.body)),
  );

  app.patch(
    '/user/match/:id',
    {
      config: user,
      schema: {
        operationId: 'updateMatch',
        tags,
        summary: 'Edit a match (owner only); seated players keep their seats',
        security,
        params: idParamsSchema,
        body: matchFormSchema,
        response: { 200: matchSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => matches.edit(caller(request).id, request.params.id, request.body),
  );

  app.delete(
    '/user/match/:id',
    {
      config: user,
      schema: {
        operationId: 'cancelMatch',
        tags,
        summary: 'Cancel a match (owner only): frees its seats and court, tells its players',
        security,
        params: idParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await matches.cancel(caller(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/user/match/:id/share/:method',
    {
      config: user,
      schema: {
        operationId: 'payMatchShare',
        tags,
        summary:
          'Pay one’s share of the court: coins and cash (at the club) confirm at once, wallet and mobile answer url, card answers formUrl; an unpaid share reopens its seat when its time passes',
        security,
        params: matchShareParamsSchema,
        headers: idempotencyHeadersSchema,
        body: matchShareBodySchema,
        response: { 201: purchaseStartSchema, ...errorResponses(400, 401, 404, 409, 502) },
      },
    },
    async (request, reply) => {
      const answer = await matches.payShare({
        callerId: caller(request).id,
        matchId: request.params.id,
        method: request.params.method,
        phone: request.body?.phone,
        idempotencyKey: request.headers['idempotency-key'],
      });
      return reply.status(201).send(answer);
    },
  );

  app.post(
    '/user/match/:id/seat/:method',
    {
      config: user,
      schema: {
        operationId: 'takeMatchSeat',
        tags,
        summary:
          'Take a free seat of a match open to join and pay one’s share in one step: no request to accept; coins and cash (at the club) confirm at once, hosted methods answer the checkout, and an unpaid share reopens the seat when its time passes',
        security,
        params: matchShareParamsSchema,
        headers: idempotencyHeadersSchema,
        body: matchSeatBodySchema,
        response: { 201: purchaseStartSchema, ...errorResponses(400, 401, 404, 409, 502) },
      },
    },
    async (request, reply) => {
      const answer = await matches.takeSeat({
        callerId: caller(request).id,
        matchId: request.params.id,
        method: request.params.method,
        phone: request.body.phone,
        idempotencyKey: request.headers['idempotency-key'],
      });
      return reply.status(201).send(answer);
    },
  );

  app.delete(
    '/user/match/:id/seat',
    {
      config: user,
      schema: {
        operationId: 'leaveMatch',
        tags,
        summary:
          'Give back one’s seat: a paid share goes back up to 24 hours before (the way it was paid, or as coins at once with refundTo=coins), and the seat reopens',
        security,
        params: idParamsSchema,
        querystring: refundChoiceQuerySchema,
        response: { 200: seatCancelledSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => matches.leave(caller(request).id, request.params.id, request.query.refundTo),
  );

  app.post(
    '/user/match/:id',
    {
      config: user,
      schema: {
        operationId: 'requestToJoinMatch',
        tags,
        summary: 'Ask to join a match, with optional partners',
        security,
        params: idParamsSchema,
        body: matchJoinBodySchema,
        response: { 201: matchSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await matches.join(caller(request).id, request.params.id, request.body)),
  );

  for (const [action, accept] of [
    ['confirm', true],
    ['reject', false],
  ] as const)
    app.patch(
      `/user/match-request/:id/${action}`,
      {
        config: user,
        schema: {
          operationId: `${action}MatchRequest`,
          tags,
          summary: `${accept ? 'Accept' : 'Reject'} a request to join (match owner only)`,
          security,
          params: idParamsSchema,
          response: { 200: matchSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => matches.decide(caller(request).id, request.params.id, accept),
    );

  for (const [answer, accept] of [
    ['accept', true],
    ['decline', false],
  ] as const)
    app.patch(
      `/user/match-request/:id/partner/${answer}`,
      {
        config: user,
        schema: {
          operationId: `${answer}MatchPartnerAsk`,
          tags,
          summary: `${accept ? 'Accept' : 'Decline'} to play as a partner named in a request to join`,
          security,
          params: idParamsSchema,
          response: { 200: matchSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => matches.answerAsPartner(caller(request).id, request.params.id, accept),
    );

  app.get(
    '/user/padel/users',
    {
      config: user,
      schema: {
        operationId: 'listPadelPlayers',
        tags,
        summary: 'Padel players to pick as partners, searchable by name',
        security,
        querystring: padelUsersQuerySchema,
        response: { 200: padelUserListSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => matches.padelUsers(caller(request).id, request.query.q),
  );

  app.get(
    '/user/me/played-with',
    {
      config: user,
      schema: {
        operationId: 'listPlayedWith',
        tags,
        summary:
          'The people the caller played with, in matches and nights that have started, the most recent first',
        security,
        response: { 200: playedWithSchema, ...errorResponses(401) },
      },
    },
    async (request) => services.playedWith.list(caller(request).id),
  );

  app.post(
    '/user/match/:id/invitations',
    {
      config: user,
      schema: {
        operationId: 'inviteToMatch',
        tags,
        summary:
          'The organizer asks people they played with to the match: each is told once, and joins by the match’s rule',
        security,
        params: idParamsSchema,
        body: matchInvitationBodySchema,
        response: { 200: matchInvitationResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => matches.invite(caller(request).id, request.params.id, request.body.userIds),
  );

  app.get(
    '/user/me/favorites',
    {
      config: user,
      schema: {
        operationId: 'listMyFavorites',
        tags,
        summary: 'The players the caller starred: they see the caller’s favorite-only matches',
        security,
        response: { 200: padelUserListSchema, ...errorResponses(401) },
      },
    },
    async (request) => matches.favorites(caller(request).id),
  );

  app.post(
    '/user/me/favorites',
    {
      config: user,
      schema: {
        operationId: 'addFavorite',
        tags,
        summary: 'Star a player',
        security,
        body: favoriteBodySchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      await matches.star(caller(request).id, request.body.userId);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/user/me/favorites/:userId',
    {
      config: user,
      schema: {
        operationId: 'removeFavorite',
        tags,
        summary: 'Unstar a player',
        security,
        params: userIdParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      await matches.unstar(caller(request).id, request.params.userId);
      return reply.status(204).send(null);
    },
  );
};
