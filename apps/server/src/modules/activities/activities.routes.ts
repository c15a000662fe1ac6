import { z } from 'zod';
import {
  activityCourtListSchema,
  activityCourtsQuerySchema,
  activityCreateBodySchema,
  activityCreatedSchema,
  activityListQuerySchema,
  activityOccurrencePageSchema,
  activityPageQuerySchema,
  activityOccurrenceListSchema,
  activitySeatBodySchema,
  activitySeatParamsSchema,
  activitySeatResponseSchema,
  coachCreateBodySchema,
  coachListSchema,
  coachSchema,
  idempotencyHeadersSchema,
  idParamsSchema,
  occurrenceCancelledSchema,
  occurrenceCancelQuerySchema,
  refundChoiceQuerySchema,
  seatCancelledSchema,
  waitlistAnswerSchema,
} from '@courtside/shared';
import { errorResponses } from '#server/lib/http.js';
import type { RoutesPlugin } from '#server/routes-plugin.js';
import { caller } from '#server/plugins/auth.js';

export const activitiesRoutes: RoutesPlugin = async (app, { services }) => {
  const { activities } = services;
  const security = [{ bearerAuth: [] }];
  const tags = ['activities'];

  app.get(
    '/user/activity/all',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'listActivitySessions',
        tags,
        summary: 'Upcoming activity sessions, of one club and one club-local day if given',
        security,
        querystring: activityListQuerySchema,
        response: { 200: activityOccurrenceListSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => activities.list(caller(request).id, request.query),
  );

  app.get(
    '/user/activity/upcoming',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'listActivitySessionsPage',
        tags,
        summary:
          'Upcoming activity sessions a page at a time, by start; of one club and day if given',
        security,
        querystring: activityPageQuerySchema,
        response: { 200: activityOccurrencePageSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => activities.page(caller(request).id, request.query),
  );

  app.get(
    '/user/activity/sessions',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'listMyActivitySessions',
        tags,
        summary: 'The sessions the club owner runs or the coach coaches, with their participants',
        security,
        response: { 200: activityOccurrenceListSchema, ...errorResponses(401) },
      },
    },
    async (request) => activities.sessions(caller(request)),
  );

  app.get(
    '/user/activity/courts',
    {
      config: { access: 'owner', clubAction: 'activities' },
      schema: {
        operationId: 'listActivityCourts',
        tags,
        summary: "The owner's courts free at every occurrence of a planned activity",
        security,
        querystring: activityCourtsQuerySchema,
        response: { 200: activityCourtListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => activities.freeCourts(caller(request).id, request.query),
  );

  app.get(
    '/user/activity/coaches',
    {
      config: { access: 'owner', clubAction: 'activities' },
      schema: {
        operationId: 'listCoaches',
        tags,
        summary: "The coaches of the owner's club",
        security,
        response: { 200: coachListSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => activities.coachesOf(caller(request).id),
  );

  app.post(
    '/user/activity',
    {
      config: { access: 'owner', clubAction: 'activities' },
      schema: {
        operationId: 'createActivity',
        tags,
        summary: 'Create an activity: its occurrences up to 12 weeks, each on its court hours',
        security,
        body: activityCreateBodySchema,
        response: { 201: activityCreatedSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await activities.create(caller(request).id, request.body)),
  );

  app.post(
    '/user/me/coach',
    {
      config: { access: 'owner', clubAction: 'activities' },
      schema: {
        operationId: 'createCoach',
        tags,
        summary: "Create a coach: an account with the coach role at the owner's club",
        security,
        body: coachCreateBodySchema,
        response: { 201: coachSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await activities.createCoach(caller(request).id, request.body)),
  );

  app.post(
    '/user/activity/occurrence/:id/payment/:method',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'payActivitySeat',
        tags,
        summary:
          'Book and pay a seat: coins and cash confirm at once, wallet and mobile answer url, card answers formUrl',
        security,
        params: activitySeatParamsSchema,
        headers: idempotencyHeadersSchema,
        body: activitySeatBodySchema,
        response: { 201: activitySeatResponseSchema, ...errorResponses(400, 401, 404, 409, 502) },
      },
    },
    async (request, reply) => {
      const answer = await activities.bookSeat({
        callerId: caller(request).id,
        occurrenceId: request.params.id,
        method: request.params.method,
        phone: request.body?.phone,
        idempotencyKey: request.headers['idempotency-key'],
      });
      return reply.status(201).send(answer);
    },
  );

  app.delete(
    '/user/activity/occurrence/:id/seat',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'cancelActivitySeat',
        tags,
        summary:
          'Give back one’s seat up to 24 hours before; what was paid goes back the way it was paid, or as coins at once with refundTo=coins',
        security,
        params: idParamsSchema,
        querystring: refundChoiceQuerySchema,
        response: { 200: seatCancelledSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) =>
      activities.cancelSeat(caller(request).id, request.params.id, request.query.refundTo),
  );

  app.post(
    '/user/activity/occurrence/:id/waitlist',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'joinActivityWaitlist',
        tags,
        summary: 'Wait for a seat of a full session; the first is offered a seat that frees',
        security,
        params: idParamsSchema,
        response: { 201: waitlistAnswerSchema, ...errorResponses(401, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await activities.joinWaitlist(caller(request).id, request.params.id)),
  );

  app.delete(
    '/user/activity/occurrence/:id/waitlist',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'leaveActivityWaitlist',
        tags,
        summary:
          'Leave the waitlist of a session; a seat one was offered passes to the next in line',
        security,
        params: idParamsSchema,
        response: { 204: z.null(), ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      await activities.leaveWaitlist(caller(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/user/activity/occurrence/:id',
    {
      config: { access: 'owner', clubAction: 'activities' },
      schema: {
        operationId: 'cancelActivitySession',
        tags,
        summary: 'The club owner cancels a session, or it and the rest of its series',
        security,
        params: idParamsSchema,
        querystring: occurrenceCancelQuerySchema,
        response: { 200: occurrenceCancelledSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      activities.cancelOccurrences(caller(request).id, request.params.id, request.query.scope),
  );
};
