import {
  authResponseSchema,
  loginBodySchema,
  registerBodySchema,
  userSchema,
} from '@courtside/shared';
import { z } from 'zod';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Services } from '#server/services.js';
import { caller, issueToken } from '#server/plugins/auth.js';
import type { SignedIn } from './auth.service.js';
import { errorResponses } from '#server/lib/http.js';
import type { RoutesPlugin } from '#server/routes-plugin.js';

const security = [{ bearerAuth: [] }];

/**
 * A token for a new session of the user (each sign-in opens one: logging out on this device
 * ends it alone), and the answer to a change of the caller's sessions.
 */
export function sessionAnswers(app: FastifyInstance, services: Services) {
  return {
    withToken: (signedIn: SignedIn) => issueToken(app, services.auth.openSession, signedIn),

    /** Every process drops what it keeps of the user's tokens, and their revoked streams end. */
    sessionsChanged(userId: string) {
      app.tokenStates.forget(userId);
      services.notifications.sessionsChanged(userId);
    },
  };
}

export const authRoutes: RoutesPlugin = async (app, { services }) => {
  const { withToken, sessionsChanged } = sessionAnswers(app, services);
  const revoked = (request: FastifyRequest, reply: FastifyReply) => {
    sessionsChanged(caller(request).id);
    return reply.status(204).send(null);
  };

  app.post(
    '/auth/register',
    {
      config: { access: 'public', rateLimit: services.limits.signUpPerMinute },
      schema: {
        operationId: 'registerPlayer',
        tags: ['auth'],
        summary: 'Create a player account and sign in',
        security: [],
        body: registerBodySchema,
        response: { 201: authResponseSchema, ...errorResponses(400, 409, 429) },
      },
    },
    async (request, reply) => {
      const signedIn = await services.auth.register(request.body);
      return reply.status(201).send(await withToken(signedIn));
    },
  );

  app.post(
    '/auth/login',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'signIn',
        tags: ['auth'],
        summary: 'Sign in with a phone number or username and a password',
        security: [],
        body: loginBodySchema,
        response: { 200: authResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => withToken(await services.auth.login(request.body, request.ip)),
  );

  app.get(
    '/auth/me',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'getSignedInUser',
        tags: ['auth'],
        summary: 'The signed-in user',
        security,
        response: { 200: userSchema, ...errorResponses(401) },
      },
    },
    async (request) => services.auth.me(caller(request).id),
  );

  app.post(
    '/auth/sign-out',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'signOut',
        tags: ['auth'],
        summary:
          "Log out on this device: the caller's token (its session) stops working; the account's other devices stay signed in",
        security,
        response: { 204: z.null(), ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      await services.auth.signOut(caller(request).id, request.user.sid);
      return revoked(request, reply);
    },
  );

  app.post(
    '/auth/sign-out-everywhere',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'signOutEverywhere',
        tags: ['auth'],
        summary:
          "Sign out everywhere: every token of the caller's account stops working, on every device",
        security,
        response: { 204: z.null(), ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      await services.auth.signOutEverywhere(caller(request).id);
      return revoked(request, reply);
    },
  );
};
