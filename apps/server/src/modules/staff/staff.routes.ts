import {
  addStaffBodySchema,
  clubPostSchema,
  clubStaffSchema,
  staffAddedSchema,
  staffMemberSchema,
  staffRoleBodySchema,
  userIdParamsSchema,
} from '@courtside/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { errorResponses } from '#server/lib/http.js';
import type { RoutesPlugin } from '#server/routes-plugin.js';
import { caller } from '#server/plugins/auth.js';
import type { Staff } from './staff.service.js';

const tags = ['staff'];
const security = [{ bearerAuth: [] }];

/**
 * What a member of staff changes through the owner's routes (and the desk's walk-ins) goes to
 * their club's staff log, after the answer (a hook on every API route: an owner-role account is the owner, not staff).
 */
export function logStaffActions(app: FastifyInstance, staff: Staff): void {
  app.addHook('onResponse', async (request, reply) => {
    const { access, deskWork } = request.routeOptions.config;
    if (access !== 'owner' && !deskWork) return;
    if (request.method === 'GET' || request.user?.role !== 'player') return;
    // Its operation's name, which the app reads out ("Moved a booking").
    const action = request.routeOptions.schema?.operationId ?? request.method;
    await staff
      .logAction(request.user.sub, action, reply.statusCode)
      .catch((error: unknown) => request.log.error({ err: error }, 'staff action not logged'));
  });
}

/**
 * A club's staff, which its owner alone changes, and each person's post at a club, which the
 * app reads to show the screens their role gives. A change counts at once in this process
 * (its kept token state is dropped) and within a second in the others.
 */
export const staffRoutes: RoutesPlugin = async (app, { services }) => {
  const { staff } = services;
  const changed = (userId: string) => app.tokenStates.forget(userId);

  app.get(
    '/user/club-role',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'getMyClubPost',
        tags,
        summary: 'The club the caller runs or works at, and their role there (null for others)',
        security,
        response: { 200: clubPostSchema, ...errorResponses(401) },
      },
    },
    async (request) => staff.postOf(caller(request).id),
  );

  app.get(
    '/owner/staff',
    {
      config: { access: 'owner', clubAction: 'staff' },
      schema: {
        operationId: 'listClubStaff',
        tags,
        summary: "The caller's club's staff and their latest changes at the club",
        security,
        response: { 200: clubStaffSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => staff.list(caller(request).id),
  );

  app.post(
    '/owner/staff',
    {
      config: { access: 'owner', clubAction: 'staff' },
      schema: {
        operationId: 'addClubStaff',
        tags,
        summary: 'Take on a player (by phone or username) or invite a new person, in a role',
        security,
        body: addStaffBodySchema,
        response: { 201: staffAddedSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const added = await staff.add(caller(request).id, request.body);
      changed(added.member.userId);
      return reply.code(201).send(added);
    },
  );

  app.put(
    '/owner/staff/:userId',
    {
      config: { access: 'owner', clubAction: 'staff' },
      schema: {
        operationId: 'setClubStaffRole',
        tags,
        summary: "Change a staff member's role",
        security,
        params: userIdParamsSchema,
        body: staffRoleBodySchema,
        response: { 200: staffMemberSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const member = await staff.setRole(
        caller(request).id,
        request.params.userId,
        request.body.role,
      );
      changed(member.userId);
      return member;
    },
  );

  app.delete(
    '/owner/staff/:userId',
    {
      config: { access: 'owner', clubAction: 'staff' },
      schema: {
        operationId: 'removeClubStaff',
        tags,
        summary: 'Take someone off the club’s staff',
        security,
        params: userIdParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await staff.remove(caller(request).id, request.params.userId);
      changed(request.params.userId);
      return reply.code(204).send(null);
    },
  );
};
