import {
  adminClubChangeSchema,
  adminClubPageSchema,
  adminClubSchema,
  adminPageQuerySchema,
  auditPageSchema,
  clubFieldsSchema,
  clubIdParamsSchema,
  courtInputSchema,
  createClubBodySchema,
  setOwnerBodySchema,
  suspendClubBodySchema,
} from '@courtside/shared';
import { errorResponses } from '#server/lib/http.js';
import { invalidField } from '#server/lib/domain-error.js';
import type { RoutesPlugin } from '#server/routes-plugin.js';
import { caller } from '#server/plugins/auth.js';
import {
  acceptMultipartForms,
  readMultipartForm,
} from '#server/modules/uploads/uploads.service.js';

const tags = ['admin'];
const security = [{ bearerAuth: [] }];
const config = { access: 'admin' as const };

/** The platform admin's reads: clubs (every state) and the audit log. */
export const adminReadRoutes: RoutesPlugin = async (app, { services }) => {
  const { admin } = services;

  app.get(
    '/admin/clubs',
    {
      config,
      schema: {
        operationId: 'adminListClubs',
        tags,
        summary: 'Every club with its state and owner, newest first, a page at a time',
        security,
        querystring: adminPageQuerySchema,
        response: { 200: adminClubPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => admin.clubs.page(request.query.limit, request.query.before),
  );

  app.get(
    '/admin/clubs/:clubId',
    {
      config,
      schema: {
        operationId: 'adminGetClub',
        tags,
        summary: 'One club with its state and owner',
        security,
        params: clubIdParamsSchema,
        response: { 200: adminClubSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => admin.clubs.one(request.params.clubId),
  );

  app.get(
    '/admin/audit',
    {
      config,
      schema: {
        operationId: 'adminAuditLog',
        tags,
        summary: 'Every admin action (who, what, when, before and after), newest first',
        security,
        querystring: adminPageQuerySchema,
        response: { 200: auditPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => admin.auditLog(request.query.limit, request.query.before),
  );
};

/** The platform admin opens and edits clubs; each action is written to the audit log. */
export const adminClubRoutes: RoutesPlugin = async (app, { services }) => {
  const { clubs } = services.admin;

  app.post(
    '/admin/clubs',
    {
      config,
      schema: {
        operationId: 'adminCreateClub',
        tags,
        summary:
          'Opens a club with its first court and its owner (an account that exists, or one invited by a one-time link)',
        security,
        body: createClubBodySchema,
        response: { 201: adminClubChangeSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await clubs.create(caller(request).id, request.body)),
  );

  app.patch(
    '/admin/clubs/:clubId',
    {
      config,
      schema: {
        operationId: 'adminEditClub',
        tags,
        summary: "Changes a club's name, address, position and time zone",
        security,
        params: clubIdParamsSchema,
        body: clubFieldsSchema,
        response: { 200: adminClubSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => clubs.edit(caller(request).id, request.params.clubId, request.body),
  );

  app.post(
    '/admin/clubs/:clubId/courts',
    {
      config,
      schema: {
        operationId: 'adminAddCourt',
        tags,
        summary: 'Adds a court, with its price per 60 minutes, to a club',
        security,
        params: clubIdParamsSchema,
        body: courtInputSchema,
        response: { 201: adminClubSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await clubs.addCourt(caller(request).id, request.params.clubId, request.body)),
  );

  app.put(
    '/admin/clubs/:clubId/owner',
    {
      config,
      schema: {
        operationId: 'adminSetClubOwner',
        tags,
        summary:
          'Gives the club to another owner: an account that exists (by phone or username), or one invited by a one-time link',
        security,
        params: clubIdParamsSchema,
        body: setOwnerBodySchema,
        response: { 200: adminClubChangeSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      clubs.setOwner(caller(request).id, request.params.clubId, request.body.owner),
  );

  app.post(
    '/admin/clubs/:clubId/invitation',
    {
      config,
      schema: {
        operationId: 'adminNewOwnerInvitation',
        tags,
        summary:
          "A new one-time link for the club's invited owner who has not set a password yet; earlier links stop working",
        security,
        params: clubIdParamsSchema,
        response: { 200: adminClubChangeSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => clubs.newInvitation(caller(request).id, request.params.clubId),
  );
};

/** Suspending and reopening a club. */
export const adminClubStateRoutes: RoutesPlugin = async (app, { services }) => {
  const { clubs } = services.admin;

  app.post(
    '/admin/clubs/:clubId/suspend',
    {
      config,
      schema: {
        operationId: 'adminSuspendClub',
        tags,
        summary:
          'Suspends a club: it leaves players’ lists and takes no new booking; its future bookings are kept or cancelled with full refunds',
        security,
        params: clubIdParamsSchema,
        body: suspendClubBodySchema,
        response: { 200: adminClubChangeSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => clubs.suspend(caller(request).id, request.params.clubId, request.body),
  );

  app.post(
    '/admin/clubs/:clubId/reopen',
    {
      config,
      schema: {
        operationId: 'adminReopenClub',
        tags,
        summary: 'Reopens a suspended club',
        security,
        params: clubIdParamsSchema,
        response: { 200: adminClubSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => clubs.reopen(caller(request).id, request.params.clubId),
  );
};

/** The club's photo, in a plugin of its own: the one admin route that reads a multipart form. */
export const adminClubPhotoRoutes: RoutesPlugin = async (app, { services }) => {
  await acceptMultipartForms(app);
  app.put(
    '/admin/clubs/:clubId/photo',
    {
      config,
      schema: {
        operationId: 'adminSetClubPhoto',
        tags,
        summary:
          'Sets a club’s photo: a multipart form with `photo` (JPEG, PNG or WebP, at most 5 MB)',
        security,
        params: clubIdParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 200: adminClubSchema, ...errorResponses(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request) => {
      const form = await readMultipartForm(request, 'photo');
      if (!form.file) throw invalidField('photo', 'Choose a picture');
      return services.admin.clubs.setPhoto(
        caller(request).id,
        request.params.clubId,
        form.file.bytes,
      );
    },
  );
};
