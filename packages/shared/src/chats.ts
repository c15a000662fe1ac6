import { z } from './zod.js';
import { idSchema } from './ids.js';
import { createdKeySchema, cursorQuerySchema, pageLimitSchema } from './page-cursor.js';
import { isCleanText } from './text.js';

import { chatMessageMaxLength } from './chats-rules.js';

export * from './chats-rules.js';

/** POST a chat message: text only, trimmed, 1 to 500 characters. */
export const chatMessageBodySchema = z.object({
  body: z
    .string()
    .trim()
    .min(1, 'Write a message')
    .max(chatMessageMaxLength, 'At most 500 characters')
    .refine(isCleanText, 'Contains a NUL byte or a broken character'),
});
export type ChatMessageBody = z.infer<typeof chatMessageBodySchema>;

/** A chat's page, newest first: pass `nextCursor` back as `before` for older messages. */
export const chatPageQuerySchema = z.object({
  before: cursorQuerySchema(createdKeySchema).optional(),
  limit: pageLimitSchema,
});

export const chatMessageParamsSchema = z.object({ id: idSchema, messageId: idSchema });
export const chatMuteParamsSchema = z.object({ id: idSchema, userId: idSchema });

/**
 * One message. A deleted one keeps its place with no text: `removed` says a moderator (the
 * club's owner or an administrator) took it down rather than its writer.
 */
export const chatMessageSchema = z.object({
  id: idSchema,
  author: z.object({ id: idSchema, name: z.string() }),
  body: z.string().nullable(),
  createdAt: z.string(),
  mine: z.boolean(),
  deleted: z.boolean(),
  removed: z.boolean(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** A page of a chat, with what the caller may do in it. */
export const chatPageSchema = z.object({
  items: z.array(chatMessageSchema),
  nextCursor: z.string().nullable(),
  canWrite: z.boolean(),
  canModerate: z.boolean(),
  /** Whether a moderator muted the caller in this chat. */
  muted: z.boolean(),
  /** Writers muted in this chat; only moderators are told. */
  mutedIds: z.array(idSchema),
});
export type ChatPage = z.infer<typeof chatPageSchema>;
