import {
  adminClubChangeSchema,
  adminPageQuerySchema,
  applicationIdParamsSchema,
  approveApplicationBodySchema,
  clubApplicationBodySchema,
  clubApplicationPageSchema,
  clubApplicationReceiptSchema,
  clubApplicationSchema,
  declineApplicationBodySchema,
} from '@courtside/shared';
import type { FastifyRequest } from 'fastify';
import { errorResponses } from '#server/lib/http.js';
import { pickLanguage } from '#server/lib/messages/translate.js';
import type { RoutesPlugin } from '#server/routes-plugin.js';
import { caller } from '#server/plugins/auth.js';

const tags = ['club applications'];
const security = [{ bearerAuth: [] }];
const admin = { access: 'admin' as const };
const languageOf = (request: FastifyRequest) => pickLanguage(request.headers['accept-language']);

/**
 * "List your club", sent by anyone: signed out (the contact is all the platform knows) or
 * signed in (the account becomes the club's owner). Limited per address like signing up.
 */
export const clubApplicationRoutes: RoutesPlugin = async (app, { services }) => {
  const { applications } = services.admin;
  const rateLimit = services.limits.signUpPerMinute;
  const response = { 201: clubApplicationReceiptSchema };

  app.post(
    '/club-applications',
    {
      config: { access: 'public', rateLimit },
      schema: {
        operationId: 'applyForClub',
        tags,
        summary: 'Sends a club’s application to be listed, with whom to contact',
        security: [],
        body: clubApplicationBodySchema,
        response: { ...response, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await applications.submit({ userId: null, language: languageOf(request) }, request.body),
        ),
  );

  app.post(
    '/user/club-applications',
    {
      config: { access: 'user', rateLimit },
      schema: {
        operationId: 'applyForClubSignedIn',
        tags,
        summary: 'Sends a club’s application by a signed-in person, who becomes its owner',
        security,
        body: clubApplicationBodySchema,
        response: { ...response, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const applicant = { userId: caller(request).id, language: languageOf(request) };
      return reply.status(201).send(await applications.submit(applicant, request.body));
    },
  );
};

/** The admin reads applications and decides them; each decision is in the audit log. */
export const adminApplicationRoutes: RoutesPlugin = async (app, { services }) => {
  const { applications } = services.admin;

  app.get(
    '/admin/club-applications',
    {
      config: admin,
      schema: {
        operationId: 'adminListClubApplications',
        tags,
        summary: 'Every club application with its state, newest first, a page at a time',
        security,
        querystring: adminPageQuerySchema,
        response: { 200: clubApplicationPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => applications.page(request.query.limit, request.query.before),
  );

  app.get(
    '/admin/club-applications/:applicationId',
    {
      config: admin,
      schema: {
        operationId: 'adminGetClubApplication',
        tags,
        summary: 'One club application',
        security,
        params: applicationIdParamsSchema,
        response: { 200: clubApplicationSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => applications.one(request.params.applicationId),
  );

  app.post(
    '/admin/club-applications/:applicationId/approve',
    {
      config: admin,
      schema: {
        operationId: 'adminApproveClubApplication',
        tags,
        summary:
          'Approves an application: opens the club with its first court, the applicant as its owner (their account, or invited by a one-time link sent to them)',
        security,
        params: applicationIdParamsSchema,
        body: approveApplicationBodySchema,
        response: {
          201: adminClubChangeSchema.extend({ application: clubApplicationSchema }),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await applications.approve(
            caller(request).id,
            request.params.applicationId,
            request.body,
          ),
        ),
  );

  app.post(
    '/admin/club-applications/:applicationId/decline',
    {
      config: admin,
      schema: {
        operationId: 'adminDeclineClubApplication',
        tags,
        summary: 'Declines an application with a reason the applicant is sent',
        security,
        params: applicationIdParamsSchema,
        body: declineApplicationBodySchema,
        response: { 200: clubApplicationSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      applications.decline(caller(request).id, request.params.applicationId, request.body),
  );
};
