import { z } from './zod.js';
import { idSchema } from './ids.js';

/** SPEC 3 Event category: a grid tile that either routes somewhere or opens its subcategories. */
export interface EventCategory {
  id: string;
  name: string;
  photo: string | null;
  route: string | null;
  subcategories: EventCategory[];
}

// Annotated so declaration files keep the recursion that inference would cut short. Named
// (its id), as a recursive schema must be, so the OpenAPI document can refer to it.
export const eventCategorySchema: z.ZodType<EventCategory> = z
  .object({
    id: idSchema,
    name: z.string(),
    photo: z.string().nullable(),
    route: z.string().nullable(),
    get subcategories() {
      return z.array(eventCategorySchema);
    },
  })
  .meta({ id: 'EventCategory' });
export const eventCategoryListSchema = z.array(eventCategorySchema);
