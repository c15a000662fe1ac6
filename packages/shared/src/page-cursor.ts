import { z } from './zod.js';
import { textSchema } from './text.js';
import { idSchema } from './ids.js';

/**
 * A keyset cursor: the sort key of the last item a page gave, as base64url JSON. Clients pass
 * it back untouched; the server reads it with the page's own schema, so a cursor made for one
 * ordering is refused by another.
 */
export function encodeCursor(key: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(key));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function decodeCursor(text: string): unknown {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
}

/** A query parameter holding a cursor whose decoded key must match `key`. */
export function cursorQuerySchema<T extends z.ZodType>(key: T) {
  return textSchema()
    .max(600)
    .regex(/^[A-Za-z0-9_-]+$/, 'Not a cursor')
    .transform((text, ctx): z.output<T> => {
      let decoded: unknown;
      try {
        decoded = decodeCursor(text);
      } catch {
        decoded = undefined;
      }
      const parsed = key.safeParse(decoded);
      if (parsed.success) return parsed.data;
      ctx.addIssue({ code: 'custom', message: 'Not a cursor of this list' });
      return z.NEVER;
    });
}

/** How many items a page holds: 20 unless asked, never more than 50. */
export const pageLimitSchema = z.coerce.number().int().min(1).max(50).default(20);

/** The sort key of a list ordered by start then id: the last item's start and id. */
export const startKeySchema = z.object({ s: z.string().max(40), id: idSchema }).strict();
export type StartKey = z.infer<typeof startKeySchema>;

/** The sort key of a list newest first: the last item's creation time and id. */
export const createdKeySchema = z.object({ c: z.string().max(40), id: idSchema }).strict();
export type CreatedKey = z.infer<typeof createdKeySchema>;

/** The query of a list ordered by start then id, a page at a time. */
export const startPageQuerySchema = z.object({
  limit: pageLimitSchema,
  cursor: cursorQuerySchema(startKeySchema).optional(),
});

/** A page of items: pass `nextCursor` back (with the same filters) for the next; null at the end. */
export function pageSchemaOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), nextCursor: z.string().nullable() });
}
