import { z } from './zod.js';
import { textSchema } from './text.js';

/** Opaque identifiers: the server mints UUIDs, clients never parse them. */
export const idSchema = textSchema().min(1).max(64);
export const idParamsSchema = z.object({ id: idSchema });
