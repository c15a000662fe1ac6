import {
  authResponseSchema,
  loginBodySchema,
  registerBodySchema,
  userSchema,
} from '@courtside/shared';
import { caller, signToken } from '../../plugins/auth.js';
import { errorResponses, type RoutesPlugin } from '../../lib/http.js';

export const authRoutes: RoutesPlugin = async (app, { services }) => {
  const withToken = <T extends { id: string; role: 'player' | 'owner' | 'coach' }>(user: T) => ({
    ...user,
    token: signToken(app, { sub: user.id, role: user.role }),
  });

  app.post(
    '/auth/register',
    {
      config: { access: 'public', rateLimit: services.limits.signUpPerMinute },
      schema: {
        tags: ['auth'],
        summary: 'Create a player account and sign in',
        body: registerBodySchema,
        response: { 201: authResponseSchema, ...errorResponses(400, 409, 429) },
      },
    },
    async (request, reply) => {
      const user = await services.auth.register(request.body);
      return reply.status(201).send(withToken(user));
    },
  );

  app.post(
    '/auth/login',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with a phone number or username and a password',
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
        tags: ['auth'],
        summary: 'The signed-in user',
        security: [{ bearerAuth: [] }],
        response: { 200: userSchema, ...errorResponses(401) },
      },
    },
    async (request) => services.auth.me(caller(request).id),
  );
};
