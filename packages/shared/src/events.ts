import { z } from 'zod';
import { idSchema } from './ids.js';

/** SPEC 3 Event category: a grid tile that either routes somewhere or opens its subcategories. */
export const eventCategorySchema = z.object({
  id: idSchema,
  name: z.string(),
  photo: z.string().nullable(),
  route: z.string().nullable(),
  get subcategories() {
    return z.array(eventCategorySchema);
  },
});
export type EventCategory = z.infer<typeof eventCategorySchema>;
export const eventCategoryListSchema = z.array(eventCategorySchema);
