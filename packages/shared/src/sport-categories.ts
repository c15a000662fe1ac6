/**
 * The two sport categories keep fixed ids ending in 1 and 2 (SPEC 2, Category home):
 * the first switches the app to padel mode, the second to football mode.
 *
 * No zod here: the web's home imports this file alone (`@courtside/shared/sport-categories`),
 * so it paints without the schemas.
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
