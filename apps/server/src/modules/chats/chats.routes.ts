import { z } from 'zod';
import {
  chatMessageBodySchema,
  chatMessageParamsSchema,
  chatMessageSchema,
  chatMuteParamsSchema,
  chatPageQuerySchema,
  chatPageSchema,
  idParamsSchema,
} from '@courtside/shared';
import type { FastifyRequest } from 'fastify';
import { errorResponses } from '#server/lib/http.js';
import type { RoutesPlugin } from '#server/routes-plugin.js';
import { caller } from '#server/plugins/auth.js';

/** Messages one person may post in a minute, across every chat. */
export const chatPostsPerMinute = 10;

/**
 * The chat routes of one kind of subject under `base` (`/user/match/:id`): the same five
 * routes serve any kind registered with the chats.
 */
export function chatRoutesFor(kind: string, base: string, label: string): RoutesPlugin {
  return async (app, { services }) => {
    const { chats } = services;
    const security = [{ bearerAuth: [] }];
    const tags = ['chats'];
    const name = kind[0]!.toUpperCase() + kind.slice(1);
    const subject = (request: { params: { id: string } }) => ({ kind, id: request.params.id });
    const noContent = { 204: z.null() };

    app.get(
      `${base}/chat`,
      {
        config: { access: 'user' },
        schema: {
          operationId: `get${name}Chat`,
          tags,
          summary: `A ${label}'s chat, newest first: pass nextCursor as before for older messages`,
          security,
          params: idParamsSchema,
          querystring: chatPageQuerySchema,
          response: { 200: chatPageSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => chats.page(subject(request), caller(request), request.query),
    );

    app.post(
      `${base}/chat`,
      {
        config: {
          access: 'user',
          // Counted per account once the token has been read, in the shared store.
          rateLimit: {
            max: chatPostsPerMinute,
            timeWindow: 60_000,
            hook: 'preHandler',
            keyGenerator: (request: FastifyRequest) => `chat-post:${request.user.sub}`,
          },
        },
        schema: {
          operationId: `post${name}ChatMessage`,
          tags,
          summary: `Write in a ${label}'s chat (text only, 1 to 500 characters); ${chatPostsPerMinute} a minute at most`,
          security,
          params: idParamsSchema,
          body: chatMessageBodySchema,
          response: { 201: chatMessageSchema, ...errorResponses(400, 401, 403, 404, 429) },
        },
      },
      async (request, reply) => {
        const message = await chats.post(subject(request), caller(request), request.body.body);
        return reply.status(201).send(message);
      },
    );

    app.delete(
      `${base}/chat/:messageId`,
      {
        config: { access: 'user' },
        schema: {
          operationId: `delete${name}ChatMessage`,
          tags,
          summary: `Delete one's own message in a ${label}'s chat; the club's owner or an admin removes anyone's`,
          security,
          params: chatMessageParamsSchema,
          response: { ...noContent, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        await chats.remove(subject(request), caller(request), request.params.messageId);
        return reply.status(204).send(null);
      },
    );

    app.put(
      `${base}/chat/mutes/:userId`,
      {
        config: { access: 'user' },
        schema: {
          operationId: `mute${name}ChatWriter`,
          tags,
          summary: `The club's owner or an admin mutes a writer in a ${label}'s chat`,
          security,
          params: chatMuteParamsSchema,
          response: { ...noContent, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        await chats.mute(subject(request), caller(request), request.params.userId);
        return reply.status(204).send(null);
      },
    );

    app.delete(
      `${base}/chat/mutes/:userId`,
      {
        config: { access: 'user' },
        schema: {
          operationId: `unmute${name}ChatWriter`,
          tags,
          summary: `The club's owner or an admin lets a muted writer write again in a ${label}'s chat`,
          security,
          params: chatMuteParamsSchema,
          response: { ...noContent, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        await chats.unmute(subject(request), caller(request), request.params.userId);
        return reply.status(204).send(null);
      },
    );
  };
}

export const matchChatRoutes = chatRoutesFor('match', '/user/match/:id', 'match');
export const nightChatRoutes = chatRoutesFor('night', '/user/social/night/:id', 'night');
export const championshipChatRoutes = chatRoutesFor(
  'championship',
  '/user/champion/:id',
  'championship',
);
