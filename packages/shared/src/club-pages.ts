import { z } from './zod.js';
import { textSchema } from './text.js';
import { idSchema } from './ids.js';
import { clubSchema, sportSchema } from './clubs.js';
import { cursorQuerySchema, pageLimitSchema, pageSchemaOf } from './page-cursor.js';
import { coarseCoordinate, courtCapacities } from './club-pages-rules.js';

export { coarsePositionDecimals, coarseCoordinate } from './club-pages-rules.js';

function coordinateSchema(limit: number) {
  return textSchema()
    .regex(/^-?\d{1,3}(\.\d{1,8})?$/, 'A number in degrees')
    .transform(Number)
    .pipe(z.number().min(-limit).max(limit))
    .transform(coarseCoordinate);
}

/** Marks the key of a favourite club: the page after it goes on with the favourites. */
const favouriteMark = z.literal(1).optional();
/** The last club of a page nearest first: its distance in km and its id. */
const distanceKeySchema = z
  .object({ d: z.number().min(0).max(20_100), id: idSchema, f: favouriteMark })
  .strict();
/** The last club of a page by name. */
const nameKeySchema = z.object({ n: z.string().max(200), id: idSchema, f: favouriteMark }).strict();
export type ClubPageKey = z.infer<typeof distanceKeySchema> | z.infer<typeof nameKeySchema>;

/**
 * GET /user/club/nearby: clubs offering a sport, the caller's favourites first, then nearest
 * first from the given position, or by name without one, a page at a time. `capacity` keeps clubs with a court of that size.
 */
export const clubPageQuerySchema = z
  .object({
    type: sportSchema.optional(),
    capacity: z.enum(courtCapacities).transform(Number).optional(),
    latitude: coordinateSchema(90).optional(),
    longitude: coordinateSchema(180).optional(),
    limit: pageLimitSchema,
    cursor: cursorQuerySchema(z.union([distanceKeySchema, nameKeySchema])).optional(),
  })
  .refine((query) => (query.latitude === undefined) === (query.longitude === undefined), {
    message: 'Send both latitude and longitude, or neither',
    path: ['longitude'],
  })
  .refine(
    // Runs on the raw value too when a field failed, so it looks before it reads.
    (query) =>
      typeof query.cursor !== 'object' || 'd' in query.cursor === (query.latitude !== undefined),
    { message: 'This cursor belongs to another ordering of the list', path: ['cursor'] },
  );
export type ClubPageQuery = z.output<typeof clubPageQuerySchema>;

export const nearbyClubSchema = clubSchema.extend({
  /** Haversine km from the position sent; null when none was. */
  distance: z.number().nullable(),
});
export type NearbyClub = z.infer<typeof nearbyClubSchema>;

/** A page of clubs; its `nextCursor` is passed back with the same position and filters. */
export const clubPageSchema = pageSchemaOf(nearbyClubSchema);
export type ClubPage = z.infer<typeof clubPageSchema>;
