import {
  authResponseSchema,
  loginBodySchema,
  registerBodySchema,
  userSchema,
} from '@courtside/shared';
import { z } from 'zod';
import { caller, signToken } from '#server/plugins/auth.js';
import type { SignedIn } from './auth.service.js';
import { errorResponses } from '#server/lib/http.js';
import type { RoutesPlugin } from '#server/routes-plugin.js';

export const authRoutes: RoutesPlugin = async (app, { services }) => {
  const withToken = ({ user, tokenVersion }: SignedIn) => ({
    ...user,
    token: signToken(app, { sub: user.id, role: user.role, ver: tokenVersion }),
  });

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
      return reply.status(201).send(withToken(signedIn));
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
        security: [{ bearerAuth: [] }],
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
        summary: "Sign out: every token of the caller's account stops working, on every device",
        security: [{ bearerAuth: [] }],
        response: { 204: z.null(), ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const { id } = caller(request);
      await services.auth.signOut(id);
      app.tokenVersions.forget(id);
      services.notifications.sessionsChanged(id);
      return reply.status(204).send(null);
    },
  );
};
