import type { EventCategory } from '@courtside/shared';
import type { TFunction } from 'i18next';

/**
 * A category's name in the interface language. The server names categories once, in English;
 * each is known here by its route (stable across deployments) or, for a category that only
 * opens subcategories, by its name. A category the translations do not know keeps its name.
 */
export function categoryName(category: Pick<EventCategory, 'name' | 'route'>, t: TFunction) {
  const key = (category.route ?? category.name)
    .toLowerCase()
    .replace(/^\/+/, '')
    .replace(/[^a-z0-9]+/g, '-');
  return t(`categories.${key}`, { defaultValue: category.name });
}
