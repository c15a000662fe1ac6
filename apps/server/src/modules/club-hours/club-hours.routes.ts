import {
  closedHoursQuerySchema,
  closureBodySchema,
  clubOpeningSchema,
  closureResultSchema,
  clubClosureParamsSchema,
  clubHoursSchema,
  clubIdParamsSchema,
  dayClosedHoursSchema,
  idParamsSchema,
  openingHoursBodySchema,
} from '@courtside/shared';
import { z } from 'zod';
import { errorResponses } from '#server/lib/http.js';
import type { RoutesPlugin } from '#server/routes-plugin.js';
import { caller } from '#server/plugins/auth.js';

const tags = ['club hours'];
const security = [{ bearerAuth: [] }];

/**
 * Opening hours and closures: the owner's for their club (/owner/…), the platform admin's for
 * any club (/admin/clubs/:clubId/…, audited), and each day's closed hours for players.
 */
export const clubHoursRoutes: RoutesPlugin = async (app, { services }) => {
  const { clubHours, clubs } = services;
  const ownerClub = (ownerId: string) => clubs.access.clubRunBy(ownerId, 'hours');
  const owner = (id: string) => ({ id, admin: false });

  app.get(
    '/owner/hours',
    {
      config: { access: 'owner', clubAction: 'hours' },
      schema: {
        operationId: 'getMyClubHours',
        tags,
        summary: "The caller's club's opening hours per weekday and its closures still to end",
        security,
        response: { 200: clubHoursSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => clubHours.hours(await ownerClub(caller(request).id)),
  );

  app.put(
    '/owner/hours',
    {
      config: { access: 'owner', clubAction: 'hours' },
      schema: {
        operationId: 'setMyClubHours',
        tags,
        summary: 'Sets the opening hours of each weekday; hours outside take no new claim',
        security,
        body: openingHoursBodySchema,
        response: { 200: clubHoursSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const actor = owner(caller(request).id);
      return clubHours.setOpeningHours(actor, await ownerClub(actor.id), request.body);
    },
  );

  app.post(
    '/owner/closures',
    {
      config: { access: 'owner', clubAction: 'hours' },
      schema: {
        operationId: 'addMyClubClosure',
        tags,
        summary:
          'Closes the club or one court for some days with a reason; over existing bookings it is refused (409, listing them) unless confirm cancels them with full refunds',
        security,
        body: closureBodySchema,
        response: { 201: closureResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const actor = owner(caller(request).id);
      const club = await ownerClub(actor.id);
      return reply.code(201).send(await clubHours.addClosure(actor, club, request.body));
    },
  );

  app.delete(
    '/owner/closures/:id',
    {
      config: { access: 'owner', clubAction: 'hours' },
      schema: {
        operationId: 'removeMyClubClosure',
        tags,
        summary: 'Removes a closure of the caller’s club: its hours take claims again',
        security,
        params: idParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const actor = owner(caller(request).id);
      const clubId = await clubHours.closureClubId(request.params.id);
      const club = await clubs.access.clubFor(actor.id, clubId, 'hours');
      await clubHours.removeClosure(actor, club, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/user/club/:clubId/closed',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'getClubClosedHours',
        tags,
        summary:
          "Each court's closed hours on one club-local day (opening hours, closures) and a closure's reason",
        security,
        params: clubIdParamsSchema,
        querystring: closedHoursQuerySchema,
        response: { 200: dayClosedHoursSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      clubHours.closedOnDay(
        await clubHours.openClubOf(request.params.clubId, caller(request).id),
        request.query.date,
      ),
  );

  app.get(
    '/user/club/:clubId/hours',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'getClubOpening',
        tags,
        summary:
          "A club's opening hours per weekday and how today stands on its clock: each court's closed hours and a closure's reason",
        security,
        params: clubIdParamsSchema,
        response: { 200: clubOpeningSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      clubHours.opening(await clubHours.openClubOf(request.params.clubId, caller(request).id)),
  );
};

/** The platform admin sets any club's hours and closures; each change is audited. */
export const adminClubHoursRoutes: RoutesPlugin = async (app, { services }) => {
  const { clubHours } = services;
  const config = { access: 'admin' as const };
  const admin = (id: string) => ({ id, admin: true });

  app.get(
    '/admin/clubs/:clubId/hours',
    {
      config,
      schema: {
        operationId: 'adminGetClubHours',
        tags,
        summary: "A club's opening hours per weekday and its closures still to end",
        security,
        params: clubIdParamsSchema,
        response: { 200: clubHoursSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => clubHours.hours(await clubHours.clubOf(request.params.clubId)),
  );

  app.put(
    '/admin/clubs/:clubId/hours',
    {
      config,
      schema: {
        operationId: 'adminSetClubHours',
        tags,
        summary: "Sets a club's opening hours of each weekday",
        security,
        params: clubIdParamsSchema,
        body: openingHoursBodySchema,
        response: { 200: clubHoursSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const club = await clubHours.clubOf(request.params.clubId);
      return clubHours.setOpeningHours(admin(caller(request).id), club, request.body);
    },
  );

  app.post(
    '/admin/clubs/:clubId/closures',
    {
      config,
      schema: {
        operationId: 'adminAddClubClosure',
        tags,
        summary:
          'Closes a club or one of its courts for some days; refused (409, listing them) over existing bookings unless confirm cancels them with full refunds',
        security,
        params: clubIdParamsSchema,
        body: closureBodySchema,
        response: { 201: closureResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const club = await clubHours.clubOf(request.params.clubId);
      const done = await clubHours.addClosure(admin(caller(request).id), club, request.body);
      return reply.code(201).send(done);
    },
  );

  app.delete(
    '/admin/clubs/:clubId/closures/:closureId',
    {
      config,
      schema: {
        operationId: 'adminRemoveClubClosure',
        tags,
        summary: 'Removes a closure of a club',
        security,
        params: clubClosureParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { clubId, closureId } = request.params;
      const club = await clubHours.clubOf(clubId);
      await clubHours.removeClosure(admin(caller(request).id), club, closureId);
      return reply.code(204).send(null);
    },
  );
};
