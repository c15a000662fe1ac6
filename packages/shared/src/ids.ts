import { z } from './zod.js';
import { textSchema } from './text.js';

/** Opaque identifiers: the server mints UUIDs, clients never parse them. */
export const idSchema = textSchema().min(1).max(64);
export const idParamsSchema = z.object({ id: idSchema });

/**
 * The two sport categories keep fixed ids ending in 1 and 2 (SPEC 2, Category home):
 * the first switches the app to padel mode, the second to football mode.
 */
export const sportCategoryIds = {
  padel: '00000000-0000-4000-8000-000000000001',
  football: '00000000-0000-4000-8000-000000000002',
} as const;
export type Sport = keyof typeof sportCategoryIds;

export function sportOfCategory(categoryId: string): Sport | null {
  if (categoryId === sportCategoryIds.padel) return 'padel';
  if (categoryId === sportCategoryIds.football) return 'football';
  return null;
}
