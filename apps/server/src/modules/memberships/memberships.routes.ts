import {
  clubPlansSchema,
  giveMembershipBodySchema,
  idempotencyHeadersSchema,
  joinPlanBodySchema,
  membershipChangeBodySchema,
  membershipListSchema,
  membershipParamsSchema,
  membershipSchema,
  paymentMethodSchema,
  payMembershipBodySchema,
  planBodySchema,
  planListSchema,
  planParamsSchema,
  planSchema,
  purchaseStartSchema,
  clubIdParamsSchema,
} from '@courtside/shared';
import { z } from 'zod';
import { errorResponses } from '#server/lib/http.js';
import type { RoutesPlugin } from '#server/routes-plugin.js';
import { caller } from '#server/plugins/auth.js';

const tags = ['memberships'];
const security = [{ bearerAuth: [] }];
const user = { access: 'user' as const };
const owner = { access: 'owner' as const, clubAction: 'plans' as const };

/** A player's side of memberships: a club's plans, joining, paying, their own list. */
const playerRoutes: RoutesPlugin = async (app, { services }) => {
  const { memberships } = services;

  app.get(
    '/user/clubs/:clubId/plans',
    {
      config: user,
      schema: {
        operationId: 'listClubPlans',
        tags,
        summary: "A club's public plans, and the caller's membership there (or null)",
        security,
        params: clubIdParamsSchema,
        response: { 200: clubPlansSchema, ...errorResponses(400, 401, 404) },
      },
    },
    (request) => memberships.plans.ofClub(caller(request).id, request.params.clubId),
  );

  app.post(
    '/user/memberships/join/:method',
    {
      config: user,
      schema: {
        operationId: 'joinPlan',
        tags,
        summary:
          'Join a plan and pay its first period; the same Idempotency-Key answers the same payment',
        security,
        params: z.object({ method: paymentMethodSchema }),
        headers: idempotencyHeadersSchema,
        body: joinPlanBodySchema,
        response: { 201: purchaseStartSchema, ...errorResponses(400, 401, 404, 409, 502) },
      },
    },
    async (request, reply) => {
      const started = await memberships.join({
        callerId: caller(request).id,
        method: request.params.method,
        body: request.body,
        idempotencyKey: request.headers['idempotency-key'],
      });
      return reply.status(201).send(started);
    },
  );

  app.post(
    '/user/memberships/:membershipId/payment/:method',
    {
      config: user,
      schema: {
        operationId: 'payMembership',
        tags,
        summary: "Pay a membership's pending or due period",
        security,
        params: membershipParamsSchema.extend({ method: paymentMethodSchema }),
        headers: idempotencyHeadersSchema,
        body: payMembershipBodySchema,
        response: { 201: purchaseStartSchema, ...errorResponses(400, 401, 404, 409, 502) },
      },
    },
    async (request, reply) => {
      const started = await memberships.pay({
        callerId: caller(request).id,
        membershipId: request.params.membershipId,
        method: request.params.method,
        body: request.body,
        idempotencyKey: request.headers['idempotency-key'],
      });
      return reply.status(201).send(started);
    },
  );

  app.get(
    '/user/me/memberships',
    {
      config: user,
      schema: {
        operationId: 'listMyMemberships',
        tags,
        summary: "The caller's memberships, newest first",
        security,
        response: { 200: membershipListSchema, ...errorResponses(401) },
      },
    },
    (request) => memberships.mine(caller(request).id),
  );

  app.patch(
    '/user/memberships/:membershipId',
    {
      config: user,
      schema: {
        operationId: 'changeMembership',
        tags,
        summary: 'Stop or resume renewing; cancel ends it now, without a refund',
        security,
        params: membershipParamsSchema,
        body: membershipChangeBodySchema,
        response: { 200: membershipSchema, ...errorResponses(400, 401, 404) },
      },
    },
    (request) => memberships.change(caller(request).id, request.params.membershipId, request.body),
  );
};

/** A club owner's side: plans and members ('plans', the owner's alone). */
const ownerRoutes: RoutesPlugin = async (app, { services }) => {
  const { memberships } = services;

  app.get(
    '/owner/plans',
    {
      config: owner,
      schema: {
        operationId: 'listPlans',
        tags,
        summary: "The club's plans on offer, with their members",
        security,
        response: { 200: planListSchema, ...errorResponses(401, 403, 404) },
      },
    },
    (request) => memberships.plans.list(caller(request).id),
  );

  app.post(
    '/owner/plans',
    {
      config: owner,
      schema: {
        operationId: 'createPlan',
        tags,
        summary: 'Creates a plan, in the club’s currency',
        security,
        body: planBodySchema,
        response: { 201: planSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await memberships.plans.create(caller(request).id, request.body)),
  );

  app.put(
    '/owner/plans/:planId',
    {
      config: owner,
      schema: {
        operationId: 'updatePlan',
        tags,
        summary: 'Changes a plan; members keep their period and get the new terms',
        security,
        params: planParamsSchema,
        body: planBodySchema,
        response: { 200: planSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => memberships.plans.update(caller(request).id, request.params.planId, request.body),
  );

  app.delete(
    '/owner/plans/:planId',
    {
      config: owner,
      schema: {
        operationId: 'archivePlan',
        tags,
        summary: 'Removes a plan: no one joins it; members keep it to their period’s end',
        security,
        params: planParamsSchema,
        response: { 204: z.null(), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await memberships.plans.archive(caller(request).id, request.params.planId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/owner/members',
    {
      config: owner,
      schema: {
        operationId: 'listMembers',
        tags,
        summary: "The club's memberships, newest first (at most 200)",
        security,
        response: { 200: membershipListSchema, ...errorResponses(401, 403, 404) },
      },
    },
    (request) => memberships.ofClub(caller(request).id),
  );

  app.post(
    '/owner/members',
    {
      config: owner,
      schema: {
        operationId: 'giveMembership',
        tags,
        summary: 'Gives a plan to a player, paid at the desk in cash: active at once',
        security,
        body: giveMembershipBodySchema,
        response: { 201: membershipSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await memberships.give(caller(request).id, request.body)),
  );
};

export const membershipsRoutes: RoutesPlugin = async (app, options) => {
  await playerRoutes(app, options);
  await ownerRoutes(app, options);
};
