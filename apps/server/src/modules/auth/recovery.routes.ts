import {
  authResponseSchema,
  emailAddressBodySchema,
  emailCodeBodySchema,
  emailSettingsBodySchema,
  emailSettingsSchema,
  passwordChangeBodySchema,
  passwordResetBodySchema,
  passwordResetRequestBodySchema,
} from '@courtside/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { errorResponses } from '#server/lib/http.js';
import { pickLanguage } from '#server/lib/messages/translate.js';
import { caller } from '#server/plugins/auth.js';
import type { RoutesPlugin } from '#server/routes-plugin.js';
import { sessionAnswers } from './auth.routes.js';

const security = [{ bearerAuth: [] }];
const languageOf = (request: FastifyRequest) => pickLanguage(request.headers['accept-language']);

/** Forget Password and Change password. */
export const passwordRoutes: RoutesPlugin = async (app, { services }) => {
  const { withToken, sessionsChanged } = sessionAnswers(app, services);
  const { passwordRecovery } = services;

  app.post(
    '/auth/password-reset/code',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'requestPasswordResetCode',
        tags: ['auth'],
        summary:
          "Sends a 6-digit code to the account's verified e-mail or its phone; the answer is the same whether or not the account exists",
        security: [],
        body: passwordResetRequestBodySchema,
        response: { 202: z.null(), ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      await passwordRecovery.requestReset(request.body, request.ip, languageOf(request));
      return reply.status(202).send(null);
    },
  );

  app.post(
    '/auth/password-reset',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'resetPassword',
        tags: ['auth'],
        summary: 'Sets a new password with the code received; every session of the account ends',
        security: [],
        body: passwordResetBodySchema,
        response: { 204: z.null(), ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      sessionsChanged(await passwordRecovery.reset(request.body, request.ip));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/auth/password',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'changePassword',
        tags: ['auth'],
        summary:
          "Changes the caller's password (the current one required): the account's other sessions end, this device gets a new token",
        security,
        body: passwordChangeBodySchema,
        response: { 200: authResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => {
      const { id } = caller(request);
      const row = await passwordRecovery.changePassword(id, request.body, request.ip);
      sessionsChanged(id);
      return withToken({ user: services.auth.userOf(row), tokenVersion: row.token_version });
    },
  );
};

/** The account's e-mail: verify an address by a code, and what goes to it. */
export const accountEmailRoutes: RoutesPlugin = async (app, { services }) => {
  const { accountEmail } = services;
  const settingsAnswer = { 200: emailSettingsSchema, ...errorResponses(400, 401, 429) };

  app.get(
    '/user/me/email',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'getMyEmailSettings',
        tags: ['profile'],
        summary: "The caller's e-mail address, whether it is verified, and what is sent to it",
        security,
        response: { 200: emailSettingsSchema, ...errorResponses(401) },
      },
    },
    async (request) => accountEmail.settings(caller(request).id),
  );

  app.post(
    '/user/me/email/code',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'requestEmailVerificationCode',
        tags: ['profile'],
        summary: 'Sends a 6-digit code to the address; it becomes the account’s once verified',
        security,
        body: emailAddressBodySchema,
        response: { 202: z.null(), ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const { id } = caller(request);
      await accountEmail.requestVerification(
        id,
        request.body.email,
        request.ip,
        languageOf(request),
      );
      return reply.status(202).send(null);
    },
  );

  app.post(
    '/user/me/email/verify',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'verifyEmail',
        tags: ['profile'],
        summary: 'The code sent to the address makes it the account’s verified e-mail',
        security,
        body: emailCodeBodySchema,
        response: settingsAnswer,
      },
    },
    async (request) =>
      accountEmail.verify(caller(request).id, request.body.code, request.ip, languageOf(request)),
  );

  app.put(
    '/user/me/email/settings',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'updateMyEmailSettings',
        tags: ['profile'],
        summary: 'Turns booking e-mails (confirmations and cancellations) on or off',
        security,
        body: emailSettingsBodySchema,
        response: settingsAnswer,
      },
    },
    async (request) =>
      accountEmail.setBookingEmails(caller(request).id, request.body.bookingEmails),
  );
};
