import {
  pushEndpointBodySchema,
  pushKeySchema,
  pushRenewalBodySchema,
  pushSettingsSchema,
  pushSubscriptionBodySchema,
} from '@courtside/shared';
import { z } from 'zod';
import { errorResponses } from '#server/lib/http.js';
import type { RoutesPlugin } from '#server/routes-plugin.js';
import { caller } from '#server/plugins/auth.js';

const tags = ['notifications'];
const security = [{ bearerAuth: [] }];

export const pushRoutes: RoutesPlugin = async (app, { services }) => {
  const { push } = services;

  app.get(
    '/user/me/push/key',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'getPushKey',
        tags,
        summary:
          "The server's VAPID public key a device subscribes to push with; null when this server does not push",
        security,
        response: { 200: pushKeySchema, ...errorResponses(401) },
      },
    },
    async () => ({ publicKey: push.publicKey() }),
  );

  app.post(
    '/user/me/push/subscriptions',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'addPushSubscription',
        tags,
        summary:
          "Keep this device's push subscription for the caller (a known endpoint becomes the caller's)",
        security,
        body: pushSubscriptionBodySchema,
        response: { 204: z.null(), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      await push.subscribe(caller(request).id, request.body);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/push/renewals',
    {
      config: { access: 'public', rateLimit: services.limits.signUpPerMinute },
      schema: {
        operationId: 'renewPushSubscription',
        tags,
        summary:
          "A device's service worker sends the subscription its browser renewed; the old endpoint says whose it was (204 either way)",
        security: [],
        body: pushRenewalBodySchema,
        response: { 204: z.null(), ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      await push.renew(request.body);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/user/me/push/subscriptions',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'removePushSubscription',
        tags,
        summary:
          "Forget one of the caller's devices by its endpoint (on log out); another person's is left alone",
        security,
        body: pushEndpointBodySchema,
        response: { 204: z.null(), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      await push.unsubscribe(caller(request).id, request.body.endpoint);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/user/me/push/settings',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'getPushSettings',
        tags,
        summary: 'The kinds of notice the caller does not want pushed to their devices',
        security,
        response: { 200: pushSettingsSchema, ...errorResponses(401) },
      },
    },
    async (request) => push.settings(caller(request).id),
  );

  app.put(
    '/user/me/push/settings',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'setPushSettings',
        tags,
        summary: 'Choose the kinds of notice not pushed to the caller’s devices',
        security,
        body: pushSettingsSchema,
        response: { 200: pushSettingsSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      await push.setSettings(caller(request).id, request.body.off);
      return push.settings(caller(request).id);
    },
  );
};
