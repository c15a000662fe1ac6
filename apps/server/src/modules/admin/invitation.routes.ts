import {
  acceptInvitationBodySchema,
  authResponseSchema,
  invitationParamsSchema,
  invitationSchema,
} from '@courtside/shared';
import { errorResponses } from '#server/lib/http.js';
import type { RoutesPlugin } from '#server/routes-plugin.js';
import { issueToken } from '#server/plugins/auth.js';
import { toUser } from '#server/modules/users/users.service.js';

const tags = ['auth'];

/** An invited club owner's one-time link: who is invited where, and setting the password. */
export const invitationRoutes: RoutesPlugin = async (app, { services }) => {
  const { invitations } = services.admin;
  const rateLimit = services.limits.signUpPerMinute;

  app.get(
    '/auth/invitation/:token',
    {
      config: { access: 'public', rateLimit },
      schema: {
        operationId: 'readOwnerInvitation',
        tags,
        summary: 'Whom an owner’s invitation link invites, to which club, until when',
        security: [],
        params: invitationParamsSchema,
        response: { 200: invitationSchema, ...errorResponses(400, 404, 409, 429) },
      },
    },
    async (request) => invitations.read(request.params.token),
  );

  app.post(
    '/auth/invitation/:token',
    {
      config: { access: 'public', rateLimit },
      schema: {
        operationId: 'acceptOwnerInvitation',
        tags,
        summary: 'Sets the invited owner’s password (the link works once) and signs them in',
        security: [],
        params: invitationParamsSchema,
        body: acceptInvitationBodySchema,
        response: { 200: authResponseSchema, ...errorResponses(400, 404, 409, 429) },
      },
    },
    async (request) => {
      const account = await invitations.accept(request.params.token, request.body.password);
      return issueToken(app, services.auth.openSession, {
        user: toUser(account),
        tokenVersion: account.token_version,
      });
    },
  );
};
