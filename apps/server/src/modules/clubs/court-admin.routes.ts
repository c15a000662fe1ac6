import {
  courtInputSchema,
  courtPhotoField,
  idParamsSchema,
  ownedCourtListSchema,
  ownedCourtSchema,
} from '@courtside/shared';
import { errorResponses } from '#server/lib/http.js';
import type { RoutesPlugin } from '#server/routes-plugin.js';
import { invalidField } from '#server/lib/domain-error.js';
import {
  acceptMultipartForms,
  readMultipartForm,
} from '#server/modules/uploads/uploads.service.js';
import { caller } from '#server/plugins/auth.js';

const tags = ['courts'];
const security = [{ bearerAuth: [] }];

/** SPEC 2 Add court/future: the owner's courts and their prices; other clubs' courts are not found. */
export const courtAdminRoutes: RoutesPlugin = async (app, { services }) => {
  const { admin } = services.clubs;

  app.get(
    '/owner/court',
    {
      config: { access: 'owner', clubAction: 'courts' },
      schema: {
        operationId: 'listMyClubCourts',
        tags,
        summary: "The caller's club's courts, retired ones last, with their prices",
        security,
        response: { 200: ownedCourtListSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => admin.courts(caller(request).id),
  );

  app.post(
    '/owner/court',
    {
      config: { access: 'owner', clubAction: 'courts' },
      schema: {
        operationId: 'createCourt',
        tags,
        summary: 'Adds a court to the caller’s club with its price per 60 minutes and peaks',
        security,
        body: courtInputSchema,
        response: { 201: ownedCourtSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await admin.add(caller(request).id, request.body)),
  );

  app.put(
    '/owner/court/:id',
    {
      config: { access: 'owner', clubAction: 'courts' },
      schema: {
        operationId: 'updateCourt',
        tags,
        summary: 'Edits one of the caller’s courts, its price and peak prices',
        security,
        params: idParamsSchema,
        body: courtInputSchema,
        response: { 200: ownedCourtSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => admin.edit(caller(request).id, request.params.id, request.body),
  );

  app.post(
    '/owner/court/:id/retire',
    {
      config: { access: 'owner', clubAction: 'courts' },
      schema: {
        operationId: 'retireCourt',
        tags,
        summary: 'Retires a court: refused (409, listing them) while it has future bookings',
        security,
        params: idParamsSchema,
        response: { 200: ownedCourtSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => admin.retire(caller(request).id, request.params.id),
  );
};

/**
 * The court's photo, in a plugin of its own: the one route of this module that reads a
 * multipart form, so the court routes that take JSON keep answering such a body with 415.
 */
export const courtPhotoRoutes: RoutesPlugin = async (app, { services }) => {
  const { admin } = services.clubs;
  await acceptMultipartForms(app);

  app.put(
    '/owner/court/:id/photo',
    {
      config: { access: 'owner', clubAction: 'courts' },
      schema: {
        operationId: 'setCourtPhoto',
        tags,
        summary:
          'Sets a court’s photo: a multipart form with `photo` (JPEG, PNG or WebP, at most 5 MB)',
        security,
        params: idParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 200: ownedCourtSchema, ...errorResponses(400, 401, 403, 404, 409, 413, 415) },
      },
    },
    async (request) => {
      const form = await readMultipartForm(request, courtPhotoField);
      if (!form.file) throw invalidField(courtPhotoField, 'Choose a picture');
      return admin.setPhoto(caller(request).id, request.params.id, form.file.bytes);
    },
  );
};
