import {
  eventStreamHeadersSchema,
  markNotificationsReadSchema,
  notificationPageQuerySchema,
  notificationPageSchema,
  unreadCountSchema,
} from '@courtside/shared';
import { z } from 'zod';
import { errorResponses } from '#server/lib/http.js';
import type { RoutesPlugin } from '#server/routes-plugin.js';
import { caller } from '#server/plugins/auth.js';

const tags = ['notifications'];
const security = [{ bearerAuth: [] }];

export const notificationsRoutes: RoutesPlugin = async (app, { services }) => {
  const { notifications, streams } = services;
  app.addHook('preClose', async () => streams.endAll());

  app.get(
    '/user/me/notifications',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'listMyNotifications',
        tags,
        summary: "The caller's notifications, newest first, a page at a time",
        security,
        querystring: notificationPageQuerySchema,
        response: { 200: notificationPageSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) =>
      notifications.page(caller(request).id, request.query.before, request.query.limit),
  );

  app.post(
    '/user/me/notifications/read',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'markNotificationsRead',
        tags,
        summary: 'Mark some of the caller’s notifications read, or all of them',
        security,
        body: markNotificationsReadSchema,
        response: { 200: unreadCountSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => ({ unread: await notifications.markRead(caller(request).id, request.body) }),
  );

  app.get(
    '/user/me/notifications/stream',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'streamNotifications',
        tags,
        summary:
          'Server-sent events: `unread` with the unread count at once and after every change; for a club owner also `club_day` when a player books, pays or cancels at the club; `social` when an Americano or Mexicano night the reader plays or runs changes; `championship` when a championship season the reader captains a team in or runs changes (fixtures drawn or moved, a result) (ask with Accept: text/event-stream)',
        security,
        headers: eventStreamHeadersSchema,
        response: {
          // Documented only: the stream is written to the socket (event-stream.ts), never serialized.
          200: {
            description: 'The event stream',
            content: { 'text/event-stream': { schema: z.string() } },
          },
          ...errorResponses(400, 401),
        },
      },
    },
    (request, reply) => {
      const { id: userId, role } = caller(request);
      const { ver, sid } = request.user;
      streams.open(request, reply, { userId, role, token: { ver, sid } });
    },
  );
};
